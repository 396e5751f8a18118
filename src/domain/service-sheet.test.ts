import { describe, expect, it } from 'vitest';
import type { BookingItem } from './service-book';
import { buildServiceSheet, sheetNotes } from './service-sheet';
import { bookingItem } from '../../tests/support/booking-item';

let n = 0;
/** A party at a table of its own (Salle 1), as the sheet's rows have one. */
const booking = (overrides: Partial<BookingItem>): BookingItem => {
  n++;
  return bookingItem({ tables: [{ guid: `t${n}`, name: 'Salle 1' }], ...overrides });
};

describe('the service sheet', () => {
  it('lists the expected parties of the service only, by hour then table in natural order, with their totals', () => {
    const bookings = [
      booking({ name: 'Tard', hour: '21:00', covers: 4 }),
      booking({ name: 'Table 10', hour: '19:30', tables: [{ guid: 'a', name: 'Salle 10' }] }),
      booking({ name: 'Table 2', hour: '19:30', tables: [{ guid: 'b', name: 'Salle 2' }], status: 'seated' }),
      booking({ name: 'Annulé', status: 'cancelled_by_guest' }),
      booking({ name: 'Absent', status: 'no_show' }),
      booking({ name: 'Midi', service: 'noon', hour: '12:00' }),
      booking({ name: 'Sans table', hour: '20:00', tables: [], covers: 3, status: 'pending' }),
    ];
    const sheet = buildServiceSheet(bookings, [], 'evening');
    expect(sheet.rows.map((r) => r.booking.name)).toEqual(['Table 2', 'Table 10', 'Sans table', 'Tard']);
    expect(sheet).toMatchObject({ bookings: 4, covers: 11, unassigned: 1 });
  });

  it('keeps the waiting list of the service apart', () => {
    const waiting = [
      booking({ name: 'Attente soir', status: 'waiting', tables: [] }),
      booking({ name: 'Attente midi', status: 'waiting', service: 'noon', tables: [] }),
    ];
    const sheet = buildServiceSheet([], waiting, 'evening');
    expect(sheet.waiting.map((b) => b.name)).toEqual(['Attente soir']);
    expect(sheet.bookings).toBe(0);
  });

  it('puts allergies first, then the diner, the placement and the team', () => {
    const notes = sheetNotes(
      booking({
        answers: [
          { question: 'Comment avez-vous connu le restaurant ?', answer: 'Un ami' },
          { question: 'Avez-vous des allergies ou un régime alimentaire particulier ?', answer: 'Arachides ' },
          { question: 'Occasion ?', answer: '  ' },
        ],
        information: 'Poussette',
        icons: [{ label: 'Anniversaire', image: 'cake' }],
        preferredPlacement: 'Terrasse',
        staffNote: 'Habitué',
        waiterName: 'Léa',
      }),
    );
    expect(notes).toEqual([
      'Avez-vous des allergies ou un régime alimentaire particulier ? Arachides',
      'Comment avez-vous connu le restaurant ? Un ami',
      'Poussette',
      'Anniversaire',
      'Placement souhaité : Terrasse',
      'Serveur : Léa',
      "Note de l'équipe : Habitué",
    ]);
  });
});
