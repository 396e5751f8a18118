// The product's API: every response is the envelope `{ code, error, message, object }`; a refusal is
// a 4xx with `error: true` and a message meant to be shown as it is. A message to a diner also
// comes as its code (`said`): the page writes it in the language it speaks now, and tells the
// server that language with every call. Every call names its endpoint by the key of its contract
// object (src/domain/contract/): the path, the body, the query and the answer are typed by it.

import type { ApiEndpoint, EndpointKey } from '../../domain/contract';
import { isDinerText, wordsOf, type DinerText } from '../../domain/diner-messages/diner-text';
import { copy, dinerLanguage } from '../i18n/diner-language';
import { fr } from '../i18n/fr';
import { storage } from './storage';
import { STORAGE_KEYS } from './storage-keys';

const API_BASE = '/api';

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

/** Fired when a staff call answers 401: the session is over, the app goes back to the code screen. */
export const SIGNED_OUT_EVENT = 'couvert:signed-out';

interface CallOptions {
  signal?: AbortSignal;
  /** An `Idempotency-Key`, where a retried call must get the first answer. */
  headers?: Record<string, string>;
  /** Sent without the bearer header (the staff's sign-in calls and the restaurant's terms). */
  anonymous?: boolean;
}

// Read through zod's own `_zod` slots: cheap for the type checker, where comparing each schema
// with `z.ZodType` is not.
type Sent<S> = S extends { _zod: { input: infer I } } ? I : never;
type Received<S> = S extends { _zod: { output: infer O } } ? O : never;
type Field<Name extends string, E> = E extends { [K in Name]: infer S }
  ? object extends Sent<S>
    ? { [K in Name]?: Sent<S> }
    : { [K in Name]: Sent<S> }
  : { [K in Name]?: never };

type Success<E> = E extends { responses: infer R } ? R[Extract<keyof R, 200 | 201 | 202 | 204>] : never;
// Each endpoint's input and answer are worked out once, endpoint by endpoint, then looked up by
// key: built from the endpoint looked up by key instead, a generic call's input (params & query &
// body) multiplies the three unions of every endpoint, past what the type checker can represent.
type InputsByKey = { [E in ApiEndpoint as E['key']]: Field<'params', E> & Field<'query', E> & Field<'body', E> & CallOptions };
type AnswersByKey = { [E in ApiEndpoint as E['key']]: Envelope<Received<Success<E>> extends { object: infer O } ? O : never> };
/** What a call of endpoint `K` sends: its path parameters, query and body, as its contract reads them. */
export type CallInput<K extends EndpointKey> = InputsByKey[K];
/** The envelope endpoint `K` answers with when it succeeds. */
export type AnswerEnvelope<K extends EndpointKey> = AnswersByKey[K];
/** What endpoint `K` answers, the envelope's object. */
export type Answer<K extends EndpointKey> = AnswerEnvelope<K>['object'];
type Input<K extends EndpointKey> = object extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

const TIMEOUT_MS = 20_000;
/**
 * A picture's bytes take their time on a slow phone network (about 25 kB/s on a poor 3G uplink):
 * its call waits that much longer, so a 2 MB photo is not cut off while still on its way.
 */
const SLOW_UPLOAD_BYTES_PER_MS = 25;

/** How long a call may take: the usual limit, and for a file, the time its bytes need on a slow uplink. */
export const callTimeoutMs = (body: unknown): number => (body instanceof Blob ? TIMEOUT_MS + Math.ceil(body.size / SLOW_UPLOAD_BYTES_PER_MS) : TIMEOUT_MS);

/** The address of endpoint `K` (`/api/…`), its parameters and query filled in. */
export function apiUrl<K extends EndpointKey>(key: K, input: Pick<CallInput<K>, 'params' | 'query'>): string {
  const { params, query } = input as { params?: Scalars; query?: Scalars };
  return API_BASE + pathOf(key, params, query).path;
}

/** Path parameters and query values: text, numbers and flags. */
type Scalars = Record<string, string | number | boolean | null | undefined>;

function pathOf(key: string, params: Scalars = {}, query: Scalars = {}): { method: string; path: string } {
  const [method = 'GET', template = ''] = key.split(' ');
  const path = template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null) search.set(name, String(value));
  const qs = search.toString();
  return { method, path: qs ? `${path}?${qs}` : path };
}

/** Calls endpoint `K` and returns what it answers; throws ApiError on any failure. */
export async function call<K extends EndpointKey>(key: K, ...[input]: Input<K>): Promise<Answer<K>> {
  return (await callEnvelope(key, ...([input] as Input<K>))).object;
}

/**
 * Calls endpoint `K` and returns its whole envelope (for the calls whose message is what the page
 * shows). A staff route answering 401 ends the session: the app goes back to the code screen,
 * whatever page made the call.
 */
export async function callEnvelope<K extends EndpointKey>(key: K, ...[input]: Input<K>): Promise<AnswerEnvelope<K>> {
  // Read without its endpoint's types: what the signature checked is all there is to know here.
  const given = input as unknown as ({ params?: Scalars; query?: Scalars; body?: unknown } & CallOptions) | undefined;
  const { params, query, body, ...options } = given ?? {};
  const { method, path } = pathOf(key, params, query);
  try {
    return (await request<unknown>(method, path, body, options)) as AnswerEnvelope<K>;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && path.startsWith('/staff/')) {
      storage.remove(STORAGE_KEYS.token);
      window.dispatchEvent(new CustomEvent(SIGNED_OUT_EVENT, { detail: error.serverMessage }));
    }
    throw error;
  }
}

async function request<T>(method: string, path: string, body: unknown, options: CallOptions): Promise<Envelope<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', [DINER_LANGUAGE_HEADER]: dinerLanguage(), ...options.headers };
  // A picture goes as its own bytes, typed by the file; everything else as JSON.
  const raw = body instanceof Blob;
  if (body !== undefined) headers['Content-Type'] = raw ? body.type || 'application/octet-stream' : 'application/json';
  const token = options.anonymous ? null : storage.get(STORAGE_KEYS.token);
  if (token) headers.Authorization = `Bearer ${token}`;

  // Older mobile browsers lack AbortSignal.any/timeout: combine by hand.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), callTimeoutMs(body));
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const signal = controller.signal;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
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

  let answer: unknown = null;
  const text = await response.text().catch(() => '');
  if (text) {
    try {
      answer = JSON.parse(text);
    } catch {
      answer = text;
    }
  }
  const envelope = isEnvelope(answer) ? answer : null;
  const said = envelope && isDinerText(envelope.said) ? envelope.said : null;
  const sent = envelope && typeof envelope.message === 'string' && envelope.message.trim() ? envelope.message : null;
  const message = sent === null ? null : serverWords({ message: sent, said });

  if (!response.ok || envelope?.error === true) {
    throw new ApiError(response.status, message, answer, said);
  }
  if (!envelope) throw new ApiError(response.status, null, answer);
  return { ...(envelope as Envelope<T>), message: message ?? '' };
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
