import { isValidIsoDate } from '../../domain/dates';
import { useSearchParams } from 'react-router';
import { restaurantNowMinutes, restaurantToday } from '../lib/staff/restaurant-clock';
import type { ServiceKind } from './dashboard-api';

/**
 * The day and service a page of the book shows, read from its address: a missing or invalid date
 * is today; a missing service is the one under way (the evening from 16:00 today, else lunch), both
 * on the restaurant's clock.
 */
export function readServiceFocus(params: URLSearchParams): { date: string; service: ServiceKind } {
  const requested = params.get('date');
  const date = requested && isValidIsoDate(requested) ? requested : restaurantToday();
  const asked = params.get('service');
  if (asked === 'noon' || asked === 'evening') return { date, service: asked };
  return { date, service: date === restaurantToday() && restaurantNowMinutes() >= 16 * 60 ? 'evening' : 'noon' };
}

/**
 * The page's focus and a way to move it: `go` sets or (with null) removes parameters of the
 * address, replacing the history entry so the back button leaves the page rather than the day.
 */
export function useServiceFocus() {
  const [params, setParams] = useSearchParams();
  const go = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  };
  return { ...readServiceFocus(params), params, go };
}
