import { patterns } from '../paths';

const STAFF_ROOT = patterns.serviceBook;

/** The cache of the restaurant's pictures the staff screens show (its logo), kept for a cut. */
export const PICTURES_CACHE = 'couvert-pictures';

/**
 * The staff app's pages, which the kept shell may answer offline: the index (the code screen, the
 * staff home), the sign-in, the tutorial and everything under the book. Diner pages are rendered by
 * the server for each diner and are never answered from the device.
 */
export function isStaffPage(pathname: string): boolean {
  return (
    pathname === patterns.home ||
    pathname === patterns.login ||
    pathname === patterns.tutorial ||
    pathname === STAFF_ROOT ||
    pathname.startsWith(`${STAFF_ROOT}/`)
  );
}
