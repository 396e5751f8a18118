import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { formatLongFrenchDate } from '../../domain/dates';
import { call } from '../lib/api';
import { setDocumentHead } from '../lib/head';
import { paths } from '../lib/paths';
import { formatRestaurantInstant } from '../lib/staff/restaurant-clock';
import { useStaffShell } from '../lib/staff/staff-shell';
import styles from '../ui/staff-page.module.css';
import own from './diner-reviews.module.css';
import { frDinerReviews as t } from './i18n';

/** Staff menu → Avis des clients: the diners' private answers, newest first, their average and a filter by stars. */
export function DinerReviewsRoute() {
  const { restaurantId, claims } = useStaffShell();
  const [stars, setStars] = useState<number | undefined>(undefined);
  const filterId = useId();
  const reviews = useQuery({
    queryKey: ['diner-reviews', restaurantId, stars ?? 'all'],
    queryFn: ({ signal }) =>
      call('GET /staff/restaurants/:restaurantId/diner-reviews', { params: { restaurantId }, query: stars === undefined ? {} : { stars }, signal }),
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    setDocumentHead({ title: t.documentTitle, robots: 'noindex,nofollow', keywords: null });
  }, []);
  if (claims.roles[0] === 'staff') return <Navigate to={paths.serviceBook} replace />;

  const data = reviews.data;
  return (
    <main className={styles.page}>
      <div className={styles.pageHeader}>
        <h1 className={styles.title}>{t.title}</h1>
        <Link to={paths.settings('remerciements')} className={styles.linkButton}>
          {t.settings}
        </Link>
      </div>
      <p className={styles.muted}>{t.intro}</p>
      {reviews.isError && (
        <p className={styles.fieldError} role="alert">
          {t.error}
        </p>
      )}
      {!data && reviews.isPending && <p className={styles.muted}>{t.loading}</p>}
      {data && (
        <>
          <div className={own.summary} data-testid="reviews-summary">
            <div className={styles.card}>
              <span className={styles.muted}>{t.average}</span>
              <span className={own.figure}>{data.average === null ? t.noAverage : t.outOfFive(data.average)}</span>
            </div>
            <div className={styles.card}>
              <span className={styles.muted}>{t.count}</span>
              <span className={own.figure}>{data.count}</span>
            </div>
          </div>
          <div className={styles.field}>
            <label htmlFor={filterId} className={styles.label}>
              {t.filter}
            </label>
            <select
              id={filterId}
              className={`${styles.input} ${own.filter}`}
              value={stars ?? ''}
              onChange={(e) => setStars(e.target.value === '' ? undefined : Number(e.target.value))}
            >
              <option value="">{t.all}</option>
              {[...data.by_stars].reverse().map((s) => (
                <option key={s.stars} value={s.stars}>
                  {t.starsOption(s.stars, s.count)}
                </option>
              ))}
            </select>
          </div>
          {data.items.length === 0 ? (
            <p className={styles.muted} role="status">
              {stars === undefined ? t.empty : t.emptyFiltered}
            </p>
          ) : (
            <ul className={styles.list} aria-label={t.title} data-testid="reviews-list">
              {data.items.map((r) => (
                <li key={r.booking_guid} className={own.review}>
                  <div className={own.reviewHead}>
                    <span className={styles.strong}>{r.name}</span>
                    <span className={own.stars} role="img" aria-label={t.stars(r.stars)}>
                      {'★'.repeat(r.stars)}
                      <span className={own.starsOff}>{'★'.repeat(5 - r.stars)}</span>
                    </span>
                  </div>
                  <p className={own.comment}>{r.comment || <span className={styles.muted}>{t.noComment}</span>}</p>
                  <p className={styles.muted}>
                    {t.meal(formatLongFrenchDate(r.date), r.hour, t.covers(r.covers))} · {t.answered(formatRestaurantInstant(r.answered_at, 'short'))}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </main>
  );
}

export { DinerReviewsRoute as Component };
