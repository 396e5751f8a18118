import { describe, expect, it } from 'vitest';
import { actionsFor, notBefore } from './status';

// A host at 03:47 cannot mark a 21:00 party absent, seated or finished by one stray tap; a
// no-show marked by mistake is undone.

const booking = { date: '2026-12-04', hour: '21:00' };
const action = (status: Parameters<typeof actionsFor>[0], to: string) => actionsFor(status).find((a) => a.to === to)!;

describe('status moves and the booking time', () => {
  it('holds back absent until the table is no longer held, and seated until an hour before', () => {
    const night = { date: '2026-12-04', minutes: 3 * 60 + 47 };
    expect(notBefore(booking, action('confirmed', 'no_show'), night)).toBe('21:15');
    expect(notBefore(booking, action('confirmed', 'seated'), night)).toBe('20:00');
    expect(notBefore(booking, action('confirmed', 'seated'), { date: '2026-12-03', minutes: 22 * 60 })).toBe('20:00');
    expect(notBefore(booking, action('confirmed', 'cancelled_by_restaurant'), night)).toBeNull();
    expect(notBefore(booking, action('confirmed', 'seated'), { date: '2026-12-04', minutes: 20 * 60 + 30 })).toBeNull();
    expect(notBefore(booking, action('confirmed', 'no_show'), { date: '2026-12-04', minutes: 21 * 60 + 15 })).toBeNull();
    // The next morning, last night's party may still be marked absent.
    expect(notBefore(booking, action('confirmed', 'no_show'), { date: '2026-12-05', minutes: 60 })).toBeNull();
  });

  it('lets a mistaken no-show be undone', () => {
    expect(actionsFor('no_show').map((a) => a.to)).toEqual(['seated', 'confirmed']);
  });
});
