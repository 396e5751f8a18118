import { z } from 'zod';

// Every row id the API accepts, in a body, a path or a query string, goes through these: ids are
// PostgreSQL `integer`s, so anything outside 1..2^31-1 cannot name a row and must be a French 400
// at the boundary, not an "out of range for type integer" 500 from the database (SQLite would
// silently accept it, so the two databases would disagree).

const MAX_ROW_ID = 2_147_483_647;
const outOfRange = 'Identifiant invalide : un nombre entier entre 1 et 2147483647 est attendu.';

/** A row id in a JSON body. */
export const rowId = z.number({ message: outOfRange }).int(outOfRange).min(1, outOfRange).max(MAX_ROW_ID, outOfRange);

/** A row id in a path or query string (text turned into a number). */
export const rowIdParam = z.coerce.number({ message: outOfRange }).int(outOfRange).min(1, outOfRange).max(MAX_ROW_ID, outOfRange);
