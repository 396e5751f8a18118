import fc from 'fast-check';

/** The subset of JSON Schema the OpenAPI document uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  nullable?: boolean;
}

/**
 * Real values of the database under test, by field name: without them almost every request
 * would stop at "restaurant not found" and the fuzz would never reach the booking engine.
 */
export type Dictionary = Record<string, readonly unknown[]>;

const NASTY_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  'null',
  'undefined',
  '../../etc/passwd',
  "' or 1=1 --",
  '"; drop table bookings; --',
  '<script>alert(1)</script>',
  '\u0000',
  '\uFFFF',
  '\uD800',
  '𝕮𝖔𝖚𝖛𝖊𝖗𝖙',
  'é'.repeat(300),
  '%',
  '%00',
  '9999-99-99',
  '2026-02-30',
  '24:00',
  '23:60',
  '1e309',
  'NaN',
  '__proto__',
  'constructor',
];

/** Which dictionary entry feeds a field, from its name. */
function dictionaryKey(name: string): string | null {
  const n = name.toLowerCase();
  if (n.includes('slug')) return 'slug';
  if (n === 'weekday') return 'weekday';
  if (n.includes('date') && !n.includes('update')) return 'date';
  if (n === 'birthday') return 'date';
  if (n.includes('hour')) return 'hour';
  if (n.includes('email')) return 'email';
  if (n.includes('phone')) return 'phone';
  if (n === 'shortid') return 'shortId';
  if (n === 'restaurantid' || n === 'restaurant_id') return 'restaurantId';
  if (n === 'guid' || n === 'tablename' || n === 'table' || n.includes('placement')) return 'guid';
  if (n === 'token') return 'token';
  if (n === 'code' || n === 'username' || n === 'password') return n;
  if (n === 'bookingicons') return 'bookingIcons';
  if (n.includes('count') || n === 'covers') return 'covers';
  if (n === 'id') return 'questionId';
  if (n === 'idempotency-key') return 'idempotencyKey';
  return null;
}

/**
 * 'plausible' fills known fields from the dictionary and the rest from the schema, so a fair share
 * of requests passes validation and reaches the service; 'hostile' mixes in junk everywhere.
 */
export type Mode = 'plausible' | 'hostile';

export function arbitraryFor(schema: JsonSchema | undefined, name: string, dictionary: Dictionary, mode: Mode, depth = 0): fc.Arbitrary<unknown> {
  const known = dictionaryKey(name);
  const fromDictionary = known && dictionary[known]?.length ? fc.constantFrom(...dictionary[known]) : null;
  const generic = schemaArbitrary(schema ?? {}, dictionary, mode, depth);
  if (mode === 'plausible') return fromDictionary ?? generic;
  const junk = fc.oneof(fc.constantFrom<unknown>(...NASTY_STRINGS), fc.jsonValue({ maxDepth: 2 }));
  return fromDictionary
    ? fc.oneof({ arbitrary: fromDictionary, weight: 6 }, { arbitrary: generic, weight: 3 }, { arbitrary: junk, weight: 1 })
    : fc.oneof({ arbitrary: generic, weight: 9 }, { arbitrary: junk, weight: 1 });
}

function schemaArbitrary(schema: JsonSchema, dictionary: Dictionary, mode: Mode, depth: number): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => schemaArbitrary(s, dictionary, mode, depth)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => schemaArbitrary({ ...schema, type }, dictionary, mode, depth)));
  const base = baseArbitrary(types[0], schema, dictionary, mode, depth);
  return schema.nullable ? fc.option(base, { nil: null }) : base;
}

function baseArbitrary(type: string | undefined, schema: JsonSchema, dictionary: Dictionary, mode: Mode, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string': {
      const max = Math.min(schema.maxLength ?? 60, 80);
      if (mode === 'plausible')
        return fc.string({ minLength: Math.max(schema.minLength ?? 0, 2), maxLength: Math.max(2, Math.min(max, 30)), unit: 'grapheme-ascii' });
      return fc.oneof(
        { arbitrary: fc.string({ minLength: schema.minLength ?? 0, maxLength: max }), weight: 4 },
        { arbitrary: fc.string({ unit: 'binary', maxLength: max }), weight: 1 },
        // One past the limit: the validation must refuse it cleanly.
        { arbitrary: fc.string({ minLength: max + 1, maxLength: max + 3 }), weight: 1 },
      );
    }
    case 'integer':
      if (mode === 'plausible') return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 100, 100) });
      return fc.oneof(
        fc.integer({ min: Math.max(schema.minimum ?? -1e6, -(2 ** 31)), max: Math.min(schema.maximum ?? 1e6, 2 ** 31 - 1) }),
        // Beyond a database integer both ways: a 4xx on SQLite and PostgreSQL alike, never a 500.
        fc.constantFrom(0, -1, 1, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e20),
      );
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(arbitraryFor(schema.items, '', dictionary, mode, depth + 1), { maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'object': {
      if (depth > 3) return fc.constant({});
      const properties = schema.properties ?? {};
      const shape = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, arbitraryFor(s, key, dictionary, mode, depth + 1)]));
      const required = (schema.required ?? []).filter((key) => key in properties);
      if (mode === 'plausible') return fc.record(shape, { requiredKeys: required });
      return fc.oneof(
        { arbitrary: fc.record(shape, { requiredKeys: required }), weight: 8 },
        // A required field missing, or an unknown one added.
        { arbitrary: fc.record(shape, { requiredKeys: [] }), weight: 1 },
        {
          arbitrary: fc
            .tuple(fc.record(shape, { requiredKeys: required }), fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }))
            .map(([a, b]) => ({ ...b, ...a })),
          weight: 1,
        },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
