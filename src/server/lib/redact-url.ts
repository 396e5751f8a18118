// Some URLs carry secrets (the staff code of the spec's user lookup, capability links, a token or
// ticket someone put in a query string): logs keep the route's shape, not the secret.
const SECRET_SEGMENTS =
  /^(\/(?:api\/)?(?:user|resa|confirmresa|offre|waiting-offers|bookings\/short|communication\/unsubscribe|communication\/confirm|subscriptions)\/)[^/?]+/;

/**
 * Query parameters whose values are kept in logs: paging and filters that say nothing about a
 * person. Every other value (tokens, tickets, searched names, e-mails…) is masked, so a secret
 * added to a query string tomorrow is masked without anyone thinking of it.
 */
const LOGGED_QUERY_KEYS = new Set(['page', 'pageSize', 'limit', 'channel', 'covers', 'date', 'from', 'to', 'status']);

export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(SECRET_SEGMENTS, '$1…');
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals === -1 ? pair : pair.slice(0, equals);
      if (equals === -1 || LOGGED_QUERY_KEYS.has(safeDecode(key))) return pair;
      return `${key}=…`;
    })
    .join('&');
  return `${path}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
