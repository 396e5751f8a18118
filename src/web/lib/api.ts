// The product's API: every response is the envelope `{ code, error, message, object }`; a refusal is
// a 4xx with `error: true` and a message meant to be shown as it is. A message to a diner also
// comes as its code (`said`): the page writes it in the language it speaks now, and tells the
// server that language with every call.

import { isDinerText, wordsOf, type DinerText } from '../../domain/diner-messages/diner-text';
import { copy, dinerLanguage } from '../i18n/diner-language';
import { fr } from '../i18n/fr';
import { storage } from './storage';
import { STORAGE_KEYS } from './storage-keys';

export const API_BASE = '/api';

export interface Envelope<T> {
  code: number;
  error: boolean;
  message: string;
  object: T;
  /** The message by its code, when it is one of the diner's. */
  said?: DinerText;
}

/** The HTTP header naming the language of the page that calls (the staff's pages: French). */
const DINER_LANGUAGE_HEADER = 'X-Diner-Language';

/** A diner's message in the language the page speaks now; `message` (the server's words) otherwise. */
export function serverWords(answer: { message: string; said?: DinerText | null }): string {
  return (answer.said && wordsOf(answer.said, copy.messages)) || answer.message;
}

export class ApiError extends Error {
  /** HTTP status, 0 when the server could not be reached. */
  readonly status: number;
  /** The server's own message, when it sent one (in the page's language at the time of the call). */
  readonly serverMessage: string | null;
  /** The same message by its code, when it is one of the diner's: to write it again after a language switch. */
  readonly said: DinerText | null;
  readonly body: unknown;

  constructor(status: number, serverMessage: string | null, body: unknown, said: DinerText | null = null) {
    super(serverMessage ?? (status === 0 ? fr.common.networkError : fr.common.genericError));
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.said = said;
    this.body = body;
  }

  /** A refusal the diner can act on (4xx with a message), as opposed to a crash or a network cut. */
  get isRefusal(): boolean {
    return this.status >= 400 && this.status < 500 && this.serverMessage !== null;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The login call is the only one sent without the bearer header. */
  anonymous?: boolean;
}

const TIMEOUT_MS = 20_000;

/** Calls `/api{path}` and returns the whole envelope; throws ApiError on any failure. */
export async function apiEnvelope<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', [DINER_LANGUAGE_HEADER]: dinerLanguage(), ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = options.anonymous ? null : storage.get(STORAGE_KEYS.token);
  if (token) headers.Authorization = `Bearer ${token}`;

  // Older mobile browsers lack AbortSignal.any/timeout: combine by hand.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const signal = controller.signal;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, null, error);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }

  let body: unknown = null;
  const text = await response.text().catch(() => '');
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  const envelope = isEnvelope(body) ? body : null;
  const said = envelope && isDinerText(envelope.said) ? envelope.said : null;
  const sent = envelope && typeof envelope.message === 'string' && envelope.message.trim() ? envelope.message : null;
  const message = sent === null ? null : serverWords({ message: sent, said });

  if (!response.ok || envelope?.error === true) {
    throw new ApiError(response.status, message, body, said);
  }
  if (!envelope) throw new ApiError(response.status, null, body);
  return { ...(envelope as Envelope<T>), message: message ?? '' };
}

/** Calls `/api{path}` and returns the envelope's object. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiEnvelope<T>(path, options)).object;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'error' in value;
}

/** What to tell a person about a failed call: the server's message for a refusal, else `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.isRefusal && error.serverMessage) return error.serverMessage;
    if (error.status === 0) return fr.common.networkError;
  }
  return fallback;
}
