import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
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

  const queryClient = useQueryClient();
  const sending = useRef<{ chain: Promise<unknown>; waiting: number }>({ chain: Promise.resolve(), waiting: 0 });

  // The list takes its new order at once, so quick clicks each move from the order on screen. The
  // orders are sent one after another (the last one sent is the one kept), and the list is read
  // back from the server only after the last of them: a read between two would undo the second.
  function move(index: number, delta: number) {
    const target = index + delta;
    if (target < 0 || target >= questions.length) return;
    const next = [...questions];
    [next[index], next[target]] = [next[target]!, next[index]!];
    void queryClient.cancelQueries({ queryKey: ['settings', 'questions'] });
    queryClient.setQueryData(['settings', 'questions'], next);
    const ids = next.map((q) => q.id);
    const queue = sending.current;
    queue.waiting += 1;
    queue.chain = queue.chain.then(async () => {
      const saved = await run(() => api.orderQuestions(ids));
      queue.waiting -= 1;
      if (queue.waiting === 0 || !saved) await queryClient.invalidateQueries({ queryKey: ['settings', 'questions'] });
    });
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
