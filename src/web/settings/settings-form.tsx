import { useQuery } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../ui/button';
import { Section } from '../ui/fields';
import { frSettings } from './i18n';
import { LoadedForm } from './loaded-form';
import type { RestaurantSettings } from '../lib/staff/settings-api';
import { useSettings } from './settings-context';
import styles from '../ui/staff-page.module.css';

/**
 * A settings form's submit: checks the values with the form's schema, then saves them through the
 * settings' `run` (stranded bookings asked about, the lists read again, the toast).
 */
export function useSettingsSubmit<V>(
  form: { validate: () => V | null },
  save: (values: V, confirm: boolean) => Promise<unknown>,
  options: { invalidate: string[][]; onDone?: () => void },
) {
  const { run } = useSettings();
  return (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (values) void run((confirm) => save(values, confirm), options);
  };
}

/** An item's form inside a list (an event, a question, a label): its fields, then cancel and save. */
export function ItemForm({
  onSubmit,
  onCancel,
  inline = false,
  label,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  /** A row of the list (labels) rather than a card of its own. */
  inline?: boolean;
  label?: string;
  children: ReactNode;
}) {
  return (
    <form className={`${styles.form} ${inline ? styles.inlineForm : styles.card}`} onSubmit={onSubmit} noValidate aria-label={label}>
      {children}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {frSettings.cancel}
        </Button>
        <Button type="submit">{frSettings.save}</Button>
      </div>
    </form>
  );
}

/** A section of the restaurant's own settings (profile, information, booking), shown once they have arrived. */
export function RestaurantSection({ title, children }: { title: string; children: (data: RestaurantSettings, reload: () => void) => ReactNode }) {
  const { api } = useSettings();
  const query = useQuery({ queryKey: ['settings', 'restaurant'], queryFn: ({ signal }) => api.restaurant(signal) });
  return (
    <Section title={title}>
      <LoadedForm query={query}>{children}</LoadedForm>
    </Section>
  );
}

/** The form of a restaurant section: its fields, then the save bar. */
export function RestaurantForm({ onSubmit, children }: { onSubmit: (event: FormEvent) => void; children: ReactNode }) {
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {children}
      <div className={styles.saveBar}>
        <Button type="submit">{frSettings.save}</Button>
      </div>
    </form>
  );
}
