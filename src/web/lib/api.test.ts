import { describe, expect, it } from 'vitest';
import { callTimeoutMs } from './api';

describe('how long a call may take', () => {
  it('is 20 seconds for an ordinary call', () => {
    expect(callTimeoutMs(undefined)).toBe(20_000);
    expect(callTimeoutMs({ name: 'Table 1' })).toBe(20_000);
  });

  it('gives a 2 MB picture the time a slow phone uplink needs on top', () => {
    const picture = new Blob([new Uint8Array(2 * 1024 * 1024)], { type: 'image/jpeg' });
    expect(callTimeoutMs(picture)).toBe(20_000 + Math.ceil((2 * 1024 * 1024) / 25));
    expect(callTimeoutMs(picture)).toBeGreaterThan(100_000);
  });
});
