import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { questionSchema } from '../../domain/schemas/settings';
import { ConfirmDialog, type ConfirmRequest } from '../ui/confirm-dialog';
import { Button } from '../ui/button';
import { Section, TextField, Toggle } from '../ui/fields';
import { frSettings } from './i18n';
import type { QuestionItem } from './settings-api';
import { useSettings } from './settings-context';
import { useZodForm } from '../lib/use-zod-form';
import styles from '../ui/staff-page.module.css';

const t = frSettings.questions;

export function QuestionsSection() {
  const { api, run } = useSettings();
  const list = useQuery({ queryKey: ['settings', 'questions'], queryFn: ({ signal }) => api.questions(signal) });
  const [editing, setEditing] = useState<QuestionItem | 'new' | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const questions = list.data ?? [];

  function move(index: number, delta: number) {
    const ids = questions.map((q) => q.id);
    const target = index + delta;
    if (target < 0 || target >= ids.length) return;
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    void run(() => api.orderQuestions(ids), { invalidate: [['settings', 'questions']] });
  }

  return (
    <Section title={frSettings.sections.questions} intro={t.intro} actions={<Button onClick={() => setEditing('new')}>{frSettings.add}</Button>}>
      {editing === 'new' && <QuestionForm item={null} onDone={() => setEditing(null)} />}
      <ol className={styles.list}>
        {list.isSuccess && questions.length === 0 && <li className={styles.muted}>{t.none}</li>}
        {questions.map((q, index) =>
          editing !== 'new' && editing?.id === q.id ? (
            <li key={q.id}>
              <QuestionForm item={q} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={q.id} className={styles.row} data-testid="question-row">
              <p>
                <span className={styles.strong}>{q.question_text}</span> {q.required && <span className={styles.badge}>{t.mandatory}</span>}{' '}
                {!q.active && <span className={styles.badgeBad}>{t.inactive}</span>}
              </p>
              <div className={styles.actions}>
                <Button variant="ghost" disabled={index === 0} aria-label={t.moveUp(q.question_text)} onClick={() => move(index, -1)}>
                  ↑
                </Button>
                <Button variant="ghost" disabled={index === questions.length - 1} aria-label={t.moveDown(q.question_text)} onClick={() => move(index, 1)}>
                  ↓
                </Button>
                <Button variant="secondary" onClick={() => setEditing(q)} aria-label={`${frSettings.edit} « ${q.question_text} »`}>
                  {frSettings.edit}
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`${frSettings.remove} « ${q.question_text} »`}
                  onClick={() =>
                    setConfirm({
                      title: frSettings.remove,
                      message: t.removeConfirm(q.question_text),
                      confirm: frSettings.remove,
                      cancel: frSettings.cancel,
                      onConfirm: () => void run(() => api.removeQuestion(q.id), { invalidate: [['settings', 'questions']] }),
                    })
                  }
                >
                  {frSettings.remove}
                </Button>
              </div>
            </li>
          ),
        )}
      </ol>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </Section>
  );
}

function QuestionForm({ item, onDone }: { item: QuestionItem | null; onDone: () => void }) {
  const { api, run } = useSettings();
  const form = useZodForm(questionSchema, { question_text: item?.question_text ?? '', required: item?.required ?? false, active: item?.active ?? true });
  function submit(event: FormEvent) {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    void run(() => (item ? api.saveQuestion(item.id, values) : api.addQuestion(values)), { invalidate: [['settings', 'questions']], onDone });
  }
  return (
    <form className={`${styles.form} ${styles.card}`} onSubmit={submit} noValidate aria-label={item ? frSettings.edit : t.new}>
      <TextField
        label={t.text}
        value={form.values.question_text}
        onChange={(x) => form.set('question_text', x)}
        error={form.errors.question_text}
        maxLength={300}
        name="question-text"
      />
      <Toggle label={t.required} checked={form.values.required} onChange={(x) => form.set('required', x)} />
      <Toggle label={t.active} checked={form.values.active} onChange={(x) => form.set('active', x)} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onDone}>
          {frSettings.cancel}
        </Button>
        <Button type="submit">{frSettings.save}</Button>
      </div>
    </form>
  );
}
