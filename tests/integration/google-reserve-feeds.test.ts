import { timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Server, utils, type Connection } from 'ssh2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityFeed, merchantFeed, serviceFeed } from '../../src/server/modules/google-reserve/definitions/feeds-v1';
import { uploadGoogleFeeds } from '../../src/server/modules/google-reserve';
import { dialectsUnderTest } from '../support/databases';
import { DAY, SLUG } from '../support/booking-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, restaurantIdOf, sessionsFor } from './staff-helpers';

// The feeds of the opted-in restaurants reach an SFTP drop box (a local ssh2 server standing in for
// Google's, public-key authentication), validate against the feed definitions, list exactly the
// slots the wizard offers, and are uploaded again when a setting changes what they say.

const { STATUS_CODE } = utils.sftp;

interface DropBox {
  port: number;
  files: Map<string, string>;
  close(): Promise<void>;
}

async function startDropBox(user: string, clientPublicKey: string): Promise<DropBox> {
  const allowed = utils.parseKey(clientPublicKey);
  if (allowed instanceof Error) throw allowed;
  const files = new Map<string, string>();
  const hostKey = utils.generateKeyPairSync('ed25519').private;
  const server = new Server({ hostKeys: [hostKey] }, (client: Connection) => {
    client.on('authentication', (ctx) => {
      if (ctx.method !== 'publickey' || ctx.username !== user) return ctx.reject(['publickey']);
      const known = allowed.getPublicSSH();
      if (ctx.key.algo !== allowed.type || ctx.key.data.length !== known.length || !timingSafeEqual(ctx.key.data, known)) return ctx.reject();
      if (ctx.signature && allowed.verify(ctx.blob!, ctx.signature, ctx.hashAlgo) !== true) return ctx.reject();
      ctx.accept();
    });
    client.on('ready', () => {
      client.on('session', (accept) => {
        accept().on('sftp', (acceptSftp) => {
          const sftp = acceptSftp();
          const open = new Map<number, { name: string; chunks: Buffer[] }>();
          let next = 0;
          sftp.on('OPEN', (reqid, filename) => {
            const handle = Buffer.alloc(4);
            handle.writeUInt32BE(next);
            open.set(next++, { name: filename, chunks: [] });
            sftp.handle(reqid, handle);
          });
          sftp.on('WRITE', (reqid, handle, _offset, data) => {
            open.get(handle.readUInt32BE())?.chunks.push(Buffer.from(data));
            sftp.status(reqid, STATUS_CODE.OK);
          });
          sftp.on('CLOSE', (reqid, handle) => {
            const file = open.get(handle.readUInt32BE());
            if (file) files.set(file.name, Buffer.concat(file.chunks).toString('utf8'));
            sftp.status(reqid, STATUS_CODE.OK);
          });
        });
      });
    });
    client.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, files, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(await dialectsUnderTest())('Reserve with Google feeds on %s', (dialect) => {
  let server: TestServer;
  let box: DropBox;
  let restaurantId: number;
  let owner: string;

  const latest = (prefix: string) => {
    const names = [...box.files.keys()].filter((n) => n.startsWith(prefix)).sort();
    return JSON.parse(box.files.get(names.at(-1)!)!) as unknown;
  };
  const upload = () => uploadGoogleFeeds({ config: server.config, db: server.db, now: server.clock.now });

  beforeAll(async () => {
    const keys = utils.generateKeyPairSync('ed25519');
    box = await startDropBox('feeds-partner', keys.public);
    server = await startTestServer(dialect, {
      env: {
        GOOGLE_RESERVE_PARTNER_CREDENTIALS: 'google-partner:first-partner-secret',
        GOOGLE_RESERVE_SFTP_HOST: '127.0.0.1',
        GOOGLE_RESERVE_SFTP_PORT: String(box.port),
        GOOGLE_RESERVE_SFTP_USER: 'feeds-partner',
        GOOGLE_RESERVE_SFTP_KEY: keys.private,
      },
    });
    restaurantId = await restaurantIdOf(server, SLUG);
    owner = (await sessionsFor(server, restaurantId)).owner;
  });
  afterAll(async () => {
    await server?.close();
    await box?.close();
  });

  const setGoogle = async (on: boolean) => {
    const settings = `/api/staff/restaurants/${restaurantId}/settings`;
    const booking = (await server.call('GET', settings, undefined, bearer(owner))).body.object.booking;
    expect((await server.call('PUT', `${settings}/booking`, { ...booking, google_reserve_enabled: on }, bearer(owner))).status).toBe(200);
  };

  it('uploads valid complete feeds of the opted-in restaurant, slot for slot the wizard’s grid', async () => {
    await setGoogle(true);
    expect(await upload()).toBe(true);
    const merchants = merchantFeed.parse(latest('merchants_'));
    const services = serviceFeed.parse(latest('services_'));
    const availability = availabilityFeed.parse(latest('availability_'));
    const { guid } = await server.db.kysely.selectFrom('restaurants').select('guid').where('id', '=', restaurantId).executeTakeFirstOrThrow();
    expect(merchants.merchant.map((m) => m.merchant_id)).toEqual([guid]);
    expect(merchants.metadata.processing_instruction).toBe('PROCESS_AS_COMPLETE');
    expect(services.service.map((s) => s.service_id).sort()).toEqual(['dinner', 'lunch']);

    const grid = (await server.call('GET', `/api/restaurants/${SLUG}/hours/jeudi/${DAY.thursday}?covers=2`)).body.object;
    const expected = [
      ...grid.noon.filter((h: any) => h.available).map((h: any) => Date.parse(`${DAY.thursday}T${h.label}:00+01:00`) / 1000),
      ...grid.evening.filter((h: any) => h.available).map((h: any) => Date.parse(`${DAY.thursday}T${h.label}:00+01:00`) / 1000),
    ].sort();
    const from = Date.parse(`${DAY.thursday}T00:00:00+01:00`) / 1000;
    const listed = availability.service_availability[0]!.availability.filter(
      (a) => a.resources.party_size === 2 && a.start_sec >= from && a.start_sec < from + 86_400,
    )
      .map((a) => a.start_sec)
      .sort();
    expect(listed).toEqual(expected);
  });

  it('uploads again only when what the feeds say changed, and drops a restaurant that turned Google off', async () => {
    expect(await upload()).toBe(false);
    await setGoogle(false);
    expect(await upload()).toBe(true);
    expect(merchantFeed.parse(latest('merchants_')).merchant).toEqual([]);
  });
});
