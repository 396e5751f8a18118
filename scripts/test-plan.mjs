// What each pass of `npm test` runs, and why a file runs once or more than once.
//
// Every test file runs at least once, under TZ=UTC on Node 20, on SQLite and PostgreSQL (a file
// iterates the dialects itself). A second run is kept where its path can depend on what changes:
//
// - The time zone of the process. The rules, the server and the web app read zoned time only through
//   src/domain/dates.ts: the `time/no-local-time` lint rule refuses every other way to reach the
//   process's zone (local Date fields, dates built from local fields, zone-less strings, formatters
//   without a zone). So the second zone (UTC+14: "today" there is already tomorrow in Paris and in
//   UTC) runs the unit tests, where dates are computed, and the integration files whose answers
//   turn on a calendar day (hours, notice, reminders, schedules, statistics, daily budgets), as a
//   check that the rule holds end to end. The other integration files go through the same clock.
//   The rule covers the web app too: its component tests run once (see UNIT_TESTS).
// - The Node line. What changes between Node 20 and the current LTS is the runtime and the native
//   SQLite driver: the unit tests, the files that drive better-sqlite3 itself, and one full HTTP
//   booking path on SQLite run on both.

export const SECOND_ZONE = 'Pacific/Kiritimati';

/** The clock's own walk through the changes of time, and the integration files whose answers turn on the restaurant's calendar day. */
export const ZONE_SENSITIVE_FILES = [
  'tests/architecture/dst-changes.test.ts',
  'tests/integration/availability-cache.test.ts',
  'tests/integration/booking-delay-hours.test.ts',
  'tests/integration/booking-my-booking.test.ts',
  'tests/integration/holiday-regions.test.ts',
  'tests/integration/mailing.test.ts',
  'tests/integration/notifications-reminders.test.ts',
  'tests/integration/public-restaurants.test.ts',
  'tests/integration/sms-pumping.test.ts',
  'tests/integration/staff-booking-turn.test.ts',
  'tests/integration/statistics.test.ts',
  'tests/integration/turn-predictions.test.ts',
];

/** Files that drive the native SQLite driver, and one whole booking path over HTTP on it. */
export const NATIVE_SQLITE_FILES = [
  'tests/integration/sqlite-native-lifetime.test.ts',
  'tests/integration/sqlite-statements.test.ts',
  'tests/integration/booking-create.test.ts',
  'tests/integration/booking-concurrency.test.ts',
];

/**
 * The unit tests run in both zones and on both Node lines: those of the rules and the server. The
 * web app's component tests run once: its code runs in browsers (the end-to-end tests), where
 * neither the process's zone nor the Node line exists, and the zoned-time rule covers it too.
 */
export const UNIT_TESTS = ['src/domain', 'src/server'];
