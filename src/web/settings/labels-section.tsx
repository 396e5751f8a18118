import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { labelImageSchema } from '../../domain/schemas/settings';
import { ConfirmDialog, type ConfirmRequest } from '../ui/confirm-dialog';
import { Button } from '../ui/button';
import { Section, TextField, Toggle } from '../ui/fields';
import { frSettings } from './i18n';
import { ImageField } from './image-field';
import type { LabelItem } from './settings-api';
import { useSettings } from './settings-context';
import { useZodForm } from '../lib/use-zod-form';
import styles from '../ui/staff-page.module.css';

const t = frSettings.labels;

/** Placement legends and preference icons: the same shape (label, picture), two lists. */
export function LabelsSection() {
  return (
    <Section title={frSettings.sections.labels}>
      <LabelList kind="legends" title={t.legendsTitle} intro={t.legendsIntro} />
      <LabelList kind="icons" title={t.iconsTitle} intro={t.iconsIntro} />
    </Section>
  );
}

function LabelList({ kind, title, intro }: { kind: 'legends' | 'icons'; title: string; intro: string }) {
  const { api, run } = useSettings();
  const list = useQuery({ queryKey: ['settings', kind], queryFn: ({ signal }) => api.labels(kind, signal) });
  const [editing, setEditing] = useState<LabelItem | 'new' | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const headingId = `labels-${kind}`;
  return (
    <section className={styles.subsection} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h3 id={headingId} className={styles.subTitle}>
          {title}
        </h3>
        <Button variant="secondary" onClick={() => setEditing('new')}>
          {frSettings.add}
        </Button>
      </div>
      <p className={styles.intro}>{intro}</p>
      <ul className={styles.list}>
        {list.isSuccess && list.data.length === 0 && <li className={styles.muted}>{t.none}</li>}
        {(list.data ?? []).map((item) =>
          editing !== 'new' && editing?.guid === item.guid ? (
            <li key={item.guid} className={styles.row}>
              <LabelForm kind={kind} item={item} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={item.guid} className={styles.row} data-testid={`${kind}-row`}>
              <div className={styles.rowMain}>
                {item.image && <img src={item.image} alt="" className={styles.thumb} />}
                <span className={styles.strong}>{item.label}</span>
                {item.active === false && <span className={styles.badgeBad}>{frSettings.questions.inactive}</span>}
              </div>
              <div className={styles.actions}>
                <Button variant="secondary" onClick={() => setEditing(item)} aria-label={`${frSettings.edit} ${item.label}`}>
                  {frSettings.edit}
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`${frSettings.remove} ${item.label}`}
                  onClick={() =>
                    setConfirm({
                      title: frSettings.remove,
                      message: t.removeConfirm(item.label),
                      confirm: frSettings.remove,
                      cancel: frSettings.cancel,
                      onConfirm: () => void run(() => api.removeLabel(kind, item.guid), { invalidate: [['settings', kind]] }),
                    })
                  }
                >
                  {frSettings.remove}
                </Button>
              </div>
            </li>
          ),
        )}
        {editing === 'new' && (
          <li className={styles.row}>
            <LabelForm kind={kind} item={null} onDone={() => setEditing(null)} />
          </li>
        )}
      </ul>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </section>
  );
}

function LabelForm({ kind, item, onDone }: { kind: 'legends' | 'icons'; item: LabelItem | null; onDone: () => void }) {
  const { api, run } = useSettings();
  const form = useZodForm(labelImageSchema, {
    label: item?.label ?? '',
    image: item?.image ?? '',
    ...(kind === 'icons' ? { active: item?.active ?? true } : {}),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    void run(() => (item ? api.saveLabel(kind, item.guid, values) : api.addLabel(kind, values)), { invalidate: [['settings', kind]], onDone });
  }
  return (
    <form className={`${styles.form} ${styles.inlineForm}`} onSubmit={submit} noValidate>
      <TextField
        label={t.label}
        value={form.values.label}
        onChange={(x) => form.set('label', x)}
        error={form.errors.label}
        maxLength={60}
        name={`${kind}-label`}
      />
      <ImageField label={t.image} value={form.values.image} onChange={(x) => form.set('image', x)} error={form.errors.image} />
      {kind === 'icons' && <Toggle label={t.active} checked={form.values.active ?? true} onChange={(x) => form.set('active', x)} />}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onDone}>
          {frSettings.cancel}
        </Button>
        <Button type="submit">{frSettings.save}</Button>
      </div>
    </form>
  );
}
