import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { OFFLINE_CHANGED_EVENT, type OfflineStore, type RefusedChange } from '../lib/offline/offline-store';
import { drainQueue, sendQueuedChange } from '../lib/offline/offline-sync';
import { formatRestaurantTime } from '../lib/staff/restaurant-clock';
import { Button } from '../ui/button';
import { frOffline as t } from './offline-i18n';
import styles from './offline-banner.module.css';

interface OfflineState {
  online: boolean;
  waiting: number;
  refused: RefusedChange[];
  lastSyncAt: string | null;
}

/**
 * Sends the queued changes when the network returns (and when the app opens), then reads the day
 * again so what was booked meanwhile and what other tablets changed appear.
 */
export function useOfflineSync(store: OfflineStore): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let alive = true;
    const sync = async () => {
      if (!navigator.onLine) return;
      const result = await drainQueue(store, sendQueuedChange).catch(() => null);
      if (!alive || !result) return;
      window.dispatchEvent(new Event(OFFLINE_CHANGED_EVENT));
      if (result.sent + result.refused > 0 || result.stopped === null) await queryClient.invalidateQueries({ queryKey: ['service-book'] });
    };
    const onOnline = () => void sync();
    window.addEventListener('online', onOnline);
    void sync();
    return () => {
      alive = false;
      window.removeEventListener('online', onOnline);
    };
  }, [store, queryClient]);
}

function useOfflineState(store: OfflineStore): [OfflineState, () => void] {
  const [state, setState] = useState<OfflineState>({ online: navigator.onLine, waiting: 0, refused: [], lastSyncAt: null });
  const read = useCallback(() => {
    void Promise.all([store.pending(), store.refused(), store.lastSyncAt()]).then(
      ([pending, refused, lastSyncAt]) => setState({ online: navigator.onLine, waiting: pending.length, refused, lastSyncAt }),
      // Nothing kept (no IndexedDB): the banner still says when the network is down.
      () => setState((now) => ({ ...now, online: navigator.onLine })),
    );
  }, [store]);
  useEffect(() => {
    read();
    const events = ['online', 'offline', OFFLINE_CHANGED_EVENT];
    for (const name of events) window.addEventListener(name, read);
    return () => {
      for (const name of events) window.removeEventListener(name, read);
    };
  }, [read]);
  return [state, read];
}

/** « Hors ligne — N changements en attente », the last sync, and the changes the server refused. */
export function OfflineBanner({ store }: { store: OfflineStore }) {
  const [state, read] = useOfflineState(store);
  const showStatus = !state.online || state.waiting > 0;
  return (
    <>
      <div role="status" className={showStatus ? styles.banner : 'visually-hidden'}>
        {showStatus && (
          <>
            <strong>{state.online ? t.sending(state.waiting) : t.offline(state.waiting)}</strong>
            <span>{state.lastSyncAt ? t.lastSync(formatRestaurantTime(state.lastSyncAt)) : t.neverSynced}</span>
          </>
        )}
      </div>
      {state.refused.length > 0 && (
        <section className={styles.refused} aria-label={t.refusedTitle(state.refused.length)}>
          <h2 className={styles.refusedTitle}>{t.refusedTitle(state.refused.length)}</h2>
          <ul className={styles.refusedList}>
            {state.refused.map((change) => (
              <li key={change.seq} className={styles.refusedItem}>
                <span>
                  <strong>{change.label}</strong> — {change.reason}
                </span>
                <Button variant="secondary" aria-label={t.dismissLabel(change.label)} onClick={() => void store.dismiss(change.seq as number).then(read)}>
                  {t.dismiss}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
