import type { OutboxRow } from '../outbox';

// Some payloads carry what grants access (a phone confirmation code, a password-reset link). They
// are needed until the message is delivered and only then; a delivered row is kept for history and
// support, so once a row is settled for good those fields are replaced by this marker.

export const REDACTED = '[masqué après envoi]';

const SECRET_FIELDS: Record<string, readonly string[]> = {
  sms_code: ['code'],
  password_reset: ['resetUrl'],
  email_confirmation: ['confirmUrl'],
};

/**
 * The payload to store when `row` is settled (sent, skipped or failed for good), or undefined when
 * it holds nothing secret and stays as it is.
 */
export function redactedPayload(row: Pick<OutboxRow, 'kind' | 'payload'>): string | undefined {
  const fields = SECRET_FIELDS[row.kind];
  if (!fields) return undefined;
  let payload: unknown;
  try {
    payload = JSON.parse(row.payload);
  } catch {
    payload = null;
  }
  // Unreadable: where the secret sits is unknown, so nothing of it is kept.
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return JSON.stringify({});
  const kept: Record<string, unknown> = { ...(payload as Record<string, unknown>) };
  for (const field of fields) if (field in kept) kept[field] = REDACTED;
  return JSON.stringify(kept);
}
