import { aggregateStatistics, dailyTotals, MAX_STATISTICS_DAYS } from '../../../domain/booking-statistics';
import { daysBetween } from '../../../domain/dates';
import { noShowMonths } from '../../../domain/no-show-months';
import type { AppContext } from '../../context';
import { notFound, unprocessable } from '../../http/envelope';
import { moneyByBookingDate } from '../payments';
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
      if (!(await findRestaurantById(ctx.db.kysely, restaurantId))) throw notFound(STATISTICS_MESSAGES.restaurantNotFound);
      const span = daysBetween(from, to);
      if (span < 0) throw unprocessable(STATISTICS_MESSAGES.reversed, 'range');
      if (span + 1 > MAX_STATISTICS_DAYS) throw unprocessable(STATISTICS_MESSAGES.tooLong, 'range');
      const summary = aggregateStatistics(await bookingsBetween(ctx.db.kysely, restaurantId, from, to), from, to);
      const money = await moneyByBookingDate(ctx.db.kysely, restaurantId, from, to);
      return { ...summary, days: dailyTotals(summary), months: noShowMonths(summary.rows, money) };
    },
  };
}
