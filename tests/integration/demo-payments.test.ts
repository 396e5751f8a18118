import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoPayments } from '../../src/server/demo-payments';
import { dialectsUnderTest } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

// Without a Stripe key, the demo's local Stripe fake opens each restaurant's connected account
// again at start: under the restaurant's name, which the card page shows to the diner who pays.

describe.each(await dialectsUnderTest())('the demo’s payment accounts on %s', (dialect) => {
  let server: TestServer;
  let demo: Awaited<ReturnType<typeof startDemoPayments>>;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    demo = await startDemoPayments(server.config, server.db);
  });
  afterAll(async () => {
    await demo?.fake.stop();
    await server?.close();
  });

  it('opens the demo restaurant’s account under its id and its name', async () => {
    expect(demo).not.toBeNull();
    const { account_id } = await server.db.kysely
      .selectFrom('payment_accounts')
      .innerJoin('restaurants', 'restaurants.id', 'payment_accounts.restaurant_id')
      .select('payment_accounts.account_id')
      .where('restaurants.slug', '=', 'le-petit-zinc')
      .executeTakeFirstOrThrow();
    const answer = await fetch(`${demo!.fake.url}/v1/accounts/${account_id}`, { headers: { authorization: `Bearer ${demo!.fake.secretKey}` } });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ id: account_id, charges_enabled: true, business_profile: { name: 'Le Petit Zinc' } });
  });
});
