import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import type { DatabaseConfig } from './db/database';
import type { ClientPrefixes } from './lib/client-key';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy';

const booleanFlag = z.enum(['true', 'false', '1', '0'], { message: 'doit valoir true ou false' }).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number({ message: 'doit être un numéro de port' }).int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url({ message: 'doit être une URL complète (https://…)' }).optional(),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|sqlite:)/, 'doit commencer par postgres://, postgresql:// ou sqlite:')
    .optional(),
  JWT_SECRET: z.string().min(32, 'doit faire au moins 32 caractères').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'doit commencer par smtp:// ou smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Couvert <no-reply@couvert.local>'),
  SMS_API_URL: z.url({ message: 'doit être une URL complète' }).optional(),
  SMS_ACCOUNT_SID: z.string().optional(),
  SMS_AUTH_TOKEN: z.string().optional(),
  SMS_FROM: z.string().optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .superRefine((value, issue) => {
      const parsed = parseTrustProxy(value);
      if (!parsed.ok) issue.addIssue({ code: 'custom', message: parsed.message });
    }),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'doit commencer par redis://')
    .optional(),
  // Deadline of one Redis command: past it Redis counts as down and every request falls back at once.
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number({ message: 'doit être un nombre de millisecondes' }).int().min(10).max(60_000).default(300),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_SECRET: z.string().optional(),
  BOT_CHECK: booleanFlag.default(true),
  RATE_LIMIT: booleanFlag.default(true),
  // How many leading bits of a client's address its per-IP limits count under (one IPv6 subscriber
  // holds a whole /64 or more).
  RATE_LIMIT_IPV6_PREFIX: z.coerce.number({ message: 'doit être une longueur de préfixe (1 à 128)' }).int().min(1).max(128).default(64),
  RATE_LIMIT_IPV4_PREFIX: z.coerce.number({ message: 'doit être une longueur de préfixe (1 à 32)' }).int().min(1).max(32).default(32),
  // What a restaurant's uploaded pictures may weigh together, in megabytes.
  UPLOAD_QUOTA_MB: z.coerce.number({ message: 'doit être un nombre de mégaoctets' }).positive().max(10_000).default(20),
  WORKER: booleanFlag.default(true),
  SEED_DEMO: booleanFlag.default(true),
  // The demo's three months of past service (statistics, guests); tests that count bookings turn it off.
  SEED_DEMO_HISTORY: booleanFlag.default(true),
  // PostgreSQL: the LISTEN/NOTIFY change feed of the cached reads (off behind PgBouncer in transaction mode).
  CHANGE_FEED: booleanFlag.default(true),
  // Stripe (Connect): the platform's secret key and its webhook endpoint's signing secret; without
  // them `npm start` runs the local Stripe fake (docs/payments.md). STRIPE_API_URL points the
  // client at another address (the fake, in tests).
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, 'doit être une clé secrète Stripe (sk_test_…, sk_live_… ou rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9_]+$/, 'doit être un secret de signature Stripe (whsec_…)')
    .optional(),
  STRIPE_API_URL: z.url({ message: 'doit être une URL complète (http://hôte:port)' }).optional(),
  // Reserve with Google: the partner credentials Google's booking-server calls carry (HTTP Basic),
  // "user:password", two separated by a comma while one is being rotated out.
  GOOGLE_RESERVE_PARTNER_CREDENTIALS: z
    .string()
    .regex(
      /^[^:,\s]+:[^,\s]{12,}(,[^:,\s]+:[^,\s]{12,})?$/,
      'doit être « utilisateur:mot_de_passe » (mot de passe de 12 caractères au moins), deux au plus séparés par une virgule',
    )
    .optional(),
  // Reserve with Google's real-time updates: the partner id, the service account's JSON key (its
  // client_email and private_key), and the two Google addresses (a local fake in tests).
  GOOGLE_RESERVE_PARTNER_ID: z
    .string()
    .regex(/^\d{1,20}$/, 'doit être l’identifiant numérique de partenaire')
    .optional(),
  GOOGLE_RESERVE_SERVICE_ACCOUNT_KEY: z.string().optional(),
  GOOGLE_RESERVE_NOTIFICATION_URL: z.url({ message: 'doit être une URL complète' }).default('https://mapsbooking.googleapis.com'),
  GOOGLE_RESERVE_TOKEN_URL: z.url({ message: 'doit être une URL complète' }).default('https://oauth2.googleapis.com/token'),
  // Reserve with Google's feeds: Google's SFTP drop box (host, port, user and the private key, PEM).
  GOOGLE_RESERVE_SFTP_HOST: z.string().min(1).optional(),
  GOOGLE_RESERVE_SFTP_PORT: z.coerce.number().int().min(1).max(65535).default(19321),
  GOOGLE_RESERVE_SFTP_USER: z.string().min(1).optional(),
  GOOGLE_RESERVE_SFTP_KEY: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  /** `changeFeed` (PostgreSQL): LISTEN/NOTIFY lets cached reads skip their version query; off behind a
   *  transaction-mode pooler, where LISTEN cannot work (every read then queries its versions). */
  database: DatabaseConfig;
  jwtSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  sms?: { apiUrl: string; accountSid: string; authToken: string; from: string };
  redisUrl?: string;
  redisCommandTimeoutMs: number;
  /** Which proxies may tell the client's address (`X-Forwarded-For`); none by default. */
  trustProxy: TrustProxy;
  recaptcha?: { siteKey: string; secret: string };
  botCheck: boolean;
  rateLimit: boolean;
  /** Leading bits of a client's address that name it in per-IP limits. */
  clientPrefixes: ClientPrefixes;
  /** What one restaurant's stored pictures may weigh together. */
  uploadQuotaBytes: number;
  worker: boolean;
  seedDemo: boolean;
  seedDemoHistory: boolean;
  /** The payment provider (Stripe); absent: no payments (or the local fake, started by main.ts). */
  payments?: PaymentsConfig;
  logLevel: Env['LOG_LEVEL'];
  /** Reserve with Google's booking server; absent: its routes refuse every call (docs/reserve-with-google.md). */
  googleReserve?: GoogleReserveConfig;
}

export interface GoogleReserveConfig {
  /** One pair, or two while the partner credentials are rotated: both are accepted. */
  credentials: { user: string; password: string }[];
  /** Where changes made on our side are reported (absent: they wait, never lost, until it is set). */
  notifications?: { partnerId: string; clientEmail: string; privateKey: string; apiUrl: string; tokenUrl: string };
  /** Google's SFTP drop box for the feeds (absent: no upload). */
  sftp?: { host: string; port: number; user: string; privateKey: string };
}

export interface PaymentsConfig {
  secretKey: string;
  webhookSecret: string;
  /** Where the client sends its requests instead of api.stripe.com (the local fake). */
  apiUrl?: string;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; every problem is listed at once, in French. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuration invalide :\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const smsParts = [env.SMS_API_URL, env.SMS_ACCOUNT_SID, env.SMS_AUTH_TOKEN, env.SMS_FROM];
  if (smsParts.some(Boolean) && !smsParts.every(Boolean)) {
    throw new ConfigError(
      'Configuration invalide :\n  - SMS_API_URL, SMS_ACCOUNT_SID, SMS_AUTH_TOKEN et SMS_FROM vont ensemble : renseignez les quatre ou aucun.',
    );
  }
  if (Boolean(env.RECAPTCHA_SITE_KEY) !== Boolean(env.RECAPTCHA_SECRET)) {
    throw new ConfigError('Configuration invalide :\n  - RECAPTCHA_SITE_KEY et RECAPTCHA_SECRET vont ensemble : renseignez les deux ou aucun.');
  }
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError('Configuration invalide :\n  - STRIPE_SECRET_KEY et STRIPE_WEBHOOK_SECRET vont ensemble : renseignez les deux ou aucun.');
  }
  if (env.STRIPE_API_URL && !env.STRIPE_SECRET_KEY) {
    throw new ConfigError('Configuration invalide :\n  - STRIPE_API_URL ne sert qu’avec STRIPE_SECRET_KEY et STRIPE_WEBHOOK_SECRET.');
  }
  const database = resolveDatabase(env.DATABASE_URL, dataDir, env.CHANGE_FEED);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    database,
    jwtSecret: env.JWT_SECRET ?? developmentSecret(dataDir, 'jwt-secret'),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    sms: env.SMS_API_URL
      ? {
          apiUrl: env.SMS_API_URL,
          accountSid: env.SMS_ACCOUNT_SID!,
          authToken: env.SMS_AUTH_TOKEN!,
          from: env.SMS_FROM!,
        }
      : undefined,
    redisUrl: env.REDIS_URL,
    redisCommandTimeoutMs: env.REDIS_COMMAND_TIMEOUT_MS,
    trustProxy: (parseTrustProxy(env.TRUST_PROXY) as { ok: true; value: TrustProxy }).value,
    recaptcha: env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET ? { siteKey: env.RECAPTCHA_SITE_KEY, secret: env.RECAPTCHA_SECRET } : undefined,
    botCheck: env.BOT_CHECK,
    rateLimit: env.RATE_LIMIT,
    clientPrefixes: { ipv4: env.RATE_LIMIT_IPV4_PREFIX, ipv6: env.RATE_LIMIT_IPV6_PREFIX },
    uploadQuotaBytes: Math.round(env.UPLOAD_QUOTA_MB * 1024 * 1024),
    worker: env.WORKER,
    seedDemo: env.SEED_DEMO,
    seedDemoHistory: env.SEED_DEMO_HISTORY,
    payments:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL }
        : undefined,
    logLevel: env.LOG_LEVEL,
    googleReserve: env.GOOGLE_RESERVE_PARTNER_CREDENTIALS
      ? {
          credentials: env.GOOGLE_RESERVE_PARTNER_CREDENTIALS.split(',').map((pair) => {
            const at = pair.indexOf(':');
            return { user: pair.slice(0, at), password: pair.slice(at + 1) };
          }),
          notifications: googleNotifications(env),
          sftp: googleSftp(env),
        }
      : undefined,
  };
}

function googleNotifications(env: Env): GoogleReserveConfig['notifications'] {
  if (!env.GOOGLE_RESERVE_PARTNER_ID && !env.GOOGLE_RESERVE_SERVICE_ACCOUNT_KEY) return undefined;
  let key: { client_email?: unknown; private_key?: unknown } = {};
  try {
    key = JSON.parse(env.GOOGLE_RESERVE_SERVICE_ACCOUNT_KEY ?? '') as typeof key;
  } catch {
    // reported below with the other missing parts
  }
  if (!env.GOOGLE_RESERVE_PARTNER_ID || typeof key.client_email !== 'string' || typeof key.private_key !== 'string') {
    throw new ConfigError(
      'Configuration invalide :\n  - GOOGLE_RESERVE_PARTNER_ID et GOOGLE_RESERVE_SERVICE_ACCOUNT_KEY (la clé JSON du compte de service, avec client_email et private_key) vont ensemble.',
    );
  }
  return {
    partnerId: env.GOOGLE_RESERVE_PARTNER_ID,
    clientEmail: key.client_email,
    privateKey: key.private_key,
    apiUrl: env.GOOGLE_RESERVE_NOTIFICATION_URL.replace(/\/$/, ''),
    tokenUrl: env.GOOGLE_RESERVE_TOKEN_URL,
  };
}

function googleSftp(env: Env): GoogleReserveConfig['sftp'] {
  const parts = [env.GOOGLE_RESERVE_SFTP_HOST, env.GOOGLE_RESERVE_SFTP_USER, env.GOOGLE_RESERVE_SFTP_KEY];
  if (!parts.some(Boolean)) return undefined;
  if (!parts.every(Boolean)) {
    throw new ConfigError('Configuration invalide :\n  - GOOGLE_RESERVE_SFTP_HOST, GOOGLE_RESERVE_SFTP_USER et GOOGLE_RESERVE_SFTP_KEY vont ensemble.');
  }
  return {
    host: env.GOOGLE_RESERVE_SFTP_HOST!,
    port: env.GOOGLE_RESERVE_SFTP_PORT,
    user: env.GOOGLE_RESERVE_SFTP_USER!,
    privateKey: env.GOOGLE_RESERVE_SFTP_KEY!,
  };
}

function resolveDatabase(url: string | undefined, dataDir: string, changeFeed = true): AppConfig['database'] {
  if (url?.startsWith('postgres')) return { kind: 'postgres', url, changeFeed };
  const file = url?.startsWith('sqlite:') ? url.slice('sqlite:'.length) : path.join(dataDir, 'couvert.sqlite');
  return { kind: 'sqlite', file: file === ':memory:' ? file : path.resolve(file) };
}

/**
 * Development secrets are generated once and kept in the data folder (git-ignored), so that
 * tokens survive restarts without anyone committing a secret.
 */
function developmentSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
