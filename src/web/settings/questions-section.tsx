import { useQuery } from '@tanstack/react-query';
import { questionSchema } from '../../domain/schemas/settings';
import { Button } from '../ui/button';
import { Section, TextField, Toggle, textOf } from '../ui/fields';
import { EditableList, useEditing } from './editable-list';
import { frSettings } from './i18n';
import type { QuestionItem } from '../lib/staff/settings-api';
import { useSettings } from './settings-context';
import { ItemForm, useSettingsSubmit } from './settings-form';
import { useZodForm } from '../lib/use-zod-form';
import styles from '../ui/staff-page.module.css';

const t = frSettings.questions;

export function QuestionsSection() {
  const { api, run } = useSettings();
  const list = useQuery({ queryKey: ['settings', 'questions'], queryFn: ({ signal }) => api.questions(signal) });
  const editing = useEditing<QuestionItem>();
  const questions = list.data ?? [];

  function move(index: number, delta: number) {
    const ids = questions.map((q) => q.id);
    const target = index + delta;
    if (target < 0 || target >= ids.length) return;
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    void run(() => api.orderQuestions(ids), { invalidate: [['settings', 'questions']] });
  }

  return (
    <Section title={frSettings.sections.questions} intro={t.intro} actions={<Button onClick={() => editing.setEditing('new')}>{frSettings.add}</Button>}>
      <EditableList
        list={list}
        editing={editing}
        keyOf={(q) => q.id}
        none={t.none}
        ordered
        rowTestId="question-row"
        nameOf={(q) => `« ${q.question_text} »`}
        removeConfirm={(q) => t.removeConfirm(q.question_text)}
        onRemove={(q) => void run(() => api.removeQuestion(q.id), { invalidate: [['settings', 'questions']] })}
        form={(item, done) => <QuestionForm item={item} onDone={done} />}
        actions={(q, index) => (
          <>
            <Button variant="ghost" disabled={index === 0} aria-label={t.moveUp(q.question_text)} onClick={() => move(index, -1)}>
              ↑
            </Button>
            <Button variant="ghost" disabled={index === questions.length - 1} aria-label={t.moveDown(q.question_text)} onClick={() => move(index, 1)}>
              ↓
            </Button>
          </>
        )}
      >
        {(q) => (
          <p>
            <span className={styles.strong}>{q.question_text}</span> {q.required && <span className={styles.badge}>{t.mandatory}</span>}{' '}
            {!q.active && <span className={styles.badgeBad}>{t.inactive}</span>}
          </p>
        )}
      </EditableList>
    </Section>
  );
}

function QuestionForm({ item, onDone }: { item: QuestionItem | null; onDone: () => void }) {
  const { api } = useSettings();
  const form = useZodForm(questionSchema, { question_text: item?.question_text ?? '', required: item?.required ?? false, active: item?.active ?? true });
  const submit = useSettingsSubmit(form, (values) => (item ? api.saveQuestion(item.id, values) : api.addQuestion(values)), {
    invalidate: [['settings', 'questions']],
    onDone,
  });
  return (
    <ItemForm onSubmit={submit} onCancel={onDone} label={item ? frSettings.edit : t.new}>
      <TextField label={t.text} {...textOf(form, 'question_text')} maxLength={300} name="question-text" />
      <Toggle label={t.required} checked={form.values.required} onChange={(x) => form.set('required', x)} />
      <Toggle label={t.active} checked={form.values.active} onChange={(x) => form.set('active', x)} />
    </ItemForm>
  );
}
