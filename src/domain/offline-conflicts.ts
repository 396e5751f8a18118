import { parseInstant } from './dates.js';

// How a change a host made without network meets what other tablets did meanwhile
// (docs/offline.md). The server runs these rules when the queued change arrives; the tablet runs
// the same ones on its cached day, so what it shows offline is what the server will keep.

/** The separator between two notes written apart: each stays on its own line. */
const NOTE_SEPARATOR = '\n';

/**
 * The note to keep when a host edits a note offline and another tablet may have changed it
 * meanwhile. `base` is the note as the offline tablet last saw it, `mine` what its host typed,
 * `current` what the server holds now. Nobody wrote meanwhile: the host's text. Someone did: their
 * text stays and what the host added is appended (or the host's whole text, when they rewrote the
 * note rather than adding to it), so neither tablet's words are lost.
 */
export function mergeNote(base: string, mine: string, current: string): string {
  const b = base.trim();
  const m = mine.trim();
  const c = current.trim();
  if (c === b || c === m) return m;
  if (m === b) return c;
  const added = m.startsWith(b) ? m.slice(b.length).trim() : m;
  if (added === '' || c.includes(added)) return c;
  return c === '' ? added : `${c}${NOTE_SEPARATOR}${added}`;
}

/**
 * Whether a status change made at `changedAt` is older than the booking's last status change
 * (`lastChangeAt`, both ISO instants): the later of the two wins, so an older change queued on a
 * tablet does not undo a newer one made elsewhere. Equal instants are not stale (the same host's
 * change sent again).
 */
export function isStaleStatusChange(changedAt: string, lastChangeAt: string | null): boolean {
  if (lastChangeAt === null) return false;
  return parseInstant(changedAt).getTime() < parseInstant(lastChangeAt).getTime();
}
