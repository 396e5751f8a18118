// Builds malformed variants of a valid request from the OpenAPI description of its route, so a new
// route is attacked the day it is added, without anyone writing its cases by hand.

export type JsonSchema = {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  maxItems?: number;
  minimum?: number;
  minLength?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
  format?: string;
};

export interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  tags?: string[];
  security?: unknown[];
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** One request to send: already a path with its values, a raw body and its headers. */
export interface RequestCase {
  label: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** Raw body text; undefined sends none. */
  body?: string;
}

export interface BaseRequest {
  pathParams: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** A valid JSON body for routes that take one. */
  body?: Record<string, unknown>;
}

export const HUGE = 'x'.repeat(100_000);
/** One more than PostgreSQL's `integer` holds: an id this size must be refused before any query. */
export const BEYOND_INT4 = 2_147_483_648;
const JSON_TYPE = { 'content-type': 'application/json' };

function allowedTypes(schema: JsonSchema): Set<string> {
  const types = new Set<string>();
  const add = (s: JsonSchema) => {
    const t = s.type;
    if (Array.isArray(t)) t.forEach((x) => types.add(x));
    else if (t) types.add(t);
    if (s.nullable) types.add('null');
    for (const alt of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) add(alt);
  };
  add(schema);
  if (types.has('number')) types.add('integer');
  return types;
}

const CANDIDATES: Array<[string, unknown]> = [
  ['string', 'texte'],
  ['integer', 12345],
  ['number', 1.5],
  ['boolean', true],
  ['object', { a: 1 }],
  ['array', ['a']],
  ['null', null],
];

/** Values of another JSON type than the schema allows (at most three, most telling first). */
export function wrongValuesFor(schema: JsonSchema): unknown[] {
  const allowed = allowedTypes(schema);
  if (allowed.size === 0) return [];
  const wrong = CANDIDATES.filter(([type, value]) => {
    if (type === 'number') return !allowed.has('number') && !(allowed.has('integer') && Number.isInteger(value));
    return !allowed.has(type);
  }).map(([, value]) => value);
  // 1.5 is the telling value for an integer field; a float field needs no such test.
  if (allowed.has('integer') && !allowed.has('number') && !wrong.includes(1.5)) wrong.unshift(1.5);
  return wrong.slice(0, 3);
}

/** A plausible value of the schema's type, for routes nobody wrote a valid body for. */
export function sampleFor(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const types = allowedTypes(schema);
  if (types.has('object')) {
    const out: Record<string, unknown> = {};
    for (const key of schema.required ?? []) out[key] = sampleFor(schema.properties?.[key] ?? {});
    return out;
  }
  if (types.has('array')) return [];
  if (types.has('boolean')) return true;
  if (types.has('integer') || types.has('number')) return Math.max(1, schema.minimum ?? 1);
  if (schema.format === 'email') return 'exemple@exemple.fr';
  if (types.has('string')) return 'texte'.padEnd(schema.minLength ?? 0, 'x');
  return null;
}

function fill(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(values[name] ?? 'inconnu'));
}

/** Every malformed variant of `base` for the operation `op` at `path`. */
export function malformedCases(method: string, path: string, op: OpenApiOperation, base: BaseRequest): RequestCase[] {
  const cases: RequestCase[] = [];
  const params = op.parameters ?? [];
  const url = fill(path, base.pathParams);
  const baseBody = base.body ? JSON.stringify(base.body) : undefined;
  const sendsBody = method !== 'GET' && method !== 'HEAD';
  const bodyHeaders = baseBody === undefined ? base.headers : { ...JSON_TYPE, ...base.headers };
  const withPath = (label: string, values: Record<string, string>): RequestCase => ({
    label,
    path: fill(path, { ...base.pathParams, ...values }),
    query: base.query,
    headers: bodyHeaders,
    body: baseBody,
  });
  const withQuery = (label: string, query: Record<string, string>): RequestCase => ({ label, path: url, query, headers: bodyHeaders, body: baseBody });
  const withBody = (label: string, body: string | undefined, headers: Record<string, string> = JSON_TYPE): RequestCase => ({
    label,
    path: url,
    query: base.query,
    headers: { ...base.headers, ...headers },
    body,
  });

  for (const p of params.filter((x) => x.in === 'path')) {
    cases.push(withPath(`path ${p.name}: 100 kB`, { [p.name]: HUGE }));
    cases.push(withPath(`path ${p.name}: 201 characters`, { [p.name]: 'a'.repeat(201) }));
    cases.push(withPath(`path ${p.name}: control and traversal characters`, { [p.name]: '../\u0000<script>' }));
    for (const value of wrongValuesFor(p.schema ?? {}).filter((v) => typeof v !== 'string')) {
      cases.push(
        withPath(`path ${p.name}: wrong type ${JSON.stringify(value)}`, { [p.name]: typeof value === 'number' ? String(-value) : JSON.stringify(value) }),
      );
    }
    const types = allowedTypes(p.schema ?? {});
    if (types.has('integer') || types.has('number')) {
      cases.push(withPath(`path ${p.name}: not a number`, { [p.name]: 'abc' }));
      cases.push(withPath(`path ${p.name}: beyond a database integer`, { [p.name]: String(BEYOND_INT4) }));
    }
  }

  const queryParams = params.filter((x) => x.in === 'query');
  if (queryParams.length > 0) {
    cases.push(withQuery('query: unknown parameter', { ...base.query, champInconnu: '1' }));
    for (const p of queryParams) {
      if (p.required) {
        const { [p.name]: _dropped, ...rest } = base.query;
        cases.push(withQuery(`query ${p.name}: missing`, rest));
      }
      cases.push(withQuery(`query ${p.name}: 100 kB`, { ...base.query, [p.name]: HUGE }));
      const types = allowedTypes(p.schema ?? {});
      if (types.has('integer') || types.has('number')) {
        cases.push(withQuery(`query ${p.name}: not a number`, { ...base.query, [p.name]: 'abc' }));
        cases.push(withQuery(`query ${p.name}: out of range`, { ...base.query, [p.name]: '-99999999999' }));
        cases.push(withQuery(`query ${p.name}: beyond a database integer`, { ...base.query, [p.name]: String(BEYOND_INT4) }));
      }
    }
  }

  for (const p of params.filter((x) => x.in === 'header')) {
    cases.push({ ...withBody(`header ${p.name}: invalid`, baseBody, bodyHeaders), headers: { ...bodyHeaders, [p.name]: 'pas valide !' } });
    cases.push({ ...withBody(`header ${p.name}: 100 kB`, baseBody, bodyHeaders), headers: { ...bodyHeaders, [p.name]: HUGE } });
  }

  if (!sendsBody) return cases;

  // Whatever the route, these bodies are never acceptable JSON objects.
  cases.push(withBody('body: invalid JSON', '{"a":'));
  cases.push(withBody('body: truncated JSON', baseBody ? baseBody.slice(0, -1) : '{'));
  for (const text of ['[]', '"texte"', '42', 'null', 'true', '[{"a":1}]', `${'['.repeat(5000)}${']'.repeat(5000)}`]) {
    cases.push(withBody(`body: non-object JSON ${text.slice(0, 12)}`, text));
  }
  cases.push(withBody('body: empty with a JSON content type', ''));
  cases.push(withBody('body: prototype pollution', '{"__proto__":{"admin":true}}'));
  cases.push(withBody('body: constructor pollution', '{"constructor":{"prototype":{"admin":true}}}'));
  cases.push(withBody('body: over the size limit', JSON.stringify({ ...base.body, remplissage: 'x'.repeat(300_000) })));

  const schema = op.requestBody?.content?.['application/json']?.schema;
  if (!schema || !base.body) {
    // A route that takes no body: any field is unknown.
    cases.push(withBody('body: unknown field on a route without body', JSON.stringify({ champInconnu: 1 })));
    return cases;
  }

  cases.push(withBody('body: missing (no content type)', undefined, {}));
  cases.push(
    withBody('body: form-encoded instead of JSON', new URLSearchParams(base.body as Record<string, string>).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    }),
  );
  cases.push(withBody('body: plain text instead of JSON', baseBody, { 'content-type': 'text/plain' }));
  cases.push(withBody('body: empty object', '{}'));
  cases.push(withBody('body: unknown field', JSON.stringify({ ...base.body, champInconnu: 'x' })));
  cases.push(withBody('body: unknown field, 100 kB', JSON.stringify({ ...base.body, [`champ${HUGE.slice(0, 1000)}`]: HUGE })));

  for (const key of schema.required ?? []) {
    const { [key]: _dropped, ...rest } = base.body;
    cases.push(withBody(`body ${key}: missing`, JSON.stringify(rest)));
  }
  for (const [key, propSchema] of Object.entries(schema.properties ?? {})) {
    for (const value of wrongValuesFor(propSchema)) {
      cases.push(withBody(`body ${key}: wrong type ${JSON.stringify(value)}`, JSON.stringify({ ...base.body, [key]: value })));
    }
    const types = allowedTypes(propSchema);
    if (types.has('string')) cases.push(withBody(`body ${key}: 100 kB`, JSON.stringify({ ...base.body, [key]: HUGE })));
    if (types.has('integer') || types.has('number')) {
      cases.push(withBody(`body ${key}: beyond a database integer`, JSON.stringify({ ...base.body, [key]: BEYOND_INT4 })));
      cases.push(withBody(`body ${key}: 100 000 digits`, JSON.stringify({ ...base.body, [key]: 0 }).replace(`"${key}":0`, `"${key}":${'9'.repeat(100_000)}`)));
    }
    if (types.has('array') && propSchema.items) {
      const item = sampleFor(propSchema.items);
      const itemTypes = allowedTypes(propSchema.items);
      for (const value of wrongValuesFor(propSchema.items)) {
        cases.push(withBody(`body ${key}[]: wrong item type ${JSON.stringify(value)}`, JSON.stringify({ ...base.body, [key]: [value] })));
      }
      if (propSchema.maxItems !== undefined) {
        cases.push(
          withBody(`body ${key}: too many items`, JSON.stringify({ ...base.body, [key]: Array.from({ length: propSchema.maxItems + 1 }, () => item) })),
        );
      }
      if (itemTypes.has('object') && item && typeof item === 'object') {
        cases.push(withBody(`body ${key}[]: unknown field`, JSON.stringify({ ...base.body, [key]: [{ ...item, champInconnu: 1 }] })));
        for (const [sub, subSchema] of Object.entries(propSchema.items.properties ?? {})) {
          for (const value of wrongValuesFor(subSchema).slice(0, 1)) {
            cases.push(withBody(`body ${key}[].${sub}: wrong type`, JSON.stringify({ ...base.body, [key]: [{ ...item, [sub]: value }] })));
          }
          const subTypes = allowedTypes(subSchema);
          if (subTypes.has('integer') || subTypes.has('number')) {
            cases.push(withBody(`body ${key}[].${sub}: beyond a database integer`, JSON.stringify({ ...base.body, [key]: [{ ...item, [sub]: BEYOND_INT4 }] })));
          }
          if (subTypes.has('string')) {
            cases.push(withBody(`body ${key}[].${sub}: 100 kB`, JSON.stringify({ ...base.body, [key]: [{ ...item, [sub]: HUGE }] })));
          }
          if (propSchema.items.required?.includes(sub)) {
            const { [sub]: _dropped, ...rest } = item as Record<string, unknown>;
            cases.push(withBody(`body ${key}[].${sub}: missing`, JSON.stringify({ ...base.body, [key]: [rest] })));
          }
        }
      }
    }
  }
  return cases;
}
