// One pass of the outbox's Google lane, as the worker makes it: what the Google tests run after
// the worker's half-minute job has queued its messages.
import { DEFAULT_LANES } from '../../src/server/modules/outbox';
import { createOutboxWorker, silentLogger } from '../../src/server/modules/notifications/outbox-worker';
import { exportPKCS8, exportSPKI, generateKeyPair } from 'jose';
import { startFakeGoogle, type FakeGoogle } from '../../src/provider-fakes/google/fake-google';
import type { Dialect } from './databases';
import { startTestServer, type TestServer } from './test-server';

/** What the Google tests' server is configured with: Google's Basic credentials and our partner id. */
export const GOOGLE_PARTNER = {
  credentials: 'google-partner:first-partner-secret',
  id: '20001234',
  clientEmail: 'couvert-updates@couvert-partner.iam.gserviceaccount.com',
};

/**
 * A test server connected to Google's local fake, as production is to Google: our service
 * account's key pair (the fake checks the signed JWT), the notification and token addresses. The
 * fake's clock is the server's (test) clock.
 */
export async function startServerWithGoogle(dialect: Dialect): Promise<{ server: TestServer; fake: FakeGoogle }> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  // The fake starts first (the server is given its address) and reads the server's clock once it runs.
  const started: { server?: TestServer } = {};
  const fake = await startFakeGoogle({
    clientEmail: GOOGLE_PARTNER.clientEmail,
    publicKeyPem: await exportSPKI(publicKey),
    now: () => started.server!.clock.now(),
  });
  const server = await startTestServer(dialect, {
    env: {
      GOOGLE_RESERVE_PARTNER_CREDENTIALS: GOOGLE_PARTNER.credentials,
      GOOGLE_RESERVE_PARTNER_ID: GOOGLE_PARTNER.id,
      GOOGLE_RESERVE_SERVICE_ACCOUNT_KEY: JSON.stringify({
        type: 'service_account',
        client_email: GOOGLE_PARTNER.clientEmail,
        private_key: await exportPKCS8(privateKey),
      }),
      GOOGLE_RESERVE_NOTIFICATION_URL: fake.url,
      GOOGLE_RESERVE_TOKEN_URL: fake.tokenUrl,
    },
  });
  started.server = server;
  return { server, fake };
}

/** Delivers what is due on the Google lane once; answers how many messages it handled. */
export async function runGoogleLane(server: Pick<TestServer, 'db' | 'config' | 'clock'>): Promise<number> {
  const worker = createOutboxWorker({
    db: server.db,
    config: server.config,
    now: server.clock.now,
    lanes: DEFAULT_LANES.filter((lane) => lane.channel === 'google'),
    reminderIntervalMs: false,
    logger: silentLogger,
  });
  const handled = await worker.runOnce();
  await worker.stop();
  return handled;
}
