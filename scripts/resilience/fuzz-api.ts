// Property-based requests on every route of /api/openapi.json, bodies and parameters generated
// from the route schemas plus junk: no 5xx, always the envelope, nothing half-written.
// `npx tsx scripts/resilience/fuzz-api.ts [--dialect postgres] [--runs 3000] [--seed 42]`
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { createBenchDatabase, type Dialect } from '../../bench/lib/databases';
import { startServerProcess } from '../../bench/lib/server-process';
import { addDays, FRENCH_WEEKDAYS, frenchWeekdayName, isoToDmy, isoWeekday, isValidIsoDate, todayIn } from '../../src/domain/dates';
import { openDatabase, type Db } from '../../src/server/db/database';
import { arbitraryFor, type Dictionary, type JsonSchema, type Mode } from './lib/schema-arbitrary';
import { checkInvariants } from './lib/invariants';

interface Operation {
  method: string;
  path: string;
  parameters: Array<{ in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema?: JsonSchema }>;
  body?: JsonSchema;
}

interface FuzzRequest {
  operation: Operation;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface FuzzFailure {
  request: string;
  status: number;
  problem: string;
}

export interface FuzzOutcome {
  runs: number;
  seed: number;
  operations: number;
  /** Status counts per route ("POST /api/bookings" → { 201: 12, 422: 30 }): how deep the fuzz went. */
  coverage: Record<string, Record<string, number>>;
  failures: FuzzFailure[];
  invariantViolations: string[];
  seconds: number;
}

async function loadOperations(url: string): Promise<Operation[]> {
  const doc = (await (await fetch(`${url}/api/openapi.json`)).json()) as {
    paths: Record<
      string,
      Record<string, { tags?: string[]; parameters?: Operation['parameters']; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
    >;
  };
  const operations: Operation[] = [];
  for (const [route, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      // Staff routes answer 401 to anyone without a token: fuzzing them tests one guard many times.
      if (op.tags?.includes('staff') || route.startsWith('/api/staff/')) continue;
      operations.push({
        method: method.toUpperCase(),
        path: route,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** Real ids, slugs, dates and links from the database, so generated requests reach real rows. */
export async function buildDictionary(db: Db, today: string): Promise<Dictionary> {
  const k = db.kysely;
  const restaurants = await k.selectFrom('restaurants').select(['id', 'slug', 'guid']).execute();
  const bookings = await k.selectFrom('bookings').select(['short_id', 'guid']).orderBy('id', 'desc').limit(20).execute();
  const tables = await k.selectFrom('dining_tables').select('guid').limit(20).execute();
  const legends = await k.selectFrom('placement_legends').select('guid').execute();
  const icons = await k.selectFrom('preference_icons').select('id').execute();
  const questions = await k.selectFrom('questions').select('id').execute();
  const subscriptions = await k.selectFrom('subscriptions').select(['guid', 'confirm_token']).execute();
  const dates = Array.from({ length: 30 }, (_, i) => addDays(today, i - 2));
  return {
    slug: restaurants.map((r) => r.slug),
    restaurantId: restaurants.map((r) => r.id),
    guid: [...restaurants.map((r) => r.guid), ...bookings.map((b) => b.guid), ...tables.map((t) => t.guid), ...legends.map((l) => l.guid), 'peu-importe'],
    shortId: bookings.map((b) => b.short_id),
    token: [...subscriptions.map((s) => s.guid), ...subscriptions.flatMap((s) => (s.confirm_token ? [s.confirm_token] : []))],
    date: [...dates, ...dates.slice(0, 3).map(isoToDmy), '2026-13-01', '1970-01-01'],
    weekday: [...FRENCH_WEEKDAYS, 'Lundi', 'monday'],
    hour: ['12:00', '12:15', '13:30', '14:00', '19:00', '19:30', '20:45', '22:00', '11:59', '7:30', '25:00'],
    email: ['camille.martin@example.fr', 'CAMILLE@EXAMPLE.FR', 'pas-un-email', 'a@b', 'demo@couvert.fr'],
    phone: ['06 12 34 56 78', '+33612345678', '0612345678', '+33 6 12 34 56 79', '12', '+1 202 555 0123'],
    code: ['123456', '000000', '1234', 'abcdef'],
    username: ['1234', '0000', '12345'],
    password: ['couvert-demo', 'mauvais'],
    bookingIcons: [icons.map((i) => i.id).join(','), String(icons[0]?.id ?? 1), '', '999999', 'a,b'],
    covers: [1, 2, 4, 6, 8, 0, -1, 1000],
    questionId: questions.map((q) => q.id),
    idempotencyKey: ['fuzz-key-0001', 'fuzz-key-0002', 'court', 'x'.repeat(129), 'clé invalide !'],
  };
}

type Templates = Record<string, fc.Arbitrary<Record<string, unknown>>>;

/**
 * Known-good bodies for the booking calls (an open day, a real slot, every required answer):
 * plausible requests start from one and change a field or two, so that the engine, the table
 * assignment and the writes are fuzzed too, not only the validation in front of them.
 */
export async function buildTemplates(db: Db, today: string): Promise<Templates> {
  const restaurant = await db.kysely.selectFrom('restaurants').select(['id', 'slug']).where('external_form_active', '=', 1).orderBy('id').executeTakeFirst();
  if (!restaurant) return {};
  const closed = new Set((await db.kysely.selectFrom('closed_dates').select('date').where('restaurant_id', '=', restaurant.id).execute()).map((c) => c.date));
  const openDates = Array.from({ length: 20 }, (_, i) => addDays(today, i + 2)).filter((d) => isoWeekday(d) !== 1 && !closed.has(d));
  const questions = await db.kysely.selectFrom('questions').select('id').where('restaurant_id', '=', restaurant.id).where('active', '=', 1).execute();
  const answers = questions.map((q) => ({ id: q.id, answer: 'Aucune allergie' }));
  const common = {
    date: fc.constantFrom(...openDates),
    hour: fc.constantFrom('12:00', '12:30', '13:15', '14:00'),
    covers: fc.integer({ min: 1, max: 5 }),
    n: fc.integer({ min: 1, max: 1_000_000 }),
  };
  return {
    'POST /api/bookings': fc.record(common).map(({ date, hour, covers, n }) => ({
      restaurantSlug: restaurant.slug,
      restaurantId: restaurant.id,
      date,
      hour,
      tablewarecount: covers,
      name: `Fuzz ${n}`,
      email: `fuzz.${n}@example.fr`,
      phoneNumber: '06 12 34 56 78',
      questions: answers,
      conditions_accepted: true,
    })),
    'POST /api/bookings/check': fc.record(common).map(({ date, hour, covers, n }) => ({
      slug: restaurant.slug,
      date,
      hour,
      tableware_count: covers,
      name: `Fuzz ${n}`,
      email: `fuzz.${n}@example.fr`,
      phone: '06 12 34 56 78',
      phoneConfirmation: '+33612345678',
      questions: answers,
    })),
  };
}

function requestArbitrary(operations: Operation[], dictionary: Dictionary, templates: Templates, baseUrl: string): fc.Arbitrary<FuzzRequest> {
  const modes = fc.constantFrom<Mode>('plausible', 'plausible', 'hostile');
  // The booking path gets most of the requests: it is where a 5xx or a half-written row costs a diner a table.
  const core = /\/(bookings|hours|table-names|active-tables|blocked-tables)/;
  const operation = fc.oneof(...operations.map((op) => ({ arbitrary: fc.constant(op), weight: core.test(op.path) ? 5 : 1 })));
  return fc.tuple(operation, modes).chain(([operation, mode]) => {
    const params = operation.parameters.map((p) =>
      fc.tuple(fc.constant(p), p.required || p.in === 'path' ? fc.constant(true) : fc.boolean(), arbitraryFor(p.schema, p.name, dictionary, mode)),
    );
    const json = (schema: JsonSchema) => arbitraryFor(schema, '', dictionary, mode).map((v) => JSON.stringify(v));
    const template = templates[`${operation.method} ${operation.path}`];
    const body: fc.Arbitrary<string | undefined> = !operation.body
      ? fc.constant(undefined)
      : mode === 'plausible'
        ? template
          ? fc.oneof(
              { arbitrary: json(operation.body), weight: 1 },
              { arbitrary: mutated(template, operation.body, dictionary).map((v) => JSON.stringify(v)), weight: 3 },
            )
          : json(operation.body)
        : fc.oneof(
            { arbitrary: json(operation.body), weight: 6 },
            { arbitrary: fc.constantFrom('{', '', 'null', '[]', '"texte"', '{"a":', 'x'.repeat(300_000)), weight: 1 },
            { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)), weight: 1 },
          );
    const contentType =
      mode === 'plausible' ? fc.constant('application/json') : fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', '');
    return fc.tuple(fc.tuple(...params), body, contentType).map(([values, bodyText, type]) => {
      let route = operation.path;
      const query = new URLSearchParams();
      const headers: Record<string, string> = {};
      for (const [param, included, value] of values) {
        const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
        if (param.in === 'path') route = route.replace(`{${param.name}}`, encodeURIComponent(wellFormed(text)));
        else if (included && param.in === 'query') query.append(param.name, text);
        else if (included && param.in === 'header' && /^[\t\x20-\x7e]*$/.test(text)) headers[param.name] = text;
      }
      if (mode === 'plausible') route = coherentWeekday(route);
      if (bodyText !== undefined && type) headers['content-type'] = type;
      const search = query.size > 0 ? `?${query}` : '';
      return { operation, url: `${baseUrl}${route}${search}`, headers, body: bodyText };
    });
  });
}

/** Lone UTF-16 surrogates cannot be put in a URL; a browser would send U+FFFD instead. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** A known-good body with at most two fields replaced by generated values. */
function mutated(template: fc.Arbitrary<Record<string, unknown>>, schema: JsonSchema, dictionary: Dictionary): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const generated = fc.record(Object.fromEntries(keys.map((key) => [key, arbitraryFor(properties[key], key, dictionary, 'hostile')])));
  return fc.tuple(template, fc.subarray(keys, { maxLength: 2 }), generated).map(([base, changed, values]) => {
    const out = { ...base };
    for (const key of changed) out[key] = values[key];
    return out;
  });
}

/** Plausible hour-grid requests name the weekday of their date, as the wizard does. */
function coherentWeekday(route: string): string {
  return route.replace(/\/hours\/[^/]*\/(\d{4}-\d{2}-\d{2})$/, (whole, date: string) =>
    isValidIsoDate(date) ? `/hours/${frenchWeekdayName(date)}/${date}` : whole,
  );
}

function describe(request: FuzzRequest): string {
  const body =
    request.body === undefined ? '' : ` ${request.body.length > 300 ? `${request.body.slice(0, 300)}… (${request.body.length} car.)` : request.body}`;
  return `${request.operation.method} ${request.url.replace(/^https?:\/\/[^/]+/, '')}${body}`;
}

/** The refusal's machine-readable reason, to see how deep requests went. */
function reasonOf(text: string): string | null {
  try {
    const reason = (JSON.parse(text) as { object?: { reason?: unknown } }).object?.reason;
    return typeof reason === 'string' ? reason : null;
  } catch {
    return null;
  }
}

/** Checks one answer; returns what is wrong with it, if anything. */
function judge(status: number, contentType: string, text: string): string | null {
  if (status >= 500) return `réponse ${status} : ${text.slice(0, 300)}`;
  // Files (a floor-plan picture, a calendar entry) are fine; refusals are always the envelope.
  if (!contentType.includes('application/json')) return status < 400 ? null : `refus hors JSON (${contentType || 'sans type'})`;
  let body: { code?: unknown; error?: unknown; message?: unknown } | null;
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return 'JSON illisible';
  }
  if (!body || typeof body.code !== 'number' || typeof body.error !== 'boolean' || typeof body.message !== 'string' || !('object' in body)) {
    return `hors enveloppe { code, error, message, object } : ${text.slice(0, 200)}`;
  }
  if (body.error !== status >= 400) return `error=${String(body.error)} avec le statut ${status}`;
  if (status >= 400 && !body.message) return 'refus sans message';
  return null;
}

export async function runApiFuzz(target: { url: string; db: Db; today: string }, options: { runs: number; seed?: number }): Promise<FuzzOutcome> {
  const started = performance.now();
  const seed = options.seed ?? Date.now() % 2 ** 31;
  const operations = await loadOperations(target.url);
  const dictionary = await buildDictionary(target.db, target.today);
  const templates = await buildTemplates(target.db, target.today);
  const coverage: FuzzOutcome['coverage'] = {};
  const failures: FuzzFailure[] = [];
  const invariantViolations = new Set<string>();
  await fc.check(
    fc.asyncProperty(requestArbitrary(operations, dictionary, templates, target.url), async (request) => {
      let status = 0;
      let reason: string | null = null;
      let problem: string | null;
      try {
        const response = await fetch(request.url, {
          method: request.operation.method,
          headers: request.headers,
          body: request.body,
          signal: AbortSignal.timeout(30_000),
        });
        status = response.status;
        const text = await response.text();
        problem = judge(status, response.headers.get('content-type') ?? '', text);
        if (status >= 400) reason = reasonOf(text);
      } catch (error) {
        problem = `pas de réponse : ${(error as Error).message}`;
      }
      const key = `${request.operation.method} ${request.operation.path}`;
      coverage[key] ??= {};
      const outcome = reason ? `${status}:${reason}` : String(status);
      coverage[key][outcome] = (coverage[key][outcome] ?? 0) + 1;
      if (problem) failures.push({ request: describe(request), status, problem });
      if (request.operation.method !== 'GET') {
        for (const violation of await checkInvariants(target.db)) {
          if (!invariantViolations.has(violation)) failures.push({ request: describe(request), status, problem: `après cette requête : ${violation}` });
          invariantViolations.add(violation);
        }
      }
      return true;
    }),
    { numRuns: options.runs, seed },
  );
  return {
    runs: options.runs,
    seed,
    operations: operations.length,
    coverage,
    failures,
    invariantViolations: [...invariantViolations],
    seconds: (performance.now() - started) / 1000,
  };
}

export function describeFuzz(o: FuzzOutcome): string {
  const lines = [
    `${o.failures.length === 0 ? 'OK' : 'ÉCHEC'} — ${o.runs} requêtes générées sur ${o.operations} routes en ${o.seconds.toFixed(1)} s (graine ${o.seed}) : ` +
      `${o.failures.length} problème(s), ${o.invariantViolations.length} incohérence(s) en base`,
  ];
  for (const [route, statuses] of Object.entries(o.coverage).sort()) {
    lines.push(
      `  ${route.padEnd(55)} ${Object.entries(statuses)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')}`,
    );
  }
  for (const f of o.failures.slice(0, 20)) lines.push(`  ✗ ${f.problem}\n      ${f.request}`);
  return lines.join('\n');
}

async function cli(): Promise<void> {
  const args = process.argv.slice(2);
  const value = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
  let failed = false;
  for (const dialect of (value('dialect') ?? 'sqlite,postgres').split(',') as Dialect[]) {
    const workDir = mkdtempSync(path.join(tmpdir(), 'couvert-fuzz-'));
    const database = await createBenchDatabase(dialect, workDir, 'fuzz');
    // The demo data and the real clock, as a visitor would find a fresh installation.
    const server = await startServerProcess({ databaseUrl: database.url, dataDir: workDir, env: { SEED_DEMO: 'true', NODE_ENV: 'development' } });
    const db = openDatabase(database.config);
    try {
      const outcome = await runApiFuzz(
        { url: server.url, db, today: todayIn('Europe/Paris', new Date()) },
        { runs: Number(value('runs') ?? 3000), seed: value('seed') ? Number(value('seed')) : undefined },
      );
      console.log(`${dialect} :`);
      console.log(describeFuzz(outcome));
      failed ||= outcome.failures.length > 0;
    } finally {
      await server.stop();
      await db.close();
      await database.drop();
      rmSync(workDir, { recursive: true, force: true });
    }
  }
  process.exitCode = failed ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  cli().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
