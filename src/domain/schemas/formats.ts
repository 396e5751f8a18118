import { z } from 'zod';

// The text formats the API accepts, written so the OpenAPI document states them (a `format` or a
// `pattern`): a client building requests from the document alone sends what the server takes.
// Rules a pattern cannot say (the end after the start…) are refinements with their own message.

/** `HH:MM`, 24-hour clock, 00:00 to 23:59 (the same as `isValidTime`). */
const HOUR_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar day `YYYY-MM-DD` (2026-02-30 is refused): OpenAPI `format: date` with its pattern. */
export const isoDateText = (message: string) => z.iso.date({ message });

/** A time of day `HH:MM`. */
export const hourText = (message: string) => z.string().regex(HOUR_PATTERN, message);

/** An https address with a real host name (a dot), no credentials, no spaces or quotes. */
export const HTTPS_URL_PATTERN = /^https:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(\/[^\s"'<>\\]*)?$/;
/** The same, http allowed too (a restaurant's own website). */
export const WEB_URL_PATTERN = /^https?:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(\/[^\s"'<>\\]*)?$/;
/** A path of this site: plain segments, never `//` (another host to a browser) nor `..`. */
export const SITE_PATH_PATTERN = /^\/[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*(\/[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*)*$/;

/** Either of the patterns, or empty. */
export function emptyOr(...patterns: RegExp[]): RegExp {
  return new RegExp(`^$|${patterns.map((p) => `(?:${p.source})`).join('|')}`);
}
