/** The one response shape of the API, as the spec's calls read it. */
export interface Envelope<T> {
  code: number;
  error: boolean;
  message: string;
  object: T | null;
}

/** A success, as the routes' response schemas (src/domain/schemas/responses) declare it. */
export interface Success<T> {
  code: number;
  error: false;
  message: string;
  object: T;
}

export function ok<T>(object: T, message = '', code = 200): Success<T> {
  return { code, error: false, message, object };
}

export function failure(code: number, message: string, object: unknown = null): Envelope<unknown> {
  return { code, error: true, message, object };
}

/**
 * An expected refusal: a 4xx with a French message for the person reading it. `reason` is a
 * stable machine-readable word for clients and tests.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly reason: string = 'error',
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new AppError(404, message, 'not_found');
export const badRequest = (message: string, reason = 'invalid') => new AppError(400, message, reason);
export const conflict = (message: string, reason = 'conflict') => new AppError(409, message, reason);
export const unprocessable = (message: string, reason = 'refused') => new AppError(422, message, reason);
