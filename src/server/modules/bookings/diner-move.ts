import type { SlotCheck } from '../../../domain/availability';
import type { Executor } from '../../db/transactions';
import { addBookingHistory, replaceBookingTables, updateBooking, type BookingRow } from '../booking-engine';

// How a diner's booking takes a slot the engine accepted for it, one rule for every way a diner
// moves it (my-booking's delay, a partner's change such as Google's UpdateBooking): the new time,
// service, turn time and tables written together, and the move kept in the booking's history.

type AcceptedSlot = Extract<SlotCheck, { ok: true }>;

export async function applyDinerMove(
  trx: Executor,
  booking: BookingRow,
  slot: AcceptedSlot,
  move: { hour: string; date?: string; covers?: number; delayComment?: string; at: string; action: 'delayed' | 'changed'; details: unknown },
): Promise<void> {
  await updateBooking(trx, booking.id, {
    hour: move.hour,
    ...(move.date === undefined ? {} : { date: move.date }),
    ...(move.covers === undefined ? {} : { covers: move.covers }),
    ...(move.delayComment === undefined ? {} : { delay_comment: move.delayComment }),
    service: slot.service.kind,
    turn_minutes: slot.turnMinutes,
    updated_at: move.at,
  });
  await replaceBookingTables(trx, booking.id, slot.tableIds);
  await addBookingHistory(trx, { bookingId: booking.id, at: move.at, actor: 'diner', action: move.action, details: move.details });
}
