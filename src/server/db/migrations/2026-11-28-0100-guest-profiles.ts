import type { Kysely } from 'kysely';

// Frozen once shipped. The guest profile the host reads at the door:
// - `guests`: allergies and dietary needs (JSON list of the codes of domain/guest-profile.ts, and a
//   free text), the VIP flag, the table and room the guest prefers. Health data: erased with the guest.
// - `bookings`: what the diner stated in the wizard, kept with the booking (the staff sees it
//   before the booking is matched) and copied into the profile when it is.
// - `staff_members.sees_health`: the owner's grant to a team member to read allergies and diets
//   (owners and managers always do).
// - `restaurants.regular_visits`: visits that make a guest "Habitué".
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('guests')
    .addColumn('dietary', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('guests')
    .addColumn('dietary_note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('guests')
    .addColumn('vip', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('guests')
    .addColumn('table_preference', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('guests')
    .addColumn('room_preference', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('dietary', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('dietary_note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('staff_members')
    .addColumn('sees_health', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('restaurants')
    .addColumn('regular_visits', 'integer', (c) => c.notNull().defaultTo(3))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
