import { addDays, isoWeekday, todayIn } from '../../src/domain/dates';

/**
 * For tests on the real clock (servers and workers as processes): a Tuesday to Friday at least two
 * days ahead, when the demo restaurant (seeded at the same real instant) is open in the evening.
 */
export function openEvening(now: Date): string {
  let date = addDays(todayIn('Europe/Paris', now), 2);
  while (![2, 3, 4, 5].includes(isoWeekday(date))) date = addDays(date, 1);
  return date;
}
