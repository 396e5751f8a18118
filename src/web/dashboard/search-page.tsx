import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatLongFrenchDate } from '../../domain/dates';
import { setDocumentHead } from '../lib/head';
import { formatPhoneForDisplay } from '../../domain/phone-display';
import { useDashboard } from './dashboard-context';
import { frDashboard } from './i18n';
import styles from './pages.module.css';
import { paths } from '../lib/paths';
import { PhoneNumber } from '../ui/phone-number';
import { EmailAddress } from '../ui/email-address';

const t = frDashboard.search;

/** Name, phone or e-mail, across every date; a result opens its day with the booking marked. */
export function SearchPage() {
  const { api } = useDashboard();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const [query, setQuery] = useState(text.trim());

  useEffect(() => {
    setDocumentHead({ title: frDashboard.documentTitle(t.title), robots: 'noindex,nofollow', keywords: null });
  }, []);

  // The address follows each keystroke at once; only the search waits for a pause. A delayed
  // address change would land after a click on another screen and bring the host back here.
  const type = (value: string) => {
    setText(value);
    setParams(value.trim() ? { q: value.trim() } : {}, { replace: true });
  };
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);

  const results = useQuery({
    queryKey: ['booking-search', query],
    queryFn: ({ signal }) => api.search(query, signal),
    enabled: query.length >= 2,
  });

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      <div className={styles.searchField}>
        <label htmlFor="booking-search" className={styles.label}>
          {t.label}
        </label>
        <input
          id="booking-search"
          type="search"
          className={styles.input}
          value={text}
          onChange={(e) => type(e.target.value)}
          aria-describedby="search-hint"
          autoFocus
        />
        <small id="search-hint" className={styles.muted}>
          {t.hint}
        </small>
      </div>
      {results.isFetching && <p className={styles.muted}>{t.loading}</p>}
      {results.data && (
        <>
          <p role="status" className={styles.muted}>
            {results.data.length === 0 ? t.empty : t.results(results.data.length)}
          </p>
          <ul className={styles.list}>
            {results.data.map((b) => (
              <li key={b.guid} className={styles.row} data-testid="search-result">
                <div>
                  <p className={styles.strong}>
                    {b.name} · {frDashboard.booking.covers(b.covers)} · {frDashboard.booking.status[b.status]}
                  </p>
                  <p className={styles.muted}>
                    {formatLongFrenchDate(b.date, { capitalize: true })} à {b.hour}
                    {b.phone && (
                      <>
                        {' · '}
                        <PhoneNumber>{formatPhoneForDisplay(b.phone)}</PhoneNumber>
                      </>
                    )}
                    {b.email && (
                      <>
                        {' · '}
                        <EmailAddress email={b.email} />
                      </>
                    )}
                  </p>
                </div>
                <Link className={styles.linkButton} to={paths.serviceBookAt({ date: b.date, service: b.service, reservation: b.guid })}>
                  {t.open}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  );
}

export { SearchPage as Component };
