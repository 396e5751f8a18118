// The diner's public pages the server renders and the browser hydrates (three shapes of path, no router library).

export type DinerRoute =
  { kind: 'booking'; slug: string; iframe: boolean; date: string | null } | { kind: 'my-booking'; shortId: string } | { kind: 'communication'; slug: string };

function segment(value: string): string | null {
  try {
    const decoded = decodeURIComponent(value);
    return decoded && !decoded.includes('/') ? decoded : null;
  } catch {
    return null;
  }
}

/** The route of `pathname` (without its query), or null when the page is the staff application's. */
export function matchDinerPath(pathname: string): DinerRoute | null {
  if (pathname.includes('//')) return null;
  const parts = pathname.split('/').filter(Boolean);
  const decoded = parts.map(segment);
  if (decoded.length < 2 || decoded.some((part) => part === null)) return null;
  const [first, second, third] = decoded as string[];
  if (!second) return null;
  if (first === 'resa' && parts.length === 2) return { kind: 'my-booking', shortId: second };
  // communication/unsubscribe/{guid} and communication/confirm/{token} stay the application's.
  if (first === 'communication' && parts.length === 2) return { kind: 'communication', slug: second };
  if (first !== 'reserver' || parts.length > 3) return null;
  if (parts.length === 2) return { kind: 'booking', slug: second, iframe: false, date: null };
  return third === 'iframe' ? { kind: 'booking', slug: second, iframe: true, date: null } : { kind: 'booking', slug: second, iframe: false, date: third! };
}

/**
 * The global through which a diner page's loader (server/http/diner-loader.ts) hands the taps made
 * before hydration to the hydrated page (web/app/diner/diner-client.tsx).
 */
export const EARLY_INTERACTIONS_GLOBAL = '__couvertEarly';
