import { useQuery } from '@tanstack/react-query';
import { tableSchema, type TableSettings } from '../../domain/schemas/settings';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { NumberField, Section, TextField, Toggle, textOf } from '../ui/fields';
import { frSettings } from './i18n';
import { ImageField } from '../ui/image-field';
import { fr } from '../i18n/fr';
import { errorText } from '../lib/api';
import type { LabelItem, TableItem } from '../lib/staff/settings-api';
import { useSettings } from './settings-context';
import { EditableList, useEditing } from './editable-list';
import { useSettingsSubmit } from './settings-form';
import { useZodForm } from '../lib/use-zod-form';
import styles from '../ui/staff-page.module.css';

const t = frSettings.tables;
/** A table added here starts like the starter tables: bookable online (the owner unticks it to keep it for the team). */
export const NEW_TABLE: TableSettings = {
  name: '',
  min_covers: 1,
  max_covers: 2,
  legend_guids: [],
  image: '',
  combinable: false,
  active: true,
  online_bookable: true,
};

export function TablesSection() {
  const { api, run } = useSettings();
  const tables = useQuery({ queryKey: ['settings', 'tables'], queryFn: ({ signal }) => api.tables(signal) });
  const legends = useQuery({ queryKey: ['settings', 'legends'], queryFn: ({ signal }) => api.labels('legends', signal) });
  const editing = useEditing<TableItem>();
  const legendLabel = (guid: string) => legends.data?.find((l) => l.guid === guid)?.label ?? '';

  return (
    <Section title={frSettings.sections.tables} intro={t.intro} actions={<Button onClick={() => editing.setEditing('new')}>{frSettings.add}</Button>}>
      <EditableList
        list={tables}
        editing={editing}
        keyOf={(table) => table.guid}
        none={t.none}
        rowTestId="table-row"
        nameOf={(table) => table.name}
        removeConfirm={(table) => t.removeConfirm(table.name)}
        onRemove={(table) => void run((c) => api.removeTable(table.guid, c), { invalidate: [['settings', 'tables']] })}
      >
        {(table) => (
          <div className={styles.rowMain}>
            {table.image && <img src={table.image} alt="" className={styles.thumb} />}
            <div>
              <p>
                <span className={styles.strong}>{table.name}</span> · {t.capacity(table.min_covers, table.max_covers)}{' '}
                {!table.active && <span className={styles.badgeBad}>{t.inactive}</span>}
                {table.combinable && <span className={styles.badge}>{t.combinable}</span>}
                {table.active && !table.online_bookable && <span className={styles.badge}>{t.notOnline}</span>}
              </p>
              <p className={styles.muted}>{table.legend_guids.map(legendLabel).filter(Boolean).join(', ')}</p>
            </div>
          </div>
        )}
      </EditableList>
      {/* A table made on the floor plan starts closed to online booking: its badge alone does not say how to open it. */}
      {tables.data?.some((table) => table.active && !table.online_bookable) && (
        <p className={styles.muted} data-testid="not-online-hint">
          {t.notOnlineHint}
        </p>
      )}
      {editing.editing && <TableDialog table={editing.editing === 'new' ? null : editing.editing} legends={legends.data ?? []} onClose={editing.done} />}
    </Section>
  );
}

function TableDialog({ table, legends, onClose }: { table: TableItem | null; legends: LabelItem[]; onClose: () => void }) {
  const { api } = useSettings();
  const form = useZodForm(tableSchema, table ? withoutGuid(table) : NEW_TABLE);
  const v = form.values;
  const submit = useSettingsSubmit(form, (values, confirm) => (table ? api.saveTable(table.guid, { ...values, confirm }) : api.addTable(values)), {
    invalidate: [['settings', 'tables']],
    onDone: onClose,
  });

  return (
    <Modal
      open
      wide
      title={table ? t.editTitle(table.name) : t.new}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {frSettings.cancel}
          </Button>
          <Button type="submit" form="table-form">
            {frSettings.save}
          </Button>
        </>
      }
    >
      <form id="table-form" className={styles.form} onSubmit={submit} noValidate>
        <TextField label={t.name} {...textOf(form, 'name')} name="table-name" maxLength={60} />
        <div className={styles.grid}>
          <NumberField
            label={t.min}
            min={1}
            max={100}
            value={v.min_covers}
            onChange={(x) => form.set('min_covers', x ?? Number.NaN)}
            error={form.errors.min_covers}
            name="min_covers"
          />
          <NumberField
            label={t.max}
            min={1}
            max={100}
            value={v.max_covers}
            onChange={(x) => form.set('max_covers', x ?? Number.NaN)}
            error={form.errors.max_covers}
            name="max_covers"
          />
        </div>
        <fieldset className={styles.days}>
          <legend className={styles.label}>{t.legends}</legend>
          {legends.map((l) => (
            <label key={l.guid} className={styles.dayChip}>
              <input
                type="checkbox"
                checked={v.legend_guids.includes(l.guid)}
                onChange={(e) => form.set('legend_guids', e.target.checked ? [...v.legend_guids, l.guid] : v.legend_guids.filter((g) => g !== l.guid))}
              />
              {l.label}
            </label>
          ))}
        </fieldset>
        <ImageField label={t.image} {...textOf(form, 'image')} upload={api.upload} uploadError={(e) => errorText(e, fr.common.genericError)} />
        <Toggle label={t.combinable} checked={v.combinable} onChange={(x) => form.set('combinable', x)} />
        <Toggle label={t.active} checked={v.active} onChange={(x) => form.set('active', x)} />
        <Toggle label={t.onlineBookable} hint={t.onlineBookableHint} checked={v.online_bookable === true} onChange={(x) => form.set('online_bookable', x)} />
        {form.errors._ && (
          <p className={styles.fieldError} role="alert">
            {form.errors._}
          </p>
        )}
      </form>
    </Modal>
  );
}

function withoutGuid(table: TableItem): TableSettings {
  const { guid: _guid, ...rest } = table;
  return rest;
}
