import { useQuery } from '@tanstack/react-query';
import { formatLongFrenchDate } from '../../domain/dates';
import { eventSchema } from '../../domain/schemas/settings';
import { Button } from '../ui/button';
import { DatePicker } from '../ui/date-picker/date-picker';
import { Section, TextField, textOf } from '../ui/fields';
import { EditableList, useEditing } from './editable-list';
import { frSettings } from './i18n';
import type { EventItem } from '../lib/staff/settings-api';
import { useSettings } from './settings-context';
import { ItemForm, useSettingsSubmit } from './settings-form';
import { useZodForm } from '../lib/use-zod-form';
import styles from '../ui/staff-page.module.css';

const t = frSettings.events;

export function EventsSection() {
  const { api, run } = useSettings();
  const list = useQuery({ queryKey: ['settings', 'events'], queryFn: ({ signal }) => api.events(signal) });
  const editing = useEditing<EventItem>();
  return (
    <Section title={frSettings.sections.events} intro={t.intro} actions={<Button onClick={() => editing.setEditing('new')}>{frSettings.add}</Button>}>
      <EditableList
        list={list}
        editing={editing}
        keyOf={(e) => e.guid}
        none={t.none}
        rowTestId="event-row"
        nameOf={(e) => e.name}
        removeConfirm={(e) => t.removeConfirm(e.name)}
        onRemove={(e) => void run(() => api.removeEvent(e.guid), { invalidate: [['settings', 'events']] })}
        form={(item, done) => <EventForm item={item} onDone={done} />}
      >
        {(e) => (
          <div>
            <p>
              <span className={styles.strong}>{e.name}</span> · {formatLongFrenchDate(e.date, { capitalize: true })}
            </p>
            {e.description && <p className={styles.muted}>{e.description}</p>}
          </div>
        )}
      </EditableList>
    </Section>
  );
}

function EventForm({ item, onDone }: { item: EventItem | null; onDone: () => void }) {
  const { api } = useSettings();
  const restaurant = useQuery({ queryKey: ['settings', 'restaurant'], queryFn: ({ signal }) => api.restaurant(signal) });
  const form = useZodForm(eventSchema, { name: item?.name ?? '', date: item?.date ?? '', description: item?.description ?? '' });
  const submit = useSettingsSubmit(form, (values) => (item ? api.saveEvent(item.guid, values) : api.addEvent(values)), {
    invalidate: [['settings', 'events']],
    onDone,
  });
  return (
    <ItemForm onSubmit={submit} onCancel={onDone} label={item ? `${frSettings.edit} ${item.name}` : t.new}>
      <TextField label={t.name} {...textOf(form, 'name')} maxLength={120} name="event-name" />
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
      <TextField label={t.description} multiline rows={3} {...textOf(form, 'description')} maxLength={1000} name="event-description" />
    </ItemForm>
  );
}
