import { aggregateStatistics, dailyTotals, MAX_STATISTICS_DAYS } from '../../../domain/booking-statistics';
import { daysBetween, parseInstant, todayIn } from '../../../domain/dates';
import { noShowMonths, protectionComparison } from '../../../domain/no-show-months';
import type { AppContext } from '../../context';
import { notFound, unprocessable } from '../../http/envelope';
import { moneyByBookingDate, protectionSince } from '../payments';
import { findRestaurantById } from '../restaurants';
import { bookingsBetween } from './statistics-repository';

const STATISTICS_MESSAGES = {
  reversed: 'La date de fin doit suivre la date de début.',
  tooLong: `La période couvre au plus ${MAX_STATISTICS_DAYS} jours.`,
  restaurantNotFound: 'Restaurant introuvable.',
};

export function statisticsService(ctx: AppContext) {
  return {
    async summary(restaurantId: number, from: string, to: string) {
      const restaurant = await findRestaurantById(ctx.db.kysely, restaurantId);
      if (!restaurant) throw notFound(STATISTICS_MESSAGES.restaurantNotFound);
      const span = daysBetween(from, to);
      if (span < 0) throw unprocessable(STATISTICS_MESSAGES.reversed, 'range');
      if (span + 1 > MAX_STATISTICS_DAYS) throw unprocessable(STATISTICS_MESSAGES.tooLong, 'range');
      const summary = aggregateStatistics(await bookingsBetween(ctx.db.kysely, restaurantId, from, to), from, to);
      const [money, protection] = await Promise.all([moneyByBookingDate(ctx.db.kysely, restaurantId, from, to), protectionSince(ctx.db.kysely, restaurantId)]);
      // The restaurant's calendar day the protection began: bookings are dated on that calendar.
      const since = protection ? todayIn(restaurant.time_zone, parseInstant(protection.since)) : null;
      const months = noShowMonths(summary.rows, money, since);
      return {
        ...summary,
        days: dailyTotals(summary),
        months,
        protectionSince: since,
        protectionModes: protection?.modes ?? [],
        protectionComparison: protectionComparison(months),
      };
    },
  };
}
