import { frenchOf, type DinerText } from '../../domain/diner-messages/diner-text';

/**
 * The one response shape of the API, as the spec's calls read it. A message to a diner also
 * carries its code (`said`): `message` is written in the diner's language just before sending
 * (diner-language.ts), French by default.
 */
export interface Envelope<T> {
  code: number;
  error: boolean;
  message: string;
  object: T | null;
  said?: DinerText;
}

/** A success, as the routes' response schemas (src/domain/schemas/responses) declare it. */
export interface Success<T> {
  code: number;
  error: false;
  message: string;
  object: T;
  said?: DinerText;
}

export function ok<T>(object: T, message: string | DinerText = '', code = 200): Success<T> {
  if (typeof message === 'string') return { code, error: false, message, object };
  return { code, error: false, message: frenchOf(message), object, said: message };
}

export function failure(code: number, message: string | DinerText, object: unknown = null): Envelope<unknown> {
  if (typeof message === 'string') return { code, error: true, message, object };
  return { code, error: true, message: frenchOf(message), object, said: message };
}

/**
 * An expected refusal: a 4xx with a French message for the person reading it, or a message to a
 * diner by its code (sent in their language). `reason` is a stable machine-readable word for
 * clients and tests.
 */
export class AppError extends Error {
  readonly said: DinerText | undefined;
  constructor(
    readonly status: number,
    message: string | DinerText,
    readonly reason: string = 'error',
  ) {
    super(typeof message === 'string' ? message : frenchOf(message));
    this.said = typeof message === 'string' ? undefined : message;
  }
}

type Words = string | DinerText;
export const notFound = (message: Words) => new AppError(404, message, 'not_found');
export const badRequest = (message: Words, reason = 'invalid') => new AppError(400, message, reason);
export const conflict = (message: Words, reason = 'conflict') => new AppError(409, message, reason);
export const unprocessable = (message: Words, reason = 'refused') => new AppError(422, message, reason);
