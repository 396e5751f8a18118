import { exportPKCS8, exportSPKI, generateKeyPair } from 'jose';
import type { AppConfig } from './config';
import { servesLocalLinksOnly } from './modules/notifications';
import { startFakeGoogle, type FakeGoogle } from '../provider-fakes/google/fake-google';

/** What Google's own calls carry in the demo (HTTP Basic); printed at start and in the README. */
export const DEMO_GOOGLE_CREDENTIALS = { user: 'google-demo', password: 'couvert-google-demo' };
const DEMO_PARTNER_ID = '10000001';
const DEMO_CLIENT_EMAIL = 'couvert-demo@couvert-demo.iam.gserviceaccount.com';

/**
 * The demo without Google's set-up: the booking server answers the demo credentials, and the
 * worker's updates go to the local Google fake (token and notification endpoints) in this process,
 * signed with a service-account key made at start. Never when Google is configured, nor outside
 * the demo on this machine (a known password must not open a real instance's booking server): as
 * for the development mailbox, only while the product's links point at this machine. `now` is the fake's
 * clock for the JWTs it checks (the tests' own; the real one in the demo).
 */
export async function startDemoGoogle(config: AppConfig, now?: () => Date): Promise<{ config: AppConfig; fake: FakeGoogle } | null> {
  if (config.googleReserve || !config.seedDemo || !servesLocalLinksOnly(config)) return null;
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const fake = await startFakeGoogle({ clientEmail: DEMO_CLIENT_EMAIL, publicKeyPem: await exportSPKI(publicKey), now });
  return {
    config: {
      ...config,
      googleReserve: {
        credentials: [DEMO_GOOGLE_CREDENTIALS],
        notifications: {
          partnerId: DEMO_PARTNER_ID,
          clientEmail: DEMO_CLIENT_EMAIL,
          privateKey: await exportPKCS8(privateKey),
          apiUrl: fake.url,
          tokenUrl: fake.tokenUrl,
        },
      },
    },
    fake,
  };
}
