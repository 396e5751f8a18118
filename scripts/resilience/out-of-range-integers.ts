import type { JsonSchema } from './lib/schema-arbitrary';

// Every integer the API takes (path, query string, body field, array item, field of an array's
// objects), sent out of the range a database `integer` holds, on every documented route; staff
// routes with a manager's token so that the request gets past the guard to the validation and the
// queries behind it. Each must be a 4xx in the envelope: PostgreSQL refuses such a number with an
// error (a 500 if it reaches a query) where SQLite quietly finds no row, so only this sweep on
// both databases shows the difference.

export const OUT_OF_RANGE_INTEGERS = [2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e20] as const;

interface Operation {
  method: string;
  path: string;
  parameters: Array<{ name: string; in: string; schema?: JsonSchema }>;
  body?: JsonSchema;
}

export interface SweepFailure {
  request: string;
  status: number;
  problem: string;
}

const isInteger = (schema: JsonSchema | undefined) => {
  const types = [schema?.type, ...(schema?.anyOf ?? []).map((s) => s.type)].flat();
  return types.includes('integer') || types.includes('number');
};

/** A minimal valid-looking value of a schema (what a slot not under test carries). */
function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return null;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return sample(schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object') return Object.fromEntries((schema.required ?? []).map((key) => [key, sample(schema.properties?.[key])]));
  if (type === 'array') return [];
  if (type === 'boolean') return true;
  if (type === 'integer' || type === 'number') return Math.max(1, schema.minimum ?? 1);
  if (type === 'string') return 'texte'.padEnd(schema.minLength ?? 0, 'x');
  return null;
}

/** Bodies with one integer slot replaced by `value`: top-level fields, array items, fields of array items. */
function bodyVariants(schema: JsonSchema, value: number): Array<{ label: string; body: unknown }> {
  const base = sample(schema) as Record<string, unknown>;
  const out: Array<{ label: string; body: unknown }> = [];
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    if (isInteger(prop)) out.push({ label: `body ${key}`, body: { ...base, [key]: value } });
    if (prop.items && isInteger(prop.items)) out.push({ label: `body ${key}[]`, body: { ...base, [key]: [value] } });
    for (const [sub, subSchema] of Object.entries(prop.items?.properties ?? {})) {
      if (isInteger(subSchema)) out.push({ label: `body ${key}[].${sub}`, body: { ...base, [key]: [{ ...(sample(prop.items) as object), [sub]: value }] } });
    }
  }
  return out;
}

export async function sweepOutOfRangeIntegers(
  url: string,
  { token, restaurantId }: { token: string; restaurantId: number },
): Promise<{ requests: number; failures: SweepFailure[] }> {
  const doc = (await (await fetch(`${url}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { parameters?: Operation['parameters']; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
  };
  const failures: SweepFailure[] = [];
  let requests = 0;
  for (const [route, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = op.parameters ?? [];
      const body = op.requestBody?.content?.['application/json']?.schema;
      const pathValue = (name: string, schema?: JsonSchema) => (name === 'restaurantId' ? String(restaurantId) : isInteger(schema) ? '1' : 'inconnu');
      const fill = (override?: { name: string; value: number }) =>
        route.replace(/\{([^}]+)\}/g, (_m, name: string) =>
          override?.name === name ? String(override.value) : pathValue(name, parameters.find((p) => p.name === name)?.schema),
        );
      const cases: Array<{ label: string; path: string; body?: unknown }> = [];
      for (const value of OUT_OF_RANGE_INTEGERS) {
        for (const p of parameters) {
          if (!isInteger(p.schema)) continue;
          if (p.in === 'path') cases.push({ label: `path ${p.name}=${value}`, path: fill({ name: p.name, value }), body: body ? sample(body) : undefined });
          if (p.in === 'query') cases.push({ label: `query ${p.name}=${value}`, path: `${fill()}?${p.name}=${value}`, body: body ? sample(body) : undefined });
        }
        if (body) for (const variant of bodyVariants(body, value)) cases.push({ label: `${variant.label}=${value}`, path: fill(), body: variant.body });
      }
      for (const c of cases) {
        requests++;
        const response = await fetch(`${url}${c.path}`, {
          method: method.toUpperCase(),
          headers: { authorization: `Bearer ${token}`, ...(c.body === undefined ? {} : { 'content-type': 'application/json' }) },
          body: c.body === undefined ? undefined : JSON.stringify(c.body),
        });
        const text = await response.text();
        const where = `${method.toUpperCase()} ${route} (${c.label})`;
        if (response.status >= 500) failures.push({ request: where, status: response.status, problem: text.slice(0, 200) });
        else if (response.status < 400)
          failures.push({ request: where, status: response.status, problem: 'accepté alors que le nombre ne peut désigner aucune ligne' });
      }
    }
  }
  return { requests, failures };
}
