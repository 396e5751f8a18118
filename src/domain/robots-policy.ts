// Which pages search engines may index, decided in one place for the server (X-Robots-Tag header and
// the robots meta written into the HTML) and the browser (the meta after client-side navigation).
//
// Indexable: the pages a restaurant wants found — the home page, its booking pages, its
// daily-specials sign-up and its general terms (public text, linked from the booking page). Everything else is either a staff screen or a capability link (the URL is
// the secret: my-booking, confirmation, unsubscribe, subscription confirmation, password reset), and
// an unknown address is not a page worth indexing either; an allow-list keeps new screens hidden
// until someone decides otherwise.

/** Links whose URL is the secret: never indexed, never leaked through Referer. */
export const CAPABILITY_LINK = /^\/(resa|confirmresa|offre|merci|communication\/unsubscribe|communication\/confirm)\//;

const INDEXABLE: readonly RegExp[] = [/^\/$/, /^\/reserver\/[^/]+(\/[^/]+)?\/?$/, /^\/communication\/[^/]+\/?$/, /^\/conditions\/[^/]+\/?$/];

export interface RobotsPolicy {
  index: boolean;
  /** The robots meta / X-Robots-Tag value the route allows at most. */
  content: 'index,follow' | 'noindex,nofollow';
}

export function robotsPolicyFor(pathname: string): RobotsPolicy {
  const index = !CAPABILITY_LINK.test(pathname) && INDEXABLE.some((re) => re.test(pathname));
  return { index, content: index ? 'index,follow' : 'noindex,nofollow' };
}

/**
 * What a page asks for (the booking page honours the restaurant's "no follow" setting), bounded by
 * its route: a page may be stricter than its route, never more open.
 */
export function robotsContentFor(pathname: string, requested?: string): string {
  const policy = robotsPolicyFor(pathname);
  if (!policy.index) return policy.content;
  return requested ?? policy.content;
}
