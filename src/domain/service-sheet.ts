// The printed sheet of one service (feuille de service): who is expected, when, at which table, and
// what the kitchen and the floor must know. Cancelled and absent parties are not on it; they are
// in the book.
import type { BookingItem, BookingStatus } from './service-book';

const EXPECTED: ReadonlySet<BookingStatus> = new Set(['pending', 'confirmed', 'seated', 'completed']);

export interface ServiceSheetRow {
  booking: BookingItem;
  /** The notes a server needs at the table, in the order they matter: the restaurant's questions
   *  (allergies first), the diner's words, the placement wish, then the team's own notes. */
  notes: string[];
}

export interface ServiceSheet {
  rows: ServiceSheetRow[];
  waiting: BookingItem[];
  bookings: number;
  covers: number;
  /** Parties still without a table: the host sees at once what is left to place. */
  unassigned: number;
}

const byTableName = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });

function firstTable(b: BookingItem): string {
  return b.tables[0]?.name ?? '';
}

function compareRows(a: BookingItem, b: BookingItem): number {
  return a.hour.localeCompare(b.hour) || byTableName.compare(firstTable(a), firstTable(b)) || byTableName.compare(a.name, b.name);
}

const ALLERGY = /allerg|r[ée]gime|intol[ée]ran/i;

export function sheetNotes(b: BookingItem): string[] {
  const answered = b.answers.filter((a) => a.answer.trim() !== '');
  const allergyFirst = [...answered.filter((a) => ALLERGY.test(a.question)), ...answered.filter((a) => !ALLERGY.test(a.question))];
  const notes = allergyFirst.map((a) => `${a.question} ${a.answer.trim()}`);
  if (b.information.trim()) notes.push(b.information.trim());
  if (b.icons.length > 0) notes.push(b.icons.map((i) => i.label).join(', '));
  if (b.preferredPlacement.trim()) notes.push(`Placement souhaité : ${b.preferredPlacement.trim()}`);
  if (b.delayComment.trim()) notes.push(`Retard : ${b.delayComment.trim()}`);
  if (b.waiterName.trim()) notes.push(`Serveur : ${b.waiterName.trim()}`);
  if (b.staffNote.trim()) notes.push(`Note de l'équipe : ${b.staffNote.trim()}`);
  return notes;
}

export function buildServiceSheet(bookings: readonly BookingItem[], waiting: readonly BookingItem[], service: BookingItem['service']): ServiceSheet {
  const expected = bookings.filter((b) => b.service === service && EXPECTED.has(b.status)).sort(compareRows);
  return {
    rows: expected.map((booking) => ({ booking, notes: sheetNotes(booking) })),
    waiting: waiting.filter((b) => b.service === service && b.status === 'waiting').sort(compareRows),
    bookings: expected.length,
    covers: expected.reduce((sum, b) => sum + b.covers, 0),
    unassigned: expected.filter((b) => b.tables.length === 0).length,
  };
}
