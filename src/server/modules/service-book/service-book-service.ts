import { phoneSearchPatterns } from '../../../domain/phone-search';
import { formatLongFrenchDate } from '../../../domain/dates';
import { openServicesOn } from '../../../domain/services';
import type { AppContext } from '../../context';
import type { BookingStatus } from '../../db/schema';
import { notFound, unprocessable } from '../../http/envelope';
import { loadDayState } from '../booking-engine';
import { guestRisks, paymentBadges } from '../payments';
import { restaurantNow, findRestaurantById, loadPlacementLegends, type RestaurantRow } from '../restaurants';
import { toBookingItems, type BookingItem } from './booking-view';
import { guestPartsOf, type GuestReader } from './guest-facts';
import { SERVICE_BOOK_MESSAGES as M } from './service-book-messages';
import { findRestaurantBooking, loadBookingDetails, loadDayBookings, loadHistory, searchBookings, staffNames } from './service-book-repository';
import { staffDayHours } from './staff-engine';
import { holdsTable } from './status-rules';

/** Bookings that count in a service's totals: everything but the waiting list, cancellations and no-shows. */
const COUNTED: readonly BookingStatus[] = ['pending', 'confirmed', 'seated', 'completed'];

export function serviceBookService(ctx: AppContext) {
  const db = ctx.db.kysely;

  async function requireRestaurant(id: number): Promise<RestaurantRow> {
    const restaurant = await findRestaurantById(db, id);
    if (!restaurant) throw notFound(M.bookingNotFound);
    return restaurant;
  }

  async function withPlacementLabels(restaurantId: number, items: BookingItem[]): Promise<BookingItem[]> {
    const legends = await loadPlacementLegends(db, restaurantId);
    const label = new Map(legends.map((l) => [l.guid, l.label]));
    return items.map((b) => ({ ...b, preferredPlacement: label.get(b.preferredPlacement) ?? '' }));
  }

  // The payments module sits below this one (tests/architecture/module-order.test.ts), so the book
  // reads every booking's payment state through its index in one query: the list and the timeline
  // show a badge without one call per booking, and the payments tables keep their one writer.
  // The guests' badges and their no-shows and late cancellations come the same way, for the whole
  // list at once.
  async function items(restaurant: RestaurantRow, rows: Awaited<ReturnType<typeof loadDayBookings>>, reader: GuestReader) {
    const ids = rows.map((r) => r.id);
    const today = restaurantNow(restaurant, ctx.now()).date;
    const [details, badges, guests, risks] = await Promise.all([
      loadBookingDetails(db, ids),
      paymentBadges(ctx, ids),
      guestPartsOf(db, restaurant, today, rows, reader),
      guestRisks(db, restaurant, ctx.now(), rows),
    ]);
    const withPayments = toBookingItems(rows, details).map((item, i) => ({
      ...item,
      payment: badges.get(rows[i]!.id) ?? null,
      risk: risks.get(rows[i]!.id) ?? null,
      ...guests[i],
    }));
    return withPlacementLabels(restaurant.id, withPayments);
  }

  return {
    requireRestaurant,

    /**
     * One day of the service book: both services with their totals, the bookings by time, the
     * waiting list apart, and the tables (for the table picker).
     */
    async day(restaurantId: number, date: string, reader: GuestReader) {
      const restaurant = await requireRestaurant(restaurantId);
      const now = ctx.now();
      const [day, rows] = await Promise.all([loadDayState(db, restaurant, date, now, 'staff'), loadDayBookings(db, restaurantId, date)]);
      const all = await items(restaurant, rows, reader);
      const open = openServicesOn(date, day.services, day.closedDates);
      const hours = staffDayHours(day, 2);
      const seats = day.tables.filter((t) => t.active).reduce((sum, t) => sum + t.maxCovers, 0);
      const services = (['noon', 'evening'] as const).map((kind) => {
        const rules = open.filter((s) => s.kind === kind);
        const ofService = all.filter((b) => b.service === kind && b.status !== 'waiting');
        const counted = ofService.filter((b) => COUNTED.includes(b.status));
        const expectedCovers = ofService.filter((b) => holdsTable(b.status)).reduce((sum, b) => sum + b.covers, 0);
        const caps = rules.map((s) => s.maxCoversPerService).filter((c): c is number => c != null);
        // Capacity: the service's cover cap when there is one, else the room's seats. "Remaining"
        // is what is not yet promised to a party still expected or at table. A closed service offers
        // no place at all (not the room's seats).
        const capacity = rules.length === 0 ? 0 : caps.length > 0 ? Math.min(...caps) : seats;
        const slots = hours[kind];
        return {
          kind,
          open: rules.length > 0,
          firstSeating: rules[0]?.firstSeating ?? null,
          lastSeating: rules[rules.length - 1]?.lastSeating ?? null,
          slots: slots.map((s) => s.label),
          freeSlotsForTwo: slots.filter((s) => s.available).map((s) => s.label),
          totals: {
            bookings: counted.length,
            covers: counted.reduce((sum, b) => sum + b.covers, 0),
            capacity,
            remaining: Math.max(0, capacity - expectedCovers),
            waiting: all.filter((b) => b.service === kind && b.status === 'waiting').length,
          },
        };
      });
      return {
        date,
        longDate: formatLongFrenchDate(date, { capitalize: true }),
        today: restaurantNow(restaurant, now).date,
        services,
        bookings: all.filter((b) => b.status !== 'waiting'),
        waiting: all.filter((b) => b.status === 'waiting'),
        tables: day.tables.map((t) => ({ guid: t.guid, name: t.name, minCovers: t.minCovers, maxCovers: t.maxCovers, active: t.active })),
      };
    },

    /** Name, e-mail or phone, across every date. */
    async search(restaurantId: number, query: string, reader: GuestReader) {
      const restaurant = await requireRestaurant(restaurantId);
      const text = query.trim();
      if (text.length < 2) throw unprocessable(M.searchTooShort, 'query');
      // Phones are stored in E.164 (+336…): "06 12" is the start of a French number, other digits a run.
      const rows = await searchBookings(db, restaurantId, text, phoneSearchPatterns(text), 50);
      return items(restaurant, rows, reader);
    },

    /** Who changed what and when. */
    async history(restaurantId: number, guid: string) {
      const booking = await findRestaurantBooking(db, restaurantId, guid);
      if (!booking) throw notFound(M.bookingNotFound);
      const rows = await loadHistory(db, booking.id);
      const ids = [
        ...new Set(
          rows
            .map((r) => /^staff:(\d+)$/.exec(r.actor)?.[1])
            .filter(Boolean)
            .map(Number),
        ),
      ];
      const names = new Map((await staffNames(db, ids)).map((s) => [`staff:${s.id}`, s.name]));
      return rows.map((r) => ({
        at: r.at,
        who: r.actor === 'diner' ? 'Client' : (names.get(r.actor) ?? (r.actor === 'system' ? 'Système' : 'Équipe')),
        actor: r.actor.startsWith('staff:') ? 'staff' : r.actor,
        action: r.action,
        from: r.from_status,
        to: r.to_status,
        details: JSON.parse(r.details) as Record<string, unknown>,
      }));
    },
  };
}
