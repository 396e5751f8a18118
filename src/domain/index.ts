// Public API of the booking engine, shared by the browser and the server.

export type * from './types.js';

export {
  addDays,
  compareIsoDates,
  daysBetween,
  daysInMonth,
  dmyToIso,
  formatLongFrenchDate,
  FRENCH_MONTHS,
  FRENCH_WEEKDAYS,
  frenchWeekdayName,
  isoToDmy,
  isoWeekday,
  isValidIsoDate,
  isValidTime,
  isValidTimeZone,
  MINUTES_PER_DAY,
  minutesToTime,
  monthGrid,
  parseIsoDate,
  timeToMinutes,
  todayIn,
  zonedNow,
  type CalendarDate,
} from './dates.js';

export {
  activeWeekdays,
  bookingWindowBounds,
  DEFAULT_TURN_MINUTES,
  isDateSelectable,
  openServicesOn,
  slotsForService,
  turnMinutesFor,
  WEEKDAY_ACTIVE_KEYS,
  type WeekdayActiveKey,
} from './services.js';

export {
  blockedTableGuids,
  busyTableIds,
  chooseTables,
  freeTables,
  intervalsOverlap,
  maxPartySize,
  pickTables,
  tablesFitting,
  type SlotQuery,
  type TablePreferences,
} from './table-assignment.js';

export {
  checkSlot,
  computeDayHours,
  isServiceFull,
  unavailabilityOf,
  upcomingSlots,
  type DayInput,
  type Now,
  type SlotCheck,
  type SlotInput,
  type SlotRefusal,
} from './availability.js';
