import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatLongFrenchDate } from '../../domain/dates';
import { eventSchema } from '../../domain/schemas/settings';
import { ConfirmDialog, type ConfirmRequest } from '../ui/confirm-dialog';
import { Button } from '../ui/button';
import { DatePicker } from '../ui/date-picker/date-picker';
import { Section, TextField } from '../ui/fields';
import { frSettings } from './i18n';
import type { EventItem } from './settings-api';
import { useSettings } from './settings-context';
import { useZodForm } from '../lib/use-zod-form';
import styles from '../ui/staff-page.module.css';

const t = frSettings.events;

export function EventsSection() {
  const { api, run } = useSettings();
  const list = useQuery({ queryKey: ['settings', 'events'], queryFn: ({ signal }) => api.events(signal) });
  const [editing, setEditing] = useState<EventItem | 'new' | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  return (
    <Section title={frSettings.sections.events} intro={t.intro} actions={<Button onClick={() => setEditing('new')}>{frSettings.add}</Button>}>
      {editing === 'new' && <EventForm item={null} onDone={() => setEditing(null)} />}
      <ul className={styles.list}>
        {list.isSuccess && list.data.length === 0 && <li className={styles.muted}>{t.none}</li>}
        {(list.data ?? []).map((e) =>
          editing !== 'new' && editing?.guid === e.guid ? (
            <li key={e.guid}>
              <EventForm item={e} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={e.guid} className={styles.row} data-testid="event-row">
              <div>
                <p>
                  <span className={styles.strong}>{e.name}</span> · {formatLongFrenchDate(e.date, { capitalize: true })}
                </p>
                {e.description && <p className={styles.muted}>{e.description}</p>}
              </div>
              <div className={styles.actions}>
                <Button variant="secondary" onClick={() => setEditing(e)} aria-label={`${frSettings.edit} ${e.name}`}>
                  {frSettings.edit}
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`${frSettings.remove} ${e.name}`}
                  onClick={() =>
                    setConfirm({
                      title: frSettings.remove,
                      message: t.removeConfirm(e.name),
                      confirm: frSettings.remove,
                      cancel: frSettings.cancel,
                      onConfirm: () => void run(() => api.removeEvent(e.guid), { invalidate: [['settings', 'events']] }),
                    })
                  }
                >
                  {frSettings.remove}
                </Button>
              </div>
            </li>
          ),
        )}
      </ul>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </Section>
  );
}

function EventForm({ item, onDone }: { item: EventItem | null; onDone: () => void }) {
  const { api, run } = useSettings();
  const restaurant = useQuery({ queryKey: ['settings', 'restaurant'], queryFn: ({ signal }) => api.restaurant(signal) });
  const form = useZodForm(eventSchema, { name: item?.name ?? '', date: item?.date ?? '', description: item?.description ?? '' });
  function submit(event: FormEvent) {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    void run(() => (item ? api.saveEvent(item.guid, values) : api.addEvent(values)), { invalidate: [['settings', 'events']], onDone });
  }
  return (
    <form className={`${styles.form} ${styles.card}`} onSubmit={submit} noValidate aria-label={item ? `${frSettings.edit} ${item.name}` : t.new}>
      <TextField label={t.name} value={form.values.name} onChange={(x) => form.set('name', x)} error={form.errors.name} maxLength={120} name="event-name" />
      <div className={styles.field}>
        <DatePicker
          label={t.date}
          value={form.values.date || null}
          onChange={(d) => form.set('date', d ?? '')}
          minDate={restaurant.data?.today}
          today={restaurant.data?.today}
        />
        {form.errors.date && (
          <span className={styles.fieldError} role="alert">
            {form.errors.date}
          </span>
        )}
      </div>
      <TextField
        label={t.description}
        multiline
        rows={3}
        value={form.values.description}
        onChange={(x) => form.set('description', x)}
        error={form.errors.description}
        maxLength={1000}
        name="event-description"
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onDone}>
          {frSettings.cancel}
        </Button>
        <Button type="submit">{frSettings.save}</Button>
      </div>
    </form>
  );
}
