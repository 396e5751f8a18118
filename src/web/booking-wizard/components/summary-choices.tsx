import { useQuery } from '@tanstack/react-query';
import { formatDayMonthYear } from '../../../domain/localized-dates';
import { copy, dinerLanguage } from '../../i18n/diner-language';
import { bookingApi, bookingKeys } from '../api';
import { PLACEMENT_ANY, type Draft } from '../draft';
import type { QuestionAnswer, RestaurantConfig } from '../types';
import styles from './summary-page.module.css';

export interface SummaryChoicesProps {
  slug: string;
  config: RestaurantConfig;
  draft: Draft;
  /** The answers that go with the booking (none for a waiting-list request). */
  answers: QuestionAnswer[];
}

/**
 * The summary's rows for what the diner chose beyond the basics: birthday, post code, allergies and
 * diet, preferences, the answers to the restaurant's questions, the table and the area wished for.
 * What the booking sends is what is read back: a waiting-list request holds no table, answers no
 * question and asks for no area.
 * The questions and tables come from the experience page's cache (fetched again only if gone).
 */
export function SummaryChoices({ slug, config, draft, answers }: SummaryChoicesProps) {
  const t = copy.wizard.summary;
  const experience = config.show_experience_stepper && !draft.is_waiting;
  const questions = useQuery({
    queryKey: bookingKeys.questions(slug),
    queryFn: ({ signal }) => bookingApi.questions(slug, signal),
    enabled: experience && answers.length > 0,
  });
  const tableNames = useQuery({
    queryKey: bookingKeys.tableNames(slug, draft.tableware_count, draft.date, draft.hour),
    queryFn: ({ signal }) => bookingApi.tableNames(slug, draft.tableware_count, draft.date, draft.hour, signal),
    enabled: experience && config.is_table_names_enabled && Boolean(draft.tableName),
  });

  const dietaryLabels = copy.wizard.informations.dietary.labels as Record<string, string>;
  const dietary = [...draft.dietary.codes.map((code) => dietaryLabels[code] ?? code), draft.dietary.note.trim()].filter(Boolean);
  const chosenIcons = new Set(draft.bookingIcons ? draft.bookingIcons.split(',') : []);
  const preferences = config.restaurantIcons.filter((icon) => chosenIcons.has(String(icon.id))).map((icon) => icon.label);
  const answered = experience
    ? (questions.data ?? [])
        .map((q) => ({ id: q.id, question: q.questionText, answer: answers.find((a) => a.id === q.id)?.answer.trim() ?? '' }))
        .filter((row) => row.answer !== '')
    : [];
  const table = experience && draft.tableName ? tableNames.data?.find((tb) => tb.guid === draft.tableName)?.name : undefined;
  const placementGuid = draft.bookingIconsCustomerPlacementSelected;
  const placement =
    experience && placementGuid && placementGuid !== PLACEMENT_ANY
      ? (config.placing_customer_icons_selected ?? []).find((p) => p.guid === placementGuid)?.label
      : undefined;

  return (
    <>
      {draft.birthday && (
        <>
          <dt>{t.birthday}</dt>
          <dd data-testid="summary-birthday">{formatDayMonthYear(draft.birthday, dinerLanguage())}</dd>
        </>
      )}
      {draft.post_code && (
        <>
          <dt>{t.postCode}</dt>
          <dd data-testid="summary-post-code">{draft.post_code}</dd>
        </>
      )}
      {dietary.length > 0 && (
        <>
          <dt>{t.dietary}</dt>
          <dd data-testid="summary-dietary">{dietary.join(', ')}</dd>
        </>
      )}
      {preferences.length > 0 && (
        <>
          <dt>{t.preferences}</dt>
          <dd data-testid="summary-preferences">{preferences.join(', ')}</dd>
        </>
      )}
      {/* A term and its definition in one <div> (allowed inside a <dl>): a question over its answer. */}
      {answered.map((row) => (
        <div key={row.id} className={styles.answer} data-testid="summary-answer">
          <dt>{row.question}</dt>
          <dd>{row.answer}</dd>
        </div>
      ))}
      {table && (
        <>
          <dt>{t.table}</dt>
          <dd data-testid="summary-table">{table}</dd>
        </>
      )}
      {placement && (
        <>
          <dt>{t.placement}</dt>
          <dd data-testid="summary-placement">{placement}</dd>
        </>
      )}
    </>
  );
}
