import { describe, expect, it } from 'vitest';
import { parseSse } from './live-events';

describe('server-sent events parsing', () => {
  it('emits complete events and keeps the unfinished tail', () => {
    const seen: Array<[string, string]> = [];
    const rest = parseSse('retry: 3000\n\nevent: ready\ndata: {}\n\n: ping\n\nid: 4\nevent: booking\ndata: {"a":1}\n\nevent: book', (type, data) =>
      seen.push([type, data]),
    );
    expect(seen).toEqual([
      ['ready', '{}'],
      ['booking', '{"a":1}'],
    ]);
    expect(rest).toBe('event: book');
    parseSse(`${rest}ing\r\ndata: {"b":2}\r\n\r\n`, (type, data) => seen.push([type, data]));
    expect(seen.at(-1)).toEqual(['booking', '{"b":2}']);
  });
});
