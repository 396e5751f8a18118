import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { dialectsUnderTest } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

// Issue 25, point 5: behind a trusted proxy, every per-IP limit counts an IPv6 client per /64
// (the block one subscriber is given), not per address; the prefix is the operator's to set.

async function loginsFrom(server: TestServer, addressOf: (i: number) => string, count = 40) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await server.call('POST', '/api/login_check', { username: '1234', password: 'secret-inventé' }, { 'x-forwarded-for': addressOf(i) });
    statuses.push(res.status);
  }
  return { '401': statuses.filter((s) => s === 401).length, '429': statuses.filter((s) => s === 429).length };
}

describe.each(await dialectsUnderTest())('IPv6 clients and rate limits on %s', (dialect) => {
  describe('by default (a /64 is one client)', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(dialect, { seed: false, env: { RATE_LIMIT: 'true', TRUST_PROXY: '1' } });
    });
    afterAll(async () => server?.close());

    it('40 logins from 40 addresses of one /64: 30 reach the handler, 10 are refused; another /64 keeps its quota', async () => {
      // Before: 40 x 401, every address its own quota.
      expect(await loginsFrom(server, (i) => `2001:db8:1:2::${(i + 1).toString(16)}`)).toEqual({ '401': 30, '429': 10 });
      expect(await loginsFrom(server, () => '2001:db8:1:3::1', 1)).toEqual({ '401': 1, '429': 0 });
    });

    it('IPv4 clients keep one quota per address', async () => {
      expect(await loginsFrom(server, (i) => `198.51.100.${i + 1}`)).toEqual({ '401': 40, '429': 0 });
    });
  });

  describe('with RATE_LIMIT_IPV6_PREFIX=48', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(dialect, { seed: false, env: { RATE_LIMIT: 'true', TRUST_PROXY: '1', RATE_LIMIT_IPV6_PREFIX: '48' } });
    });
    afterAll(async () => server?.close());

    it('counts every /64 of one /48 as one client', async () => {
      expect(await loginsFrom(server, (i) => `2001:db8:1:${(i + 1).toString(16)}::1`)).toEqual({ '401': 30, '429': 10 });
    });
  });
});

describe('prefix configuration', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'couvert-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const load = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40), ...env });

  it('is /64 for IPv6 and the whole address for IPv4 by default', () => {
    expect(load().clientPrefixes).toEqual({ ipv4: 32, ipv6: 64 });
    expect(load({ RATE_LIMIT_IPV6_PREFIX: '56', RATE_LIMIT_IPV4_PREFIX: '24' }).clientPrefixes).toEqual({ ipv4: 24, ipv6: 56 });
  });

  it.each([
    ['RATE_LIMIT_IPV6_PREFIX', '129'],
    ['RATE_LIMIT_IPV6_PREFIX', 'soixante'],
    ['RATE_LIMIT_IPV4_PREFIX', '0'],
  ])('refuses %s=%s in French', (name, value) => {
    expect(() => load({ [name]: value })).toThrow(ConfigError);
    expect(() => load({ [name]: value })).toThrow(new RegExp(`${name}: doit être une longueur de préfixe`));
  });
});
