import { afterEach, describe, expect, it } from 'vitest';
import { storage } from '../storage';
import {
  formatRestaurantInstant,
  knowsRestaurantTimeZone,
  rememberRestaurantTimeZone,
  RESTAURANT_TIME_ZONE,
  restaurantNowMinutes,
  restaurantToday,
} from './restaurant-clock';

afterEach(() => storage.remove(RESTAURANT_TIME_ZONE));

describe("the staff app's clock", () => {
  // 22:30 UTC on 31 December: still the 31st in Paris (23:30), already 1 January in Nouméa
  // (09:30), 12:30 on the 31st in Tahiti — whatever the device's own zone says.
  const now = new Date('2026-12-31T22:30:00Z');

  it("reads today and the minute from the restaurant's zone once the server has given it", () => {
    rememberRestaurantTimeZone('Pacific/Noumea');
    expect(knowsRestaurantTimeZone()).toBe(true);
    expect(restaurantToday(now)).toBe('2027-01-01');
    expect(restaurantNowMinutes(now)).toBe(9 * 60 + 30);
    rememberRestaurantTimeZone('Pacific/Tahiti');
    expect(restaurantToday(now)).toBe('2026-12-31');
    expect(restaurantNowMinutes(now)).toBe(12 * 60 + 30);
    expect(formatRestaurantInstant('2026-12-31T22:30:00Z', 'short')).toBe('31/12/2026 12:30');
  });

  it('uses Paris until the zone is known, and ignores a zone that is not one', () => {
    expect(knowsRestaurantTimeZone()).toBe(false);
    expect(restaurantToday(now)).toBe('2026-12-31');
    expect(restaurantNowMinutes(now)).toBe(23 * 60 + 30);
    rememberRestaurantTimeZone('Mars/Olympus');
    expect(knowsRestaurantTimeZone()).toBe(false);
  });
});
