import { useQuery } from '@tanstack/react-query';
import type { DayOffer } from '../../domain/schemas/responses/waiting-offers';
import { call } from '../lib/api';
import { useDashboard } from './dashboard-context';
import styles from './service-book.module.css';

// The tables the waiting list was offered on a day and what became of each offer. Its query key
// sits under 'service-book', so every live event (an offer sent, accepted, run out) refetches it.

export const frWaitingOffers = {
  heading: 'Tables offertes',
  persons: (n: number) => `${n} pers.`,
  at: (hour: string) => `à ${hour}`,
  status: (o: DayOffer): string => {
    switch (o.status) {
      case 'offered':
        return `Offre envoyée à ${o.offeredAt}, expire à ${o.expiresAt}`;
      case 'accepted':
        return `Acceptée${o.answeredAt ? ` à ${o.answeredAt}` : ''}`;
      case 'declined':
        return 'Refusée';
      case 'expired':
        return 'Expirée';
      case 'taken':
        return 'Table attribuée à un autre';
      case 'withdrawn':
        return 'Retirée';
    }
  },
  toastAccepted: (name: string, when: string) => `Table offerte acceptée : ${name}, ${when}`,
};

export function WaitingOffersPanel({ date }: { date: string }) {
  const { restaurantId } = useDashboard();
  const offers = useQuery({
    queryKey: ['service-book', 'waiting-offers', restaurantId, date],
    queryFn: ({ signal }) => call('GET /staff/restaurants/:restaurantId/waiting-offers', { params: { restaurantId }, query: { date }, signal }),
  });
  const list = offers.data ?? [];
  if (list.length === 0) return null;
  return (
    <div data-testid="waiting-offers">
      <h3 className={styles.sectionTitle}>{frWaitingOffers.heading}</h3>
      <ul className={styles.waitingItems}>
        {list.map((o, i) => (
          <li key={`${o.bookingGuid}-${i}`} className={styles.waitingItem} data-testid="waiting-offer" data-status={o.status}>
            <p className={styles.name}>
              {o.name} · {frWaitingOffers.persons(o.covers)} · {frWaitingOffers.at(o.hour)}
            </p>
            <p className={styles.muted} data-testid="waiting-offer-status">
              {frWaitingOffers.status(o)}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
