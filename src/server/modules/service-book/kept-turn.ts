import { timeToMinutes } from '../../../domain/dates';
import { staysOverlap } from '../../../domain/timeline';
import type { Executor } from '../../db/transactions';
import { loadHoldingBookings, type BookingRow } from '../booking-engine';

/**
 * The turn time a moved booking keeps: a stay the host lengthened keeps its length at its new time
 * or table when those tables are free for all of it (same party size); otherwise the engine's turn
 * time for the party, as for any booking.
 */
export async function keptTurnMinutes(
  trx: Executor,
  booking: BookingRow,
  target: { hour: string; covers: number },
  held: { tableIds: number[]; turnMinutes: number },
): Promise<number> {
  if (target.covers !== booking.covers || booking.turn_minutes <= held.turnMinutes) return held.turnMinutes;
  if (timeToMinutes(target.hour) + booking.turn_minutes > 24 * 60) return held.turnMinutes;
  const stay = { hour: target.hour, turnMinutes: booking.turn_minutes };
  const others = await loadHoldingBookings(trx, booking.restaurant_id, booking.date);
  const blocked = others.some((o) => o.id !== booking.id && o.tableIds.some((id) => held.tableIds.includes(id)) && staysOverlap(stay, o));
  return blocked ? held.turnMinutes : booking.turn_minutes;
}
