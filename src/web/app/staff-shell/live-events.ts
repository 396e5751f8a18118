// The service book's live feed: server-sent events read with fetch, so the token travels in the
// Authorization header (never in a URL), with reconnection and a back-off.

import type { LiveEvent } from '../../../domain/service-book';
import { staffSession } from '../../lib/staff/session';
import { SIGNED_OUT_EVENT } from '../../lib/api';

export type { LiveEvent };

export interface LiveHandlers {
  onEvent: (event: LiveEvent) => void;
  /** Connected (again): whatever happened meanwhile must be re-read. */
  onReady: () => void;
  onConnectionChange: (connected: boolean) => void;
}

/** Parses `event:`/`data:` blocks out of a growing buffer; returns what is left unparsed. */
export function parseSse(buffer: string, emit: (type: string, data: string) => void): string {
  const blocks = buffer.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let type = 'message';
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') type = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0 || type !== 'message') emit(type, data.join('\n'));
  }
  return rest;
}

export function connectLive(url: string, handlers: LiveHandlers): () => void {
  const controller = new AbortController();
  let attempt = 0;
  let stopped = false;

  const signOut = () => {
    stopped = true;
    staffSession.signOut();
    window.dispatchEvent(new CustomEvent(SIGNED_OUT_EVENT));
  };

  async function run(): Promise<void> {
    while (!stopped) {
      const token = staffSession.token();
      if (!token) return;
      try {
        const response = await fetch(url, {
          headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
          signal: controller.signal,
          cache: 'no-store',
        });
        if (response.status === 401) return signOut();
        if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer = parseSse(buffer + decoder.decode(value, { stream: true }), (type, data) => {
            if (type === 'ready') {
              attempt = 0;
              handlers.onConnectionChange(true);
              handlers.onReady();
            } else if (type === 'booking') {
              try {
                handlers.onEvent(JSON.parse(data) as LiveEvent);
              } catch {
                // A malformed event is skipped; the next re-read catches up.
              }
            } else if (type === 'expired') {
              signOut();
            }
          });
          if (stopped) return;
        }
      } catch {
        if (controller.signal.aborted) return;
      }
      if (stopped) return;
      handlers.onConnectionChange(false);
      attempt++;
      // 1 s, 2 s, 4 s… up to 30 s, with jitter so a room of tablets does not reconnect in step.
      const delay = Math.min(30_000, 1000 * 2 ** Math.min(attempt - 1, 5)) * (0.75 + Math.random() / 2);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }

  void run();
  return () => {
    stopped = true;
    controller.abort();
  };
}
