import type { Executor } from '../../db/transactions';

export interface StoredResponse {
  requestHash: string;
  statusCode: number;
  body: unknown;
}

export async function findStoredResponse(db: Executor, scope: string, key: string): Promise<StoredResponse | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response_body'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
  return row && { requestHash: row.request_hash, statusCode: row.status_code, body: JSON.parse(row.response_body) };
}

/**
 * The insert of a request's answer, unexecuted: the booking engine puts it in the statement that
 * creates the booking (new-booking-repository.ts), so the answer is stored with what it reports.
 */
export function storeResponse(db: Executor, entry: { scope: string; key: string; requestHash: string; statusCode: number; body: unknown; at: string }) {
  return db.insertInto('idempotency_keys').values({
    scope: entry.scope,
    key: entry.key,
    request_hash: entry.requestHash,
    status_code: entry.statusCode,
    response_body: JSON.stringify(entry.body),
    created_at: entry.at,
  });
}
