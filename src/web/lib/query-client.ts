// The one query client of the web app, and the rule for retrying a failed call.
//
// A refusal (any 4xx: unknown slug, expired link, forbidden) answers the same the second time, so
// retrying it only keeps a spinner on screen; a network cut or a 5xx may pass on a second try.

import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

const MAX_RETRIES = 1;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: 0 },
    },
  });
}
