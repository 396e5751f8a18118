// Some URLs carry secrets (the staff code of the spec's user lookup, capability links): logs keep
// the route's shape, not the secret.
const SECRET_SEGMENTS = /^(\/(?:api\/)?(?:user|resa|confirmresa|bookings\/short|communication\/unsubscribe|communication\/confirm|subscriptions)\/)[^/?]+/;

export function redactUrl(url: string): string {
  return url.replace(SECRET_SEGMENTS, '$1…');
}
