export interface Answer {
  status: number;
  retryAfter: string | null;
  body: { message?: string; object?: { reason?: string; shortId?: string } | null };
  ms: number;
}

/** One HTTP call with a patience; no answer at all is status 0. */
export async function call(url: string, init: RequestInit = {}, patienceMs = 15_000): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(patienceMs) });
    const text = await response.text();
    let body: Answer['body'] = {};
    try {
      body = JSON.parse(text) as Answer['body'];
    } catch {
      body = { message: text };
    }
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body, ms: performance.now() - started };
  } catch {
    return { status: 0, retryAfter: null, body: {}, ms: performance.now() - started };
  }
}

export function postBooking(baseUrl: string, body: unknown, key?: string, patienceMs?: number): Promise<Answer> {
  return call(
    `${baseUrl}/api/bookings`,
    {
      method: 'POST',
      headers: key ? { 'content-type': 'application/json', 'idempotency-key': key } : { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
    patienceMs,
  );
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Resolves once `output()` matches (the child's log reaches the pipe a little after its answer); false past the deadline. */
export async function outputMatches(output: () => string, pattern: RegExp, withinMs = 5000): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (!pattern.test(output())) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
}
