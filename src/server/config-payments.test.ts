import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dir = mkdtempSync(path.join(tmpdir(), 'couvert-config-'));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40), ...env });

describe('the Stripe configuration', () => {
  it('is absent without a key, so the demo runs the local fake', () => {
    expect(load({}).payments).toBeUndefined();
  });

  it('takes the key, the webhook secret and another API address together', () => {
    expect(load({ STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_def456', STRIPE_API_URL: 'http://127.0.0.1:12111' }).payments).toEqual({
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_def456',
      apiUrl: 'http://127.0.0.1:12111',
    });
  });

  it('refuses, in French, a key without its webhook secret and values of the wrong shape', () => {
    expect(() => load({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(/STRIPE_SECRET_KEY et STRIPE_WEBHOOK_SECRET vont ensemble/);
    expect(() => load({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(ConfigError);
    expect(() => load({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(/whsec_/);
    expect(() => load({ STRIPE_API_URL: 'http://127.0.0.1:1' })).toThrow(/STRIPE_API_URL ne sert qu’avec/);
  });
});
