import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../migrator';

// Frozen: never edit a migration that has shipped; add a new one.
// Portable choices: booleans are 0/1 integers, instants are ISO-8601 UTC text, dates `YYYY-MM-DD`,
// times `HH:MM`, JSON documents are text. Both SQLite and PostgreSQL read them the same way.

export async function up(db: Kysely<any>, { id }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('app_config')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('logo_image', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('restaurants')
    .addColumn('id', id.type, id.primaryKey)
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('logo_img', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('external_form_information', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('website', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('Europe/Paris'))
    .addColumn('external_form_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('show_experience_stepper', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_table_names_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_waiting_booking_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('confirm_booking_sms_is_active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('min_tableware_confirm_booking', 'integer', (c) => c.notNull().defaultTo(6))
    .addColumn('show_birthday_input', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('show_post_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_adult', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seo_meta_keys', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('seo_no_follow', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('floorplan_image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('booking_notice_minutes', 'integer', (c) => c.notNull().defaultTo(60))
    .addColumn('booking_max_days_ahead', 'integer', (c) => c.notNull().defaultTo(90))
    .addColumn('diner_confirmation_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reminders_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('conditions_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('restaurant_configurations', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('pass_tutorial', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('services')
    .addColumn('id', id.type, id.primaryKey)
    .addColumn('restaurant_id', 'integer', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('noon', 'evening')`))
    .addColumn('weekdays', 'text', (c) => c.notNull())
    .addColumn('first_seating', 'text', (c) => c.notNull())
    .addColumn('last_seating', 'text', (c) => c.notNull())
    .addColumn('interval_minutes', 'integer', (c) => c.notNull().defaultTo(15))
    .addColumn('turn_times', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('max_covers_per_slot', 'integer')
    .addColumn('max_covers_per_service', 'integer')
    .execute();
  await db.schema.createIndex('services_restaurant_idx').on('services').column('restaurant_id').execute();

  await db.schema
    .createTable('placement_legends')
    .addColumn('id', id.type, id.primaryKey)
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('restaurant_id', 'integer', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('dining_tables')
    .addColumn('id', id.type, id.primaryKey)
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('restaurant_id', 'integer', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('min_covers', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('max_covers', 'integer', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('combinable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shape', 'text', (c) => c.notNull().defaultTo('square'))
    .addColumn('pos_x', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('pos_y', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('width', 'real', (c) => c.notNull().defaultTo(60))
    .addColumn('height', 'real', (c) => c.notNull().defaultTo(60))
    .addColumn('rotation', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('dining_tables_restaurant_idx').on('dining_tables').column('restaurant_id').execute();

  await db.schema
    .createTable('table_legends')
    .addColumn('table_id', 'integer', (c) => c.notNull().references('dining_tables.id').onDelete('cascade'))
    .addColumn('legend_id', 'integer', (c) => c.notNull().references('placement_legends.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('table_legends_pk', ['table_id', 'legend_id'])
    .execute();

  await db.schema
    .createTable('preference_icons')
    .addColumn('id', id.type, id.primaryKey)
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('restaurant_id', 'integer', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('closed_dates')
    .addColumn('id', id.type, id.primaryKey)
    .addColumn('restaurant_id', 'integer', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull().check(sql`service in ('all', 'noon', 'evening')`))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('closed_dates_restaurant_date_idx').on('closed_dates').columns(['restaurant_id', 'date']).execute();

  await db.schema
    .createTable('events')
    .addColumn('id', id.type, id.primaryKey)
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('restaurant_id', 'integer', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('events_restaurant_date_idx').on('events').columns(['restaurant_id', 'date']).execute();

  await db.schema
    .createTable('questions')
    .addColumn('id', id.type, id.primaryKey)
    .addColumn('restaurant_id', 'integer', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('question_text', 'text', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('bookings')
    .addColumn('id', id.type, id.primaryKey)
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('short_id', 'text', (c) => c.notNull().unique())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('restaurant_id', 'integer', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('hour', 'text', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('covers', 'integer', (c) => c.notNull())
    .addColumn('turn_minutes', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('online'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('information', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sms_consent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('birthday', 'text')
    .addColumn('post_code', 'text')
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('fr-FR'))
    .addColumn('navigator_language', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('query', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('preferred_table_guid', 'text')
    .addColumn('preferred_placement', 'text', (c) => c.notNull().defaultTo('peu-importe'))
    .addColumn('waiter_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('delay_comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('staff_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bookings_restaurant_date_idx').on('bookings').columns(['restaurant_id', 'date']).execute();

  await db.schema
    .createTable('booking_tables')
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('table_id', 'integer', (c) => c.notNull().references('dining_tables.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('booking_tables_pk', ['booking_id', 'table_id'])
    .execute();
  await db.schema.createIndex('booking_tables_table_idx').on('booking_tables').column('table_id').execute();

  await db.schema
    .createTable('booking_icons')
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('icon_id', 'integer', (c) => c.notNull().references('preference_icons.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('booking_icons_pk', ['booking_id', 'icon_id'])
    .execute();

  await db.schema
    .createTable('booking_answers')
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.notNull())
    .addColumn('question_text', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('booking_answers_pk', ['booking_id', 'question_id'])
    .execute();

  await db.schema
    .createTable('booking_history')
    .addColumn('id', id.type, id.primaryKey)
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.createIndex('booking_history_booking_idx').on('booking_history').column('booking_id').execute();

  await db.schema
    .createTable('confirmation_codes')
    .addColumn('id', id.type, id.primaryKey)
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('checks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('verified_at', 'text')
    .addColumn('consumed_at', 'text')
    .execute();
  await db.schema.createIndex('confirmation_codes_phone_idx').on('confirmation_codes').columns(['phone_number', 'created_at']).execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', id.type, id.primaryKey)
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('restaurant_id', 'integer', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('confirm_token', 'text')
    .addColumn('consent_text', 'text', (c) => c.notNull())
    .addColumn('consent_channels', 'text', (c) => c.notNull())
    .addColumn('consent_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('unsubscribed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subscriptions_restaurant_idx').on('subscriptions').column('restaurant_id').execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('response_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', id.type, id.primaryKey)
    .addColumn('restaurant_id', 'integer')
    .addColumn('booking_id', 'integer')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('outbox_due_idx').on('outbox').columns(['status', 'next_attempt_at']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
