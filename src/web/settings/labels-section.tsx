import { useQuery } from '@tanstack/react-query';
import { labelImageSchema } from '../../domain/schemas/settings';
import { Button } from '../ui/button';
import { Section, TextField, Toggle, textOf } from '../ui/fields';
import { EditableList, useEditing } from './editable-list';
import { frSettings } from './i18n';
import { ImageField } from '../ui/image-field';
import { fr } from '../i18n/fr';
import { errorText } from '../lib/api';
import type { LabelItem } from '../lib/staff/settings-api';
import { useSettings } from './settings-context';
import { ItemForm, useSettingsSubmit } from './settings-form';
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
  const editing = useEditing<LabelItem>();
  const headingId = `labels-${kind}`;
  return (
    <section className={styles.subsection} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h3 id={headingId} className={styles.subTitle}>
          {title}
        </h3>
        <Button variant="secondary" onClick={() => editing.setEditing('new')}>
          {frSettings.add}
        </Button>
      </div>
      <p className={styles.intro}>{intro}</p>
      <EditableList
        list={list}
        editing={editing}
        keyOf={(item) => item.guid}
        none={t.none}
        rowTestId={`${kind}-row`}
        nameOf={(item) => item.label}
        removeConfirm={(item) => t.removeConfirm(item.label)}
        onRemove={(item) => void run(() => api.removeLabel(kind, item.guid), { invalidate: [['settings', kind]] })}
        form={(item, done) => <LabelForm kind={kind} item={item} onDone={done} />}
        newForm="last"
      >
        {(item) => (
          <div className={styles.rowMain}>
            {item.image && <img src={item.image} alt="" className={styles.thumb} />}
            <span className={styles.strong}>{item.label}</span>
            {item.active === false && <span className={styles.badgeBad}>{frSettings.questions.inactive}</span>}
          </div>
        )}
      </EditableList>
    </section>
  );
}

function LabelForm({ kind, item, onDone }: { kind: 'legends' | 'icons'; item: LabelItem | null; onDone: () => void }) {
  const { api } = useSettings();
  const form = useZodForm(labelImageSchema, {
    label: item?.label ?? '',
    image: item?.image ?? '',
    ...(kind === 'icons' ? { active: item?.active ?? true } : {}),
  });
  const submit = useSettingsSubmit(form, (values) => (item ? api.saveLabel(kind, item.guid, values) : api.addLabel(kind, values)), {
    invalidate: [['settings', kind]],
    onDone,
  });
  return (
    <ItemForm onSubmit={submit} onCancel={onDone} inline>
      <TextField label={t.label} {...textOf(form, 'label')} maxLength={60} name={`${kind}-label`} />
      <ImageField label={t.image} {...textOf(form, 'image')} upload={api.upload} uploadError={(e) => errorText(e, fr.common.genericError)} />
      {kind === 'icons' && <Toggle label={t.active} checked={form.values.active ?? true} onChange={(x) => form.set('active', x)} />}
    </ItemForm>
  );
}
