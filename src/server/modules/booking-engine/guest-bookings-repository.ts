// The writes the guest book makes on bookings: linking them to a diner's profile, merging two
// profiles, and erasing a diner (the right to be forgotten). Written here, the bookings' owner,
// so a change to the bookings' columns is made in one module.
import type { Executor } from '../../db/transactions';

export async function linkBookings(db: Executor, bookingIds: number[], guestId: number): Promise<void> {
  for (let i = 0; i < bookingIds.length; i += 500) {
    await db
      .updateTable('bookings')
      .set({ guest_id: guestId })
      .where('id', 'in', bookingIds.slice(i, i + 500))
      .execute();
  }
}

export async function moveGuestBookings(db: Executor, fromGuestIds: number[], toGuestId: number): Promise<void> {
  if (fromGuestIds.length > 0) await db.updateTable('bookings').set({ guest_id: toGuestId }).where('guest_id', 'in', fromGuestIds).execute();
}

/** Everything that names the person goes; what the restaurant needs for its books (date, covers, status) stays. */
export async function anonymiseBookings(db: Executor, bookingIds: number[], at: string): Promise<void> {
  for (let i = 0; i < bookingIds.length; i += 500) {
    const ids = bookingIds.slice(i, i + 500);
    await db
      .updateTable('bookings')
      .set({
        name: 'Client effacé',
        email: '',
        phone_number: '',
        information: '',
        dietary: '[]',
        dietary_note: '',
        birthday: null,
        post_code: null,
        query: '',
        navigator_language: '',
        delay_comment: '',
        staff_note: '',
        preferred_table_guid: null,
        guest_id: null,
        updated_at: at,
      })
      .where('id', 'in', ids)
      .execute();
    await db.deleteFrom('booking_answers').where('booking_id', 'in', ids).execute();
    await db.deleteFrom('booking_icons').where('booking_id', 'in', ids).execute();
    await db.updateTable('booking_history').set({ details: '{}' }).where('booking_id', 'in', ids).execute();
  }
}
