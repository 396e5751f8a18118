// The web app calls the API through one typed client (src/web/lib/api.ts): `call` and
// `callEnvelope` name an endpoint by its contract object's key, so its path, body, query and answer
// are checked against src/domain/contract/. A raw `/api/…` path, or a `fetch` of its own, would
// bypass that check (and the client's token, language header, timeout and French errors).
import path from 'node:path';

const WEB = path.join('src', 'web') + path.sep;
/**
 * Where `fetch` is allowed: the client itself, the live feed, a server-sent events stream the
 * client's JSON envelope cannot read (its address comes from the client's `apiUrl`), and the
 * service worker, which forwards the pages' own requests and never calls the API.
 */
const FETCHERS = new Set([path.join('lib', 'api.ts'), path.join('app', 'staff-shell', 'live-events.ts'), path.join('lib', 'offline', 'service-worker.ts')]);
const RAW_API_PATH = /^\/api(\/|$)/;

export const typedApiCalls = {
  meta: {
    type: 'problem',
    docs: { description: 'Web code calls the API through the typed client of src/web/lib/api.ts, never with a raw path.' },
    schema: [],
    messages: {
      rawPath: 'A raw API path: call the endpoint by its contract key with `call` / `callEnvelope` (or `apiUrl`) from lib/api.ts.',
      fetch: '`fetch` of its own: call the API with `call` / `callEnvelope` from lib/api.ts (streams: live-events.ts only).',
    },
  },
  create(context) {
    const file = path.resolve(context.filename);
    const at = file.lastIndexOf(WEB);
    if (at < 0 || /\.test\.tsx?$/.test(file)) return {};
    const inWeb = file.slice(at + WEB.length);
    if (inWeb === path.join('lib', 'api.ts')) return {};
    const mayFetch = FETCHERS.has(inWeb);
    return {
      Literal(node) {
        if (typeof node.value === 'string' && RAW_API_PATH.test(node.value)) context.report({ node, messageId: 'rawPath' });
      },
      TemplateLiteral(node) {
        const first = node.quasis[0]?.value.cooked ?? '';
        if (RAW_API_PATH.test(first)) context.report({ node, messageId: 'rawPath' });
      },
      CallExpression(node) {
        const callee = node.callee;
        const isFetch =
          (callee.type === 'Identifier' && callee.name === 'fetch') ||
          (callee.type === 'MemberExpression' &&
            callee.property.type === 'Identifier' &&
            callee.property.name === 'fetch' &&
            callee.object.type === 'Identifier' &&
            ['window', 'globalThis', 'self'].includes(callee.object.name));
        if (isFetch && !mayFetch) context.report({ node, messageId: 'fetch' });
      },
    };
  },
};

export default { rules: { 'typed-api-calls': typedApiCalls } };
