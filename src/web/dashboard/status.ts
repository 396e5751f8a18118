import type { BookingItem, BookingStatus, SettableStatus } from './dashboard-api';
import type { ConfirmRequest } from '../ui/confirm-dialog';
import { frDashboard } from './i18n';

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
      return [{ to: 'seated', label: a.arrived, tone: 'primary' }];
    default:
      return [];
  }
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
