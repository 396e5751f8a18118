import type { Selectable } from 'kysely';
import type { Database, Flag } from './schema';

// Boolean columns are 0/1 integers on both databases (schema.ts). Repositories are the only code
// that knows: they read and write rows through these helpers, so services, routes and mappings
// only ever see `boolean`.

/** A row (or the values written to one) with its flag columns as booleans. */
export type WithBooleans<Row> = { [K in keyof Row]: Exclude<Row[K], undefined> extends Flag ? boolean : Row[K] };

/** Values for a write, booleans back to the stored 0/1. */
export type WithFlags<Values> = { [K in keyof Values]: Exclude<Values[K], undefined> extends boolean ? Flag : Values[K] };

type FlagColumn<T extends keyof Database> = {
  [K in keyof Selectable<Database[T]>]: Selectable<Database[T]>[K] extends Flag ? K : never;
}[keyof Selectable<Database[T]>];

type TableWithFlags = { [T in keyof Database]: [FlagColumn<T>] extends [never] ? never : T }[keyof Database];

// Every flag column of every table, checked by the compiler both ways (a missing or unknown name fails).
const FLAG_COLUMNS: { [T in TableWithFlags]: Record<FlagColumn<T>, true> } = {
  restaurants: {
    external_form_active: true,
    show_experience_stepper: true,
    is_table_names_enabled: true,
    is_waiting_booking_enabled: true,
    confirm_booking_sms_is_active: true,
    show_birthday_input: true,
    show_post_code: true,
    is_adult: true,
    seo_no_follow: true,
    diner_confirmation_required: true,
    reminders_enabled: true,
    reminder_sms_enabled: true,
    pass_tutorial: true,
    turn_prediction_enabled: true,
    google_reserve_enabled: true,
  },
  dining_tables: { active: true, combinable: true, online_bookable: true },
  preference_icons: { active: true },
  questions: { required: true, active: true },
  bookings: { sms_consent: true },
  staff_members: { active: true, sees_health: true },
  guests: { vip: true },
  payment_accounts: { charges_enabled: true, payouts_enabled: true, details_submitted: true },
  thank_you_settings: { enabled: true },
  google_bookings: { marketing_opt_in: true },
};

export const readFlag = (value: number): boolean => value === 1;
export const writeFlag = (value: boolean): Flag => (value ? 1 : 0);

function convert(table: TableWithFlags, row: object, to: (value: never) => unknown): object {
  const flags: Record<string, true> = FLAG_COLUMNS[table];
  const out: Record<string, unknown> = { ...row };
  for (const [key, value] of Object.entries(row)) if (flags[key] && value !== undefined) out[key] = to(value as never);
  return out;
}

/** A row of `table` as read: whichever of its flag columns were selected become booleans. */
export function readFlags<Row extends object>(table: TableWithFlags, row: Row): WithBooleans<Row> {
  return convert(table, row, readFlag) as WithBooleans<Row>;
}

/** Values to insert into or set on `table`: its flag columns back to 0/1. */
export function writeFlags<Values extends object>(table: TableWithFlags, values: Values): WithFlags<Values> {
  return convert(table, values, writeFlag) as WithFlags<Values>;
}
