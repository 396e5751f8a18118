import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { copy } from '../../i18n/diner-language';
import { useLanguageKeptState } from '../../i18n/language-kept-state';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { bookingApi, bookingKeys } from '../api';
import { PLACEMENT_ANY, type Draft } from '../draft';
import { missingRequiredAnswers } from '../questions';
import type { QuestionAnswer, RestaurantConfig } from '../types';
import wizardStyles from '../wizard.module.css';
import styles from './experience-page.module.css';
import formStyles from './form.module.css';

export interface ExperiencePageProps {
  slug: string;
  config: RestaurantConfig;
  draft: Draft;
  answers: QuestionAnswer[];
  onAnswersChange: (answers: QuestionAnswer[]) => void;
  onChange: (patch: Partial<Draft>) => void;
  onValidityChange: (valid: boolean) => void;
}

export function ExperiencePage({ slug, config, draft, answers, onAnswersChange, onChange, onValidityChange }: ExperiencePageProps) {
  const t = copy.wizard.experience;
  const uid = useId();
  const questions = useQuery({
    queryKey: bookingKeys.questions(slug),
    queryFn: ({ signal }) => bookingApi.questions(slug, signal),
  });
  const tableNames = useQuery({
    queryKey: bookingKeys.tableNames(slug, draft.tableware_count, draft.date, draft.hour),
    queryFn: ({ signal }) => bookingApi.tableNames(slug, draft.tableware_count, draft.date, draft.hour, signal),
    enabled: config.is_table_names_enabled,
  });
  // The questions left empty keep their error across a language switch.
  const [touched, setTouched] = useLanguageKeptState<readonly number[]>('wizard.experience.touched', []);
  const [planOpen, setPlanOpen] = useState(false);

  // A failed fetch is logged only and continuing is allowed (spec sections 5 and 8).
  useEffect(() => {
    if (questions.isError) console.warn('Questions indisponibles', questions.error);
  }, [questions.isError, questions.error]);

  const list = questions.data ?? [];
  const missing = missingRequiredAnswers(list, answers);
  const ready = !questions.isPending || questions.isError;

  useEffect(() => {
    onValidityChange(ready && missing.length === 0);
  }, [ready, missing.length, onValidityChange]);

  // A chosen table that is no longer offered falls back to "Peu importe".
  useEffect(() => {
    if (tableNames.data && draft.tableName && !tableNames.data.some((tb) => tb.guid === draft.tableName)) {
      onChange({ tableName: null });
    }
  }, [tableNames.data, draft.tableName, onChange]);

  const answerOf = (id: number) => answers.find((a) => a.id === id)?.answer ?? '';
  const setAnswer = (id: number, answer: string) => {
    const rest = answers.filter((a) => a.id !== id);
    onAnswersChange([...rest, { id, answer }].sort((a, b) => a.id - b.id));
  };

  const placements = config.placing_customer_icons_selected ?? [];

  return (
    <section aria-labelledby="experience-heading">
      <h2 id="experience-heading" className={wizardStyles.pageHeading}>
        {t.heading}
      </h2>

      {questions.isPending && !questions.isError ? (
        <Spinner label={t.questionsLoading} />
      ) : list.length > 0 ? (
        <div className={styles.block}>
          <h3 className={styles.blockTitle}>{t.questions}</h3>
          <div className={styles.questions}>
            {list.map((q) => {
              const id = `${uid}-q-${q.id}`;
              const showError = q.required && touched.includes(q.id) && answerOf(q.id).trim() === '';
              return (
                <div key={q.id} className={formStyles.field}>
                  <label className={formStyles.label} htmlFor={id}>
                    {q.questionText}
                    {q.required && <span className={formStyles.required}>{t.requiredBadge}</span>}
                  </label>
                  <input
                    id={id}
                    className={formStyles.input}
                    value={answerOf(q.id)}
                    maxLength={1000}
                    required={q.required}
                    aria-required={q.required || undefined}
                    aria-invalid={showError || undefined}
                    aria-describedby={showError ? `${id}-error` : undefined}
                    onChange={(e) => setAnswer(q.id, e.target.value)}
                    onBlur={() => setTouched((s) => (s.includes(q.id) ? s : [...s, q.id]))}
                  />
                  {showError && (
                    <p id={`${id}-error`} className={formStyles.error}>
                      {t.requiredError}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
        </div>
      ) : null}

      {config.is_table_names_enabled && (
        <fieldset className={`${formStyles.fieldset} ${styles.block}`}>
          <legend className={styles.blockTitle}>{t.tableChoice}</legend>
          {config.floorplan_image && (
            <div className={styles.tableHeader}>
              <Button variant="secondary" onClick={() => setPlanOpen(true)} aria-haspopup="dialog">
                {t.seePlan}
              </Button>
            </div>
          )}
          {tableNames.isPending ? (
            <Spinner label={t.tablesLoading} />
          ) : (
            <ul className={styles.tableList} data-testid="table-names">
              <li>
                <label className={styles.option}>
                  <input type="radio" name={`${uid}-table`} checked={!draft.tableName} onChange={() => onChange({ tableName: null })} />
                  <span className={styles.optionName}>{t.tableAny}</span>
                </label>
              </li>
              {(tableNames.data ?? []).map((table) => (
                <li key={table.guid}>
                  <label className={styles.option}>
                    <input type="radio" name={`${uid}-table`} checked={draft.tableName === table.guid} onChange={() => onChange({ tableName: table.guid })} />
                    {table.image && <img src={table.image} alt="" className={styles.optionImage} />}
                    <span className={styles.optionText}>
                      <span className={styles.optionName} data-testid="table-name">
                        {table.name}
                      </span>
                      <span className={styles.optionMeta}>{t.tableCapacity(table.capacity)}</span>
                    </span>
                  </label>
                </li>
              ))}
              {tableNames.isError || (tableNames.data && tableNames.data.length === 0) ? <li className={styles.muted}>{t.tablesEmpty}</li> : null}
            </ul>
          )}
        </fieldset>
      )}

      {placements.length > 0 && (
        <fieldset className={`${formStyles.fieldset} ${styles.block}`}>
          <legend className={styles.blockTitle}>{t.placement}</legend>
          <ul className={styles.placements} data-testid="placements">
            {[{ guid: PLACEMENT_ANY, label: t.placementAny, image: null }, ...placements].map((p) => (
              <li key={p.guid}>
                <label className={styles.option}>
                  <input
                    type="radio"
                    name={`${uid}-placement`}
                    checked={(draft.bookingIconsCustomerPlacementSelected || PLACEMENT_ANY) === p.guid}
                    onChange={() => onChange({ bookingIconsCustomerPlacementSelected: p.guid })}
                  />
                  {p.image && <img src={p.image} alt="" className={styles.optionImage} />}
                  <span className={styles.optionName}>{p.label}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}

      <Modal
        open={planOpen}
        wide
        title={t.planTitle}
        onClose={() => setPlanOpen(false)}
        hideCloseButton
        testId="floor-plan-dialog"
        footer={
          <Button variant="secondary" onClick={() => setPlanOpen(false)}>
            {t.close}
          </Button>
        }
      >
        {config.floorplan_image && <img src={config.floorplan_image} alt={t.planAlt} className={styles.plan} />}
      </Modal>
    </section>
  );
}
