import { isIP } from 'node:net';

/**
 * What `TRUST_PROXY` says about the reverse proxies in front of the server, in the form Fastify's
 * `trustProxy` takes: `false` (the default: the client is the socket's peer, whatever headers it
 * sends), a number of proxy hops, or the proxies' addresses and CIDR ranges. `true` (trust any
 * sender of `X-Forwarded-For`) is deliberately not offered: it lets every client choose the
 * address its rate limits are counted under.
 */
export type TrustProxy = false | number | string[];

export type TrustProxyParse = { ok: true; value: TrustProxy } | { ok: false; message: string };

const HELP =
  'doit valoir false (par défaut), un nombre de proxys (1, 2…) ou la liste des adresses des proxys séparées par des virgules (ex. 127.0.0.1,10.0.0.0/8)';

export function parseTrustProxy(raw: string | undefined): TrustProxyParse {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return { ok: true, value: false };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? { ok: true, value: hops } : { ok: false, message: `${HELP} ; ${value} proxys successifs n'est pas plausible` };
  }
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || invalid.length > 0) {
    return { ok: false, message: `${HELP} ; « ${invalid.join(', ') || value} » n'est pas une adresse IP ni une plage CIDR` };
  }
  return { ok: true, value: entries };
}

function isAddressOrRange(entry: string): boolean {
  const [address, prefix, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * The configured trust in Fastify's terms. A hop count becomes "the nearest n addresses of the
 * chain are proxies" (Fastify itself now ignores a bare number): only right when the server can be
 * reached through those proxies alone, which is what docs/deploy.md asks of it.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
