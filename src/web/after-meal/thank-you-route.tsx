import { useState, type FormEvent } from 'react';
import { useLanguageKeptState } from '../i18n/language-kept-state';
import { useParams } from 'react-router';
import { FEEDBACK_COMMENT_MAX, FEEDBACK_STARS } from '../../domain/after-meal';
import { copy } from '../i18n/diner-language';
import { longDate } from '../i18n/diner-dates';
import { ApiError } from '../lib/api';
import { Button } from '../ui/button';
import { LoadingPageCard, PageCard, ResultState } from '../ui/page-card';
import { afterMealApi } from './api';
import { refusalText, useThankYou } from './use-thank-you';
import styles from './after-meal.module.css';

type Outcome = { tone: 'success' | 'error' | 'neutral'; title: string; text: string };

/**
 * Route merci/{token}: the private form of the thank-you e-mail. Opening it only reads; the
 * diner's stars (a radio group: arrows move, space picks) and comment are sent by the button,
 * once per booking.
 */
export function ThankYouRoute() {
  const { token = '' } = useParams();
  const { page, failure, restaurant } = useThankYou(token);
  // Kept across a language switch, which draws the page anew: the stars, the words and the error
  // shown stay; the missing-stars error is written again in the new language.
  const [stars, setStars] = useLanguageKeptState<number | null>('thank-you.stars', null);
  const [comment, setComment] = useLanguageKeptState('thank-you.comment', '');
  const [problem, setProblem] = useLanguageKeptState<{ starsMissing: true } | { refusal: string } | null>('thank-you.error', null);
  const error = problem === null ? null : 'starsMissing' in problem ? copy.messages.feedbackStarsInvalid : problem.refusal;
  const setError = (refusal: string | null) => setProblem(refusal === null ? null : { refusal });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const t = copy.afterMeal;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (stars === null) {
      setProblem({ starsMissing: true });
      document.getElementById('thank-you-star-1')?.focus();
      return;
    }
    setBusy(true);
    try {
      const done = await afterMealAnswer(token, stars, comment);
      setOutcome({ tone: 'success', title: t.thanksTitle, text: done });
    } catch (caught) {
      const already = caught instanceof ApiError && caught.status === 409;
      if (already || !(caught instanceof ApiError) || caught.status >= 500)
        setOutcome({ tone: already ? 'neutral' : 'error', title: already ? t.alreadyTitle : t.errorTitle, text: refusalText(caught) });
      else setError(refusalText(caught));
    } finally {
      setBusy(false);
    }
  }

  if (!page && !failure) return <LoadingPageCard label={t.loading} />;
  const shown: Outcome | null =
    outcome ??
    (failure ? { tone: 'error', title: t.errorTitle, text: failure } : null) ??
    (page && page.answered ? { tone: 'neutral', title: t.alreadyTitle, text: copy.messages.feedbackAlreadyRecorded } : null) ??
    (page && !page.feedback_open ? { tone: 'neutral', title: t.closedTitle, text: copy.messages.feedbackNotAsked } : null);
  if (shown)
    return (
      <PageCard restaurant={restaurant}>
        <ResultState tone={shown.tone} title={shown.title} text={shown.text} testId="thank-you-result" />
      </PageCard>
    );
  const p = page!;
  return (
    <PageCard restaurant={restaurant}>
      <main className={styles.main} data-testid="thank-you-form">
        <h1 className={styles.title}>{t.title}</h1>
        <p>{t.intro(p.name, longDate(p.date))}</p>
        <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
          <fieldset className={styles.stars} aria-describedby={error ? 'thank-you-error' : undefined}>
            <legend className={styles.legend}>{t.starsLegend}</legend>
            <div className={styles.starRow}>
              {FEEDBACK_STARS.map((n) => (
                <label key={n} className={styles.star} data-lit={stars !== null && n <= stars ? 'true' : undefined}>
                  <input
                    id={`thank-you-star-${n}`}
                    type="radio"
                    name="stars"
                    value={n}
                    checked={stars === n}
                    onChange={() => {
                      setStars(n);
                      setError(null);
                    }}
                    className={styles.starInput}
                  />
                  <span aria-hidden="true" className={styles.starGlyph}>
                    ★
                  </span>
                  <span className="visually-hidden">{t.star(n)}</span>
                </label>
              ))}
            </div>
            {stars !== null && (
              <p className={styles.muted} aria-hidden="true">
                {t.star(stars)}
              </p>
            )}
          </fieldset>
          {error && (
            <p id="thank-you-error" className={styles.error} role="alert">
              {error}
            </p>
          )}
          <label htmlFor="thank-you-comment" className={styles.legend}>
            {t.comment}
          </label>
          <textarea
            id="thank-you-comment"
            className={styles.comment}
            rows={4}
            maxLength={FEEDBACK_COMMENT_MAX}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            aria-describedby="thank-you-privacy"
          />
          <p id="thank-you-privacy" className={styles.muted}>
            {t.privacy}
          </p>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? t.sending : t.send}
          </Button>
        </form>
      </main>
    </PageCard>
  );
}

async function afterMealAnswer(token: string, stars: number, comment: string): Promise<string> {
  const done = await afterMealApi.answer(token, comment.trim() ? { stars, comment } : { stars });
  return done.message;
}

export { ThankYouRoute as Component };
