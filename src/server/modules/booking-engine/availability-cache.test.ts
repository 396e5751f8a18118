import { describe, expect, it } from 'vitest';
import { MAX_BODIES_PER_ENTRY, rememberBody } from './availability-cache';

describe('the availability cache bounds', () => {
  it('keeps at most a bounded number of answers per day, starting over when full', () => {
    const bodies = new Map<string, string>();
    for (let minute = 0; minute < MAX_BODIES_PER_ENTRY * 3; minute++) rememberBody(bodies, `2|2026-11-19|${minute}`, '{}');
    expect(bodies.size).toBeLessThanOrEqual(MAX_BODIES_PER_ENTRY);
    expect(bodies.get(`2|2026-11-19|${MAX_BODIES_PER_ENTRY * 3 - 1}`)).toBe('{}');
  });
});
