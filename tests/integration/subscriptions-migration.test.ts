import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator, type Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/database';
import { migrations } from '../../src/server/db/migrations/index';
import { migrateToLatest, migrationContext } from '../../src/server/db/migrator';
import { seedDemo } from '../../src/server/seed/demo-seed';
import { createThrowAwayDatabase, dialectsUnderTest, type ThrowAwayDatabase } from '../support/databases';

// The migration that makes one subscription per contact and restaurant: a database written by the
// old code, which inserted a row per sign-up and activated phone-only sign-ups at once, is merged
// (the person's latest decision wins) and then held by unique indexes.

const ABUSE_LIMITS = '2026-11-23-0060-abuse-limits';

describe.each(await dialectsUnderTest())('subscriptions migration on %s', (dialect) => {
  let dir: string;
  let database: ThrowAwayDatabase;
  let db: Db;
  let zinc: number;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'couvert-migration-'));
    database = await createThrowAwayDatabase(dialect, dir);
    db = openDatabase(database.config);
    const before = migrations.slice(
      0,
      migrations.findIndex(([name]) => name === ABUSE_LIMITS),
    );
    const context = migrationContext(db.kind);
    const provider = {
      getMigrations: async () => Object.fromEntries(before.map(([name, mod]) => [name, { up: (k) => mod.up(k, context) } satisfies Migration])),
    };
    const { error } = await new Migrator({ db: db.kysely, provider }).migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error('Migration impossible', { cause: error });
    await seedDemo(db, { now: new Date('2026-11-17T08:00:00Z'), noShowProtection: false });
    zinc = (await db.kysely.selectFrom('restaurants').select('id').where('slug', '=', 'le-petit-zinc').executeTakeFirstOrThrow()).id;
    let n = 0;
    const row = (values: Record<string, unknown>) => ({
      guid: `ancien-${++n}`,
      restaurant_id: zinc,
      email: '',
      phone_number: '',
      status: 'pending',
      confirm_token: `jeton-${n}`,
      consent_text: 'Accord',
      consent_channels: 'email',
      consent_at: `2026-11-0${Math.min(n, 9)}T10:00:00.000Z`,
      confirmed_at: null,
      unsubscribed_at: null,
      created_at: `2026-11-0${Math.min(n, 9)}T10:00:00.000Z`,
      ...values,
    });
    await db.kysely
      .insertInto('subscriptions')
      .values([
        // 25 sign-ups of one address, one of them confirmed: the confirmed one stays.
        ...Array.from({ length: 24 }, () => row({ email: 'bombe@exemple.fr' })),
        row({ email: 'bombe@exemple.fr', status: 'active', confirmed_at: '2026-11-03T11:00:00.000Z' }),
        // Confirmed, then unsubscribed later through another copy: the unsubscription wins.
        row({ email: 'parti@exemple.fr', status: 'active', confirmed_at: '2026-11-02T11:00:00.000Z' }),
        row({ email: 'parti@exemple.fr', status: 'unsubscribed', unsubscribed_at: '2026-11-05T11:00:00.000Z' }),
        // A phone-only sign-up activated without any opt-in, twice.
        row({ phone_number: '+33611000001', consent_channels: 'sms', confirm_token: null, status: 'active', confirmed_at: '2026-11-01T10:00:00.000Z' }),
        row({ phone_number: '+33611000001', consent_channels: 'sms', confirm_token: null, status: 'active', confirmed_at: '2026-11-02T10:00:00.000Z' }),
        // A confirmed e-mail with a phone: stays active for e-mail, the phone is not confirmed.
        row({
          email: 'duo@exemple.fr',
          phone_number: '+33611000002',
          consent_channels: 'email,sms',
          status: 'active',
          confirmed_at: '2026-11-02T10:00:00.000Z',
        }),
      ])
      .execute();
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const rowsOf = (column: 'email' | 'phone_number', value: string) =>
    db.kysely.selectFrom('subscriptions').selectAll().where('restaurant_id', '=', zinc).where(column, '=', value).execute();

  it('merges duplicates into one subscription per contact, keeping the latest decision', async () => {
    const bombe = await rowsOf('email', 'bombe@exemple.fr');
    expect(bombe).toHaveLength(1);
    expect(bombe[0]).toMatchObject({ status: 'active', confirmed_at: '2026-11-03T11:00:00.000Z' });
    const parti = await rowsOf('email', 'parti@exemple.fr');
    expect(parti.map((r) => r.status)).toEqual(['unsubscribed']);
  });

  it('puts phone-only subscriptions that never confirmed back to pending, with no SMS allowed', async () => {
    const phone = await rowsOf('phone_number', '+33611000001');
    expect(phone).toHaveLength(1);
    expect(phone[0]).toMatchObject({ status: 'pending', phone_confirmed_at: null });
    const duo = await rowsOf('email', 'duo@exemple.fr');
    expect(duo[0]).toMatchObject({ status: 'active', phone_confirmed_at: null });
  });

  it('refuses a second subscription of one contact from now on', async () => {
    const [kept] = await rowsOf('email', 'bombe@exemple.fr');
    const { id: _id, ...copy } = kept!;
    await expect(
      db.kysely
        .insertInto('subscriptions')
        .values({ ...copy, guid: 'copie-1' })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db.kysely
        .insertInto('subscriptions')
        .values({ ...copy, guid: 'copie-2', email: '', phone_number: '+33611000001' })
        .execute(),
    ).rejects.toThrow();
    // Empty contact fields are not a contact: two phone-only rows have the same empty e-mail.
    await db.kysely
      .insertInto('subscriptions')
      .values({ ...copy, guid: 'copie-3', email: '', phone_number: '+33611000009' })
      .execute();
  });
});
