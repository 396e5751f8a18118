import type { BookingItem, BookingStatus, SettableStatus } from './dashboard-api';
import type { ConfirmRequest } from '../ui/confirm-dialog';
import { frDashboard } from './i18n';
import { tooEarlyFor } from '../../domain/status-timing';
import type { IsoDate } from '../../domain/types';
import { restaurantToday, restaurantNowMinutes } from '../lib/staff/restaurant-clock';

const a = frDashboard.booking.actions;

export interface StatusAction {
  to: SettableStatus;
  label: string;
  /** Needs a confirmation first (the diner is told). */
  confirm?: boolean;
  tone?: 'primary' | 'secondary' | 'danger';
}

/** The moves a host can make from each status, the most likely first (same rules as the server). */
export function actionsFor(status: BookingStatus): StatusAction[] {
  switch (status) {
    case 'pending':
      return [
        { to: 'confirmed', label: a.confirm, tone: 'primary' },
        { to: 'seated', label: a.seat, tone: 'secondary' },
        { to: 'no_show', label: a.noShow, tone: 'secondary' },
        { to: 'cancelled_by_restaurant', label: a.cancel, confirm: true, tone: 'danger' },
      ];
    case 'confirmed':
      return [
        { to: 'seated', label: a.seat, tone: 'primary' },
        { to: 'no_show', label: a.noShow, tone: 'secondary' },
        { to: 'cancelled_by_restaurant', label: a.cancel, confirm: true, tone: 'danger' },
      ];
    case 'seated':
      return [
        { to: 'completed', label: a.complete, tone: 'primary' },
        { to: 'confirmed', label: a.undoSeat, tone: 'secondary' },
      ];
    case 'completed':
      return [{ to: 'seated', label: a.reopen, tone: 'secondary' }];
    case 'no_show':
      // A mistaken no-show is undone (it would count in the guest's absences and the no-show rate).
      return [
        { to: 'seated', label: a.arrived, tone: 'primary' },
        { to: 'confirmed', label: a.undoNoShow, tone: 'secondary' },
      ];
    default:
      return [];
  }
}

/** The restaurant's wall clock, as the server reads it when it refuses an early status. */
function restaurantNow(now = new Date()): { date: IsoDate; minutes: number } {
  return { date: restaurantToday(now), minutes: restaurantNowMinutes(now) };
}

/**
 * The time from which `action` is possible for `b` (absent, seated or finished long before the
 * booking's time is refused by the server, as a mistaken tap), or null when it is possible now.
 */
export function notBefore(b: Pick<BookingItem, 'date' | 'hour'>, action: StatusAction, now = restaurantNow()): string | null {
  return tooEarlyFor(action.to, b, now);
}

/** Makes a status move: at once, or once the host has confirmed it (a cancellation: the diner is told). */
export function moveStatus(booking: BookingItem, action: StatusAction, run: () => void, ask: (request: ConfirmRequest) => void): void {
  if (!action.confirm) return run();
  ask({
    title: frDashboard.booking.cancelConfirmTitle,
    message: frDashboard.booking.cancelConfirm(booking.name),
    confirm: frDashboard.booking.cancelYes,
    cancel: frDashboard.booking.cancelNo,
    onConfirm: run,
  });
}

export const isClosed = (b: BookingItem) => ['cancelled_by_guest', 'cancelled_by_restaurant', 'no_show'].includes(b.status);

export const canEdit = (b: BookingItem) => ['pending', 'confirmed', 'seated'].includes(b.status);
