/** One server-sent event as received. */
export interface ReceivedEvent {
  event: string;
  data: string;
}

export interface SseReader {
  events: ReceivedEvent[];
  /** Resolves with the first event (past or future) matching, or rejects after `timeoutMs`. */
  waitFor(predicate: (e: ReceivedEvent) => boolean, timeoutMs: number): Promise<ReceivedEvent>;
  close(): void;
}

/** Reads a server-sent events stream with fetch (bearer header, as the web app does). */
export async function openEventStream(url: string, headers: Record<string, string>): Promise<SseReader> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  if (response.status !== 200 || !response.body) throw new Error(`flux refusé : HTTP ${response.status}`);
  const events: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  let ready!: () => void;
  const readyPromise = new Promise<void>((resolve) => (ready = resolve));
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event) {
            events.push({ event, data: data ?? '' });
            if (event === 'ready') ready();
            for (const w of [...waiters]) w();
          }
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  await readyPromise;
  return {
    events,
    waitFor(predicate, timeoutMs) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(predicate);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`aucun évènement attendu en ${timeoutMs} ms (reçus : ${events.map((e) => e.event).join(', ')})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
