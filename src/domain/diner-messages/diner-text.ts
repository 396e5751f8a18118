import type { DinerLanguage } from '../languages.js';
import { FR_DINER_MESSAGES } from './fr.js';

// A message to a diner as data: its code and its parameters. The server throws and returns these;
// the words are chosen at the last moment, in the language of whoever reads them.

type French = typeof FR_DINER_MESSAGES;
export type DinerMessageCode = keyof French;

/** The parameters a code's message needs (none for a plain sentence). */
export type DinerMessageParams<C extends DinerMessageCode> = French[C] extends (p: infer P) => string ? P : undefined;

/** The codes of plain sentences (no parameters). */
export type PlainDinerMessageCode = { [C in DinerMessageCode]: DinerMessageParams<C> extends undefined ? C : never }[DinerMessageCode];

/** One language's catalogue: every code, each with the French one's parameters. */
export type DinerMessages = { readonly [C in DinerMessageCode]: French[C] extends (p: infer P) => string ? (p: P) => string : string };

export interface DinerText {
  readonly code: DinerMessageCode;
  readonly params?: Readonly<Record<string, string | number>>;
  /** The language of the booking (or offer) the message is about, when it has one. */
  readonly language?: DinerLanguage;
}

/** A message by its code, with the parameters its sentence needs. */
export function said<C extends DinerMessageCode>(
  code: C,
  ...rest: DinerMessageParams<C> extends undefined ? [params?: undefined, language?: DinerLanguage] : [params: DinerMessageParams<C>, language?: DinerLanguage]
): DinerText {
  const [params, language] = rest;
  return { code, ...(params ? { params: params } : {}), ...(language ? { language } : {}) };
}

/** The words of `text` in a catalogue; undefined for a code the catalogue does not have. */
export function wordsOf(text: Pick<DinerText, 'code' | 'params'>, catalogue: DinerMessages): string | undefined {
  const entry = (catalogue as unknown as Record<string, string | ((p: Record<string, string | number>) => string) | undefined>)[text.code];
  if (entry === undefined) return undefined;
  return typeof entry === 'function' ? entry(text.params ?? {}) : entry;
}

/** The French words: the default answer, and the staff's. */
export const frenchOf = (text: DinerText): string => wordsOf(text, FR_DINER_MESSAGES)!;

/** The French sentences of a set of plain codes, under the same names. */
export function frenchSentences<K extends string>(codes: Readonly<Record<K, PlainDinerMessageCode>>): Record<K, string> {
  return Object.fromEntries(Object.entries<PlainDinerMessageCode>(codes).map(([name, code]) => [name, FR_DINER_MESSAGES[code]])) as Record<K, string>;
}

export function isDinerText(value: unknown): value is DinerText {
  return typeof value === 'object' && value !== null && typeof (value as DinerText).code === 'string' && (value as DinerText).code in FR_DINER_MESSAGES;
}
