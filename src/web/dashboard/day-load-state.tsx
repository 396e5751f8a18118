import type { ReactNode } from 'react';
import { useEffect, useSyncExternalStore } from 'react';
import { formatLongFrenchDate } from '../../domain/dates';
import { setDocumentHead } from '../lib/head';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { useDashboard } from './dashboard-context';
import { frDashboard } from './i18n';
import styles from './day-load-state.module.css';

// What the pages that show one day of the book (the book itself, the timeline) say the same way:
// the tab's title, whether the live feed is connected, and how the day's first load is going.

/** The tab's title: the page's name and the day it shows. */
export function useDayTitle(title: string, date: string): void {
  useEffect(() => {
    setDocumentHead({ title: frDashboard.documentTitle(`${title} — ${formatLongFrenchDate(date)}`), robots: 'noindex,nofollow', keywords: null });
  }, [title, date]);
}

function onNetworkChange(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/**
 * Whether the page follows the book live; the page places the line and may add to it. A device
 * that knows it has no network says so at once: its open live stream may take a while to fail.
 */
export function LiveLine({ className, children }: { className?: string; children?: ReactNode }) {
  const online = useSyncExternalStore(
    onNetworkChange,
    () => navigator.onLine,
    () => true,
  );
  const live = useDashboard().live && online;
  return (
    <p className={className}>
      <span className={live ? styles.liveDot : styles.offDot} aria-hidden="true" /> {live ? frDashboard.day.live : frDashboard.day.offline}
      {children}
    </p>
  );
}

interface DayLoad {
  isPending: boolean;
  isError: boolean;
  data: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * The day's load: a spinner until it arrives, and a retry when it failed with nothing to show (a
 * failed refresh keeps the day already shown).
 */
export function DayLoadState({ day, text }: { day: DayLoad; text: { loading: string; error: string; retry: string } }) {
  return (
    <>
      {day.isPending && <Spinner label={text.loading} />}
      {day.isError && !day.data && (
        <div role="alert" className={styles.errorBox}>
          <p>{text.error}</p>
          <Button onClick={() => void day.refetch()}>{text.retry}</Button>
        </div>
      )}
    </>
  );
}
