import fc from 'fast-check';
import type { Random } from '../../src/server/lib/seeded-random';

// Generates requests that the OpenAPI document says are valid, the way an independent fuzzer
// reading only the document would: random values inside every declared type, length, range, enum,
// format and pattern (patterns through fast-check's regular-expression arbitrary).

export interface Schema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
}

const int = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(random: Random, values: readonly T[]): T => values[int(random, 0, values.length - 1)]!;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 éèàçôÉ-_.'’!?,;:/@#&()";

function randomDate(random: Random): string {
  const year = int(random, 2020, 2032);
  const month = int(random, 1, 12);
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(int(random, 1, days))}`;
}

const randomHour = (random: Random) => `${pad(int(random, 0, 23))}:${pad(int(random, 0, 59))}`;

function randomString(schema: Schema, random: Random): string {
  if (schema.format === 'date') return randomDate(random);
  if (schema.format === 'time') return randomHour(random);
  if (schema.format === 'date-time') return `${randomDate(random)}T${randomHour(random)}:00.000Z`;
  if (schema.format === 'email') return `client${int(random, 0, 9999)}@exemple.fr`;
  if (schema.format === 'uri') return `https://exemple.fr/${int(random, 0, 9999)}`;
  if (schema.pattern) {
    const max = schema.maxLength ?? Infinity;
    const matching = fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= (schema.minLength ?? 0) && s.length <= max);
    return fc.sample(matching, { numRuns: 1, seed: int(random, 0, 2 ** 31 - 1) })[0]!;
  }
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? min + 24, min + 24);
  const length = int(random, min, max);
  let out = '';
  for (let i = 0; i < length; i++) out += pick(random, [...ALPHABET]);
  return out;
}

function randomNumber(schema: Schema, random: Random, integer: boolean): number {
  let min = schema.minimum ?? -1000;
  let max = schema.maximum ?? 1000;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + (integer ? 1 : 1e-6);
  else if (schema.exclusiveMinimum === true) min += integer ? 1 : 1e-6;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - (integer ? 1 : 1e-6);
  else if (schema.exclusiveMaximum === true) max -= integer ? 1 : 1e-6;
  // Edges are where refusals hide: a third of the values sit on one.
  const roll = random();
  if (roll < 0.15) return integer ? Math.ceil(min) : min;
  if (roll < 0.3) return integer ? Math.floor(max) : max;
  if (integer) return int(random, Math.ceil(min), Math.floor(Math.min(max, Math.ceil(min) + 10_000)));
  return Math.round((min + random() * (Math.min(max, min + 10_000) - min)) * 100) / 100;
}

function typesOf(schema: Schema): string[] {
  const declared = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  return schema.nullable ? [...declared, 'null'] : declared;
}

/** One random value the schema accepts. */
export function generate(schema: Schema, random: Random): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return pick(random, schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return generate(pick(random, alternatives), random);
  if (schema.allOf?.length) return generate(Object.assign({}, ...schema.allOf) as Schema, random);
  const types = typesOf(schema);
  const type = types.length ? pick(random, types) : schema.properties ? 'object' : 'string';
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return random() < 0.5;
    case 'integer':
      return randomNumber(schema, random, true);
    case 'number':
      return randomNumber(schema, random, false);
    case 'array': {
      const min = schema.minItems ?? 0;
      const count = int(random, min, Math.min(schema.maxItems ?? min + 3, min + 3));
      return Array.from({ length: count }, () => generate(schema.items ?? {}, random));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (required.has(key) || random() < 0.5) out[key] = generate(property, random);
      }
      return out;
    }
    default:
      return randomString(schema, random);
  }
}
