import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatLongFrenchDate } from '../../domain/dates';
import { setDocumentHead } from '../lib/head';
import { staffSession } from '../lib/staff/session';
import { logOut, staffAccessApi } from '../lib/staff/staff-api';
import { useSignedOutRedirect } from '../lib/staff/use-signed-out';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { frHome as t } from './i18n';
import styles from './staff-home.module.css';
import { paths } from '../lib/paths';
import { bookingUrl, embedSnippet } from '../lib/share-links';
import { CopyField } from '../ui/copy-field';

/** Index for a signed-in device: the restaurant, today, where to go, and the link to share. */
export function StaffHome() {
  const navigate = useNavigate();
  const restaurantId = staffSession.restaurantId()!;
  const home = useQuery({ queryKey: ['staff-home', restaurantId], queryFn: ({ signal }) => staffAccessApi.home(restaurantId, signal) });
  useSignedOutRedirect();

  useEffect(() => {
    if (home.data) setDocumentHead({ title: t.documentTitle(home.data.name), robots: 'noindex,nofollow', keywords: null });
  }, [home.data]);

  async function logout() {
    await logOut();
    // Nothing to wait for: the router settles the navigation and shows its own errors.
    void navigate(paths.login, { replace: true });
  }

  if (home.isPending) return <Spinner label={t.loading} />;
  if (home.isError || !home.data) {
    return (
      <main className={styles.page}>
        <p role="alert">{t.error}</p>
        <Button onClick={() => void home.refetch()}>{t.retry}</Button>
      </main>
    );
  }
  const r = home.data;
  const tiles = [
    { to: paths.serviceBook, title: t.tiles.serviceBook, text: t.tiles.serviceBookText, show: true },
    { to: paths.settingsHome, title: t.tiles.settings, text: t.tiles.settingsText, show: r.me.role !== 'staff' },
    { to: paths.liveRoom, title: t.tiles.floorPlan, text: t.tiles.floorPlanText, show: true },
    { to: paths.team, title: t.tiles.team, text: t.tiles.teamText, show: r.me.role !== 'staff' },
  ].filter((tile) => tile.show);

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <div className={styles.identity}>
          {r.logo && <img src={r.logo} alt="" width={56} height={56} className={styles.logo} />}
          <div>
            <h1 className={styles.name}>{r.name}</h1>
            <p className={styles.date}>{formatLongFrenchDate(r.today, { capitalize: true })}</p>
          </div>
        </div>
        <div className={styles.user}>
          <span>
            {t.hello(r.me.name)} · <span className={styles.role}>{t.roles[r.me.role]}</span>
          </span>
          <Button variant="secondary" onClick={() => void logout()}>
            {t.logout}
          </Button>
        </div>
      </header>

      <nav aria-label="Espace restaurant">
        <ul className={styles.tiles}>
          {tiles.map((tile) => (
            <li key={tile.to}>
              <Link to={tile.to} className={styles.tile}>
                <span className={styles.tileTitle}>{tile.title}</span>
                <span className={styles.tileText}>{tile.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section className={styles.share} aria-labelledby="share-title">
        <h2 id="share-title" className={styles.shareTitle}>
          {t.share.heading}
        </h2>
        <p className={styles.shareText}>{r.onlineBookingActive ? t.share.text : t.share.inactive}</p>
        <CopyField label={t.share.link} value={bookingUrl(r.slug)} copyLabel={t.share.copy} copiedLabel={t.share.copied} />
        <CopyField label={t.share.embed} value={embedSnippet(r.slug)} multiline copyLabel={t.share.copy} copiedLabel={t.share.copied} />
        <a href={bookingUrl(r.slug)} target="_blank" rel="noopener noreferrer">
          {t.share.open}
        </a>
      </section>
    </main>
  );
}
