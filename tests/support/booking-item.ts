import type { BookingItem } from '../../src/domain/service-book';

let made = 0;

/**
 * A row of the service book as the staff API sends it, for the components and rules that read one:
 * a confirmed online party of two at 20:00, each call with its own guid, reference and name.
 */
export function bookingItem(overrides: Partial<BookingItem> = {}): BookingItem {
  made++;
  return {
    guid: `g${made}`,
    reference: `R${made}`,
    date: '2026-11-21',
    hour: '20:00',
    service: 'evening',
    covers: 2,
    turnMinutes: 120,
    status: 'confirmed',
    source: 'online',
    name: `Client ${made}`,
    phone: '+33612345678',
    email: `c${made}@exemple.fr`,
    information: '',
    staffNote: '',
    waiterName: '',
    delayComment: '',
    tables: [],
    icons: [],
    answers: [],
    preferredPlacement: '',
    attendance: 'not_reminded',
    reminderSentAt: null,
    attendanceConfirmedAt: null,
    createdAt: '2026-11-01T10:00:00Z',
    updatedAt: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}
