import type { STAFF_SETTABLE } from '../../../domain/schemas/staff-booking';
import type { BookingStatus } from '../../db/schema';
import { TABLE_HOLDING_STATUSES } from '../booking-engine';

/** Statuses staff may set by hand (the others belong to diners: pending, cancelled_by_guest). */
export type StaffSettableStatus = (typeof STAFF_SETTABLE)[number];

// Each status and where a host may take it, undo moves included (a party marked seated by mistake,
// a "no-show" who turns up late after all).
const TRANSITIONS: Record<BookingStatus, readonly StaffSettableStatus[]> = {
  waiting: ['cancelled_by_restaurant'],
  pending: ['confirmed', 'seated', 'no_show', 'cancelled_by_restaurant'],
  confirmed: ['seated', 'no_show', 'cancelled_by_restaurant'],
  seated: ['completed', 'confirmed'],
  completed: ['seated'],
  no_show: ['confirmed', 'seated'],
  cancelled_by_guest: [],
  cancelled_by_restaurant: [],
};

export function canTransition(from: BookingStatus, to: StaffSettableStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export const holdsTable = (status: BookingStatus): boolean => TABLE_HOLDING_STATUSES.includes(status);

/** Statuses whose time, covers and table can still be changed. */
export const EDITABLE: readonly BookingStatus[] = ['pending', 'confirmed', 'seated', 'waiting'];
