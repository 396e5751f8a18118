import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { createQueryClient, shouldRetryQuery } from './query-client';

describe('query retries', () => {
  it('never retries a refusal such as a 404, retries a server failure once', () => {
    expect(shouldRetryQuery(0, new ApiError(404, 'Restaurant introuvable.', null))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(403, null, null))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(500, null, null))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError(0, null, null))).toBe(true);
    expect(shouldRetryQuery(1, new ApiError(500, null, null))).toBe(false);
  });

  it('the app query client asks an unknown slug once and fails at once', async () => {
    const client = createQueryClient();
    let calls = 0;
    const started = Date.now();
    await expect(
      client.fetchQuery({
        queryKey: ['restaurant-config', 'inconnu'],
        queryFn: () => {
          calls += 1;
          throw new ApiError(404, 'Restaurant introuvable.', null);
        },
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(1);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('the app query client tries a failing server twice', async () => {
    const client = createQueryClient();
    let calls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['hours'],
        retryDelay: 0,
        queryFn: () => {
          calls += 1;
          throw new ApiError(503, null, null);
        },
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(2);
  });
});
