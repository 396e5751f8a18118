import { said, type DinerText } from '../../domain/diner-messages/diner-text';

/**
 * Which database failures are outages (temporary, the client should try again) rather than bugs.
 * They answer 503 with `Retry-After` and a message saying it is temporary (in French, in the diner's
 * language on the diner's routes); a bug stays a logged 500.
 */
export type OutageKind = 'busy' | 'unavailable' | 'full' | 'read_only';

/** Thrown when this process refuses to queue one more write: the database is already saturated. */
export class DatabaseBusyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseBusyError';
  }
}

export const OUTAGE_ANSWERS: Record<OutageKind, { retryAfterSeconds: number; message: DinerText; reason: string }> = {
  busy: { retryAfterSeconds: 2, message: said('outageBusy'), reason: 'database_busy' },
  unavailable: { retryAfterSeconds: 5, message: said('outageUnavailable'), reason: 'database_unavailable' },
  full: { retryAfterSeconds: 30, message: said('outageFull'), reason: 'database_full' },
  read_only: { retryAfterSeconds: 30, message: said('outageReadOnly'), reason: 'database_read_only' },
};

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ECONNABORTED']);

// pg's own errors carry no code, only these messages.
const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
  'Cannot use a pool after calling end on the pool',
];

function fieldsOf(error: unknown): { code: string; message: string } {
  if (typeof error !== 'object' || error === null) return { code: '', message: String(error) };
  const e = error as { code?: unknown; message?: unknown };
  return { code: typeof e.code === 'string' ? e.code : '', message: typeof e.message === 'string' ? e.message : '' };
}

export function classifyDatabaseError(error: unknown): OutageKind | null {
  if (error instanceof DatabaseBusyError) return 'busy';
  const { code, message } = fieldsOf(error);
  if (code.startsWith('SQLITE_')) {
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'busy';
    if (code === 'SQLITE_FULL') return 'full';
    if (code.startsWith('SQLITE_READONLY')) return 'read_only';
    if (code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_CANTOPEN') || code === 'SQLITE_PROTOCOL') return 'unavailable';
    return null;
  }
  if (NETWORK_CODES.has(code)) return 'unavailable';
  if (/^[0-9A-Z]{5}$/.test(code)) {
    // SQLSTATE: lock or statement timeout, deadlock, serialization → busy; disk full; read-only
    // (a standby, or default_transaction_read_only); lost connection, shutdown, I/O → unavailable.
    if (code === '55P03' || code === '57014' || code === '40P01' || code === '40001') return 'busy';
    if (code === '53100') return 'full';
    if (code === '25006') return 'read_only';
    if (code.startsWith('08') || code.startsWith('57P') || code.startsWith('53') || code.startsWith('58') || code === '25P03') return 'unavailable';
    return null;
  }
  if (PG_CONNECTION_MESSAGES.some((m) => message.includes(m))) return 'unavailable';
  return null;
}

/** One short line for the log: the code and the database's own message, never the client object. */
export function describeDatabaseError(error: unknown): string {
  const { code, message } = fieldsOf(error);
  const text = (message || String(error)).replace(/\s+/g, ' ').slice(0, 200);
  return code ? `${code} ${text}` : text;
}
