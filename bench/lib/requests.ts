import type { Request } from 'autocannon';
import { frenchWeekdayName } from '../../src/domain/dates';
import { EVENING_SLOTS, NOON_SLOTS, type Dataset } from '../dataset';

// The request shapes measured. Each request picks its restaurant, date and hour afresh so no
// cache or lucky row order flatters the figures.

const ALL_SLOTS = [...NOON_SLOTS, ...EVENING_SLOTS];
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const JSON_HEADERS = { 'content-type': 'application/json' };

export const floorRequest: Request = { method: 'GET', path: '/hello' };

/** The hour grid of a probe day (same bookings that day in every database). */
export function hoursByDayRequest(dataset: Dataset): Request {
  return {
    method: 'GET',
    setupRequest: (request) => {
      const restaurant = pick(dataset.probeRestaurants);
      const date = pick(dataset.probeDates);
      return { ...request, path: `/api/restaurants/${restaurant.slug}/hours/${frenchWeekdayName(date)}/${date}?covers=2` };
    },
  };
}

/**
 * The hour grid of a probe day at a restaurant picked among all of them: with thousands of
 * restaurants most answers are not in the per-process cache, which is what growth costs.
 */
export function hoursAnyRestaurantRequest(dataset: Dataset): Request {
  return {
    method: 'GET',
    setupRequest: (request) => {
      const restaurant = pick(dataset.restaurants);
      const date = pick(dataset.probeDates);
      return { ...request, path: `/api/restaurants/${restaurant.slug}/hours/${frenchWeekdayName(date)}/${date}?covers=2` };
    },
  };
}

/** A public read of one restaurant that takes nothing but its slug (closed dates, events, config). */
export function restaurantReadRequest(dataset: Dataset, what: 'closed-dates' | 'events' | 'config'): Request {
  return {
    method: 'GET',
    setupRequest: (request) => ({ ...request, path: `/api/restaurants/${pick(dataset.probeRestaurants).slug}/${what}` }),
  };
}

export function tableNamesRequest(dataset: Dataset): Request {
  return {
    method: 'GET',
    setupRequest: (request) => {
      const restaurant = pick(dataset.probeRestaurants);
      const params = new URLSearchParams({ covers: '2', date: pick(dataset.probeDates), hour: pick(ALL_SLOTS) });
      return { ...request, path: `/api/restaurants/${restaurant.slug}/table-names?${params}` };
    },
  };
}

const diner = { name: 'Camille Martin', email: 'camille.martin@example.fr' };

export function checkDraftRequest(dataset: Dataset): Request {
  return {
    method: 'POST',
    path: '/api/bookings/check',
    headers: JSON_HEADERS,
    setupRequest: (request) => ({
      ...request,
      body: JSON.stringify({
        slug: pick(dataset.probeRestaurants).slug,
        date: pick(dataset.probeDates),
        hour: pick(ALL_SLOTS),
        tableware_count: 2,
        ...diner,
        phone: '06 12 34 56 78',
        phoneConfirmation: '+33612345678',
      }),
    }),
  };
}

/** New bookings over every restaurant and the open dates outside the probe: mostly accepted. */
export function createBookingRequest(dataset: Dataset): Request {
  let n = 0;
  return {
    method: 'POST',
    path: '/api/bookings',
    headers: JSON_HEADERS,
    setupRequest: (request) => {
      n++;
      return {
        ...request,
        body: JSON.stringify({
          restaurantSlug: pick(dataset.restaurants).slug,
          date: pick(dataset.freeDates),
          hour: pick(ALL_SLOTS),
          tablewarecount: 1 + (n % 4),
          name: `${diner.name} ${n}`,
          email: `bench.${n}@example.fr`,
          phoneNumber: '06 12 34 56 78',
          conditions_accepted: true,
        }),
      };
    },
  };
}

/** Every hours read of the scale tables' request, once each: what a cold cache has to read. */
export function everyProbeDayPath(dataset: Dataset): string[] {
  return dataset.restaurants.flatMap((restaurant) =>
    dataset.probeDates.map((date) => `/api/restaurants/${restaurant.slug}/hours/${frenchWeekdayName(date)}/${date}?covers=2`),
  );
}
