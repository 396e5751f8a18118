import { FakeStripeError } from './stripe-errors';

interface Stored {
  method: string;
  path: string;
  params: string;
  status: number;
  body: object;
}

/**
 * Stripe's idempotent requests: a POST's result is kept under its `Idempotency-Key` (per API key
 * and account), the same request again gets the same answer (`Idempotent-Replayed: true`), and the
 * key with other parameters is refused. Like Stripe, a request refused before it ran (a parameter
 * error, 400/404) keeps nothing, so it can be corrected and sent again under the same key.
 */
export class IdempotencyKeys {
  private readonly stored = new Map<string, Stored>();

  /** The stored answer of this key, or null when the request must run. */
  replay(scope: string, key: string, method: string, path: string, body: string): Stored | null {
    const found = this.stored.get(`${scope}\u0000${key}`);
    if (!found) return null;
    if (found.method !== method || found.path !== path || found.params !== canonical(body)) {
      throw new FakeStripeError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      });
    }
    return found;
  }

  remember(scope: string, key: string, method: string, path: string, body: string, status: number, answer: object): void {
    if (status === 400 || status === 404 || status === 401 || status === 403) return;
    this.stored.set(`${scope}\u0000${key}`, { method, path, params: canonical(body), status, body: answer });
  }
}

/** The parameters in a stable order: the same request sent twice compares equal. */
function canonical(body: string): string {
  return JSON.stringify([...new URLSearchParams(body)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
