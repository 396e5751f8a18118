import { formatPhoneForDisplay } from '../../domain/phone-display';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { usePagedFilters } from '../lib/use-paged-filters';
import { PagedList } from '../ui/paged-list';
import { Link, Route, Routes } from 'react-router';
import { formatLongFrenchDate } from '../../domain/dates';
import { useStaffShell } from '../lib/staff/staff-shell';
import { setDocumentHead } from '../lib/head';
import { TextField } from '../ui/fields';
import styles from '../ui/staff-page.module.css';
import { GuestPage } from './guest-page';
import { guestsApi, type GuestsApi } from './guests-api';
import { frGuests as t } from './i18n';
import { paths } from '../lib/paths';
import { PhoneNumber } from '../ui/phone-number';
import { EmailAddress } from '../ui/email-address';

/** Guest profiles: the list (search, paging) and one guest's page. */
export function GuestsRoute() {
  const { restaurantId, claims } = useStaffShell();
  const api = useMemo(() => guestsApi(restaurantId), [restaurantId]);
  const canEdit = claims.roles[0] !== 'staff';
  return (
    <main className={styles.page}>
      <Routes>
        <Route index element={<GuestList api={api} />} />
        <Route path=":guid" element={<GuestPage api={api} canEdit={canEdit} />} />
      </Routes>
    </main>
  );
}

function GuestList({ api }: { api: GuestsApi }) {
  const paging = usePagedFilters({ search: '' });
  const { filters, setFilter, page } = paging;
  const { search } = filters;
  const list = useQuery({ queryKey: ['guests', search, page], queryFn: ({ signal }) => api.list({ search, page }, signal), placeholderData: keepPreviousData });
  useEffect(() => {
    setDocumentHead({ title: t.documentTitle(t.title), robots: 'noindex,nofollow', keywords: null });
  }, []);

  return (
    <>
      <h1 className={styles.title}>{t.title}</h1>
      <p className={styles.intro}>{t.intro}</p>
      <TextField type="search" label={t.search} value={search} onChange={(value) => setFilter('search', value)} />
      <PagedList query={list} items={(data) => data.guests} paging={paging} pageSize={30} text={t}>
        {(g) => (
          <li key={g.guid} className={styles.row} data-testid="guest-row">
            <div>
              <p>
                <Link to={paths.guest(g.guid)} className={styles.strong}>
                  {g.name}
                </Link>{' '}
                {g.tags.map((tag) => (
                  <span key={tag} className={styles.badge}>
                    {tag}
                  </span>
                ))}
              </p>
              <p className={styles.muted}>
                {g.email && <EmailAddress email={g.email} />}
                {g.email && g.phone_number && ' · '}
                {g.phone_number && <PhoneNumber>{formatPhoneForDisplay(g.phone_number)}</PhoneNumber>}
              </p>
            </div>
            <p className={styles.muted}>
              {t.visits(g.visits)}
              {g.noShows > 0 && (
                <>
                  {' '}
                  · <span className={styles.badgeBad}>{t.noShows(g.noShows)}</span>
                </>
              )}
              {g.cancellations > 0 && ` · ${t.cancellations(g.cancellations)}`}
              {g.upcoming > 0 && ` · ${t.upcoming(g.upcoming)}`} · {g.lastVisit ? t.lastVisit(formatLongFrenchDate(g.lastVisit)) : t.neverCame}
            </p>
          </li>
        )}
      </PagedList>
    </>
  );
}

export { GuestsRoute as Component };
