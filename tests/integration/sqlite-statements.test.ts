import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, frenchWeekdayName } from '../../src/domain/dates';
import { inDayTransaction } from '../../src/server/db/transactions';
import { SLUG } from '../support/booking-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { restaurantIdOf } from './staff-helpers';

// SQLite keeps every statement it prepares until the process exits (sqlite-statement-cache): a
// query whose text carries its values (a date, an id) would prepare a new statement for each
// restaurant and day, and the process would grow with every day ever booked. Every query the
// day's transaction and the public hours run must be one text for all days.
describe('SQLite prepared statements', () => {
  let server: TestServer;
  let zinc: number;

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    zinc = await restaurantIdOf(server, SLUG);
  });
  afterAll(async () => server?.close());

  async function touchDay(date: string): Promise<void> {
    await inDayTransaction(server.db, zinc, date, async (trx) => {
      await trx.selectFrom('bookings').select('id').where('restaurant_id', '=', zinc).where('date', '=', date).execute();
    });
    const res = await server.call('GET', `/api/restaurants/${SLUG}/hours/${frenchWeekdayName(date)}/${date}?covers=2`);
    expect(res.status).toBe(200);
  }

  it('stay as many whatever the number of days written and read', async () => {
    const first = '2026-12-01';
    // A week first, so that open and closed weekdays have each prepared what they need.
    for (let day = 0; day < 7; day++) await touchDay(addDays(first, day));
    const kept = server.db.preparedStatements!();
    for (let day = 7; day < 47; day++) await touchDay(addDays(first, day));
    expect(server.db.preparedStatements!() - kept).toBeLessThanOrEqual(2);
  });
});
