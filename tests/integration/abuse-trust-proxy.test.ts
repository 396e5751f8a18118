import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { dialectsUnderTest } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

// Issue 12, point 1: per-IP limits are keyed on the socket's address unless TRUST_PROXY names the
// proxies allowed to speak for the client. A made-up X-Forwarded-For must not buy fresh quota.

/** 40 code logins (unknown device: 401 each) from one socket, each with its own forwarded address. */
async function rotatingLogins(server: TestServer, count = 40) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await server.call(
      'POST',
      '/api/login_check',
      { username: '1234', password: 'secret-inventé' },
      {
        'x-forwarded-for': `198.51.100.${i + 1}`,
      },
    );
    statuses.push(res.status);
  }
  return { '401': statuses.filter((s) => s === 401).length, '429': statuses.filter((s) => s === 429).length };
}

describe.each(await dialectsUnderTest())('client address and rate limits on %s', (dialect) => {
  describe('by default (no proxy trusted)', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(dialect, { seed: false, env: { RATE_LIMIT: 'true' } });
    });
    afterAll(async () => server?.close());

    it('counts 40 logins with rotating X-Forwarded-For against the socket: 30x401 then 10x429', async () => {
      const counts = await rotatingLogins(server);
      expect(counts).toEqual({ '401': 30, '429': 10 });
    });

    it('also for owner passwords: 12 device enrolments from rotating addresses, the last 2 refused', async () => {
      const enrol = [];
      for (let i = 0; i < 12; i++) {
        enrol.push(
          (await server.call('POST', '/api/devices/enrol', { email: `x${i}@exemple.fr`, password: 'pas-le-bon' }, { 'x-forwarded-for': `203.0.113.${i}` }))
            .status,
        );
      }
      expect(enrol.filter((s) => s === 429)).toHaveLength(2);
    });
  });

  describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(dialect, { seed: false, env: { RATE_LIMIT: 'true', TRUST_PROXY: '1' } });
    });
    afterAll(async () => server?.close());

    it('keys on the address the proxy reports, so distinct clients keep their own quota', async () => {
      expect(await rotatingLogins(server)).toEqual({ '401': 40, '429': 0 });
    });
  });

  describe('with a proxy list that does not include the caller', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(dialect, { seed: false, env: { RATE_LIMIT: 'true', TRUST_PROXY: '10.0.0.0/8, 192.0.2.7' } });
    });
    afterAll(async () => server?.close());

    it('ignores X-Forwarded-For from an untrusted peer', async () => {
      expect(await rotatingLogins(server)).toEqual({ '401': 30, '429': 10 });
    });
  });
});

describe('TRUST_PROXY validation', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'couvert-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const load = (value?: string) => loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40), ...(value === undefined ? {} : { TRUST_PROXY: value }) });

  it('is off by default', () => {
    expect(load().trustProxy).toBe(false);
    expect(load('false').trustProxy).toBe(false);
  });

  it('takes a hop count or a list of addresses and ranges', () => {
    expect(load('2').trustProxy).toBe(2);
    expect(load('127.0.0.1, 10.0.0.0/8,::1').trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
  });

  it.each(['true', 'proxy.local', '10.0.0.0/33', '999.1.1.1', '50'])('refuses %s with a French message', (value) => {
    expect(() => load(value)).toThrow(ConfigError);
    expect(() => load(value)).toThrow(/TRUST_PROXY: doit valoir false \(par défaut\), un nombre de proxys/);
  });
});
