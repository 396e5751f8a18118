// Shared vocabulary of the booking engine. Pure data: no Node, no DOM.

/** A calendar date in the restaurant's zone, `YYYY-MM-DD`. */
export type IsoDate = string;
/** A time of day in the restaurant's zone, `HH:MM`. */
export type TimeOfDay = string;

export type ServiceKind = 'noon' | 'evening';
export type ClosedService = 'all' | ServiceKind;

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** How long a table is held, by party size: the first rule whose `upTo` >= covers wins. */
export interface TurnTimeRule {
  upTo: number;
  minutes: number;
}

export interface ServiceRule {
  id: number;
  kind: ServiceKind;
  weekdays: IsoWeekday[];
  firstSeating: TimeOfDay;
  lastSeating: TimeOfDay;
  intervalMinutes: number;
  turnTimes: TurnTimeRule[];
  /** Max covers starting in one slot (null: no cap). */
  maxCoversPerSlot: number | null;
  /** Max covers over the whole service (null: no cap). */
  maxCoversPerService: number | null;
}

export interface ClosedDate {
  date: IsoDate;
  service: ClosedService;
}

export interface BookingWindow {
  /** Minimum notice before a slot, in minutes. */
  noticeMinutes: number;
  /** How many days ahead a diner may book (0: today only). */
  maxDaysAhead: number;
}

export interface TableInfo {
  id: number;
  guid: string;
  name: string;
  minCovers: number;
  maxCovers: number;
  legendIds: number[];
  combinable: boolean;
  active: boolean;
}

/** A booking that holds tables on the day being computed. */
export interface ExistingBooking {
  id: number;
  hour: TimeOfDay;
  covers: number;
  service: ServiceKind;
  tableIds: number[];
  /** Minutes the tables are held from `hour`. */
  turnMinutes: number;
}

/**
 * Why a slot cannot be booked: its time has gone by (or is inside the minimum notice), the service
 * is full for this party (the waiting list's case), or the day is not open for booking (beyond the
 * booking window).
 */
export type SlotUnavailability = 'past' | 'full' | 'closed';

export interface HourSlot {
  label: TimeOfDay;
  available: boolean;
  /** Present only when `available` is false. */
  reason?: SlotUnavailability;
}

export interface DayHours {
  noon: HourSlot[];
  evening: HourSlot[];
}
