import type { DinerLanguage } from '../languages.js';
import { DE_DINER_MESSAGES } from './de.js';
import { wordsOf, type DinerMessages, type DinerText } from './diner-text.js';
import { EN_DINER_MESSAGES } from './en.js';
import { ES_DINER_MESSAGES } from './es.js';
import { FR_DINER_MESSAGES } from './fr.js';
import { IT_DINER_MESSAGES } from './it.js';

// Every language's catalogue at once: the server's. The web app takes one language at a time,
// inside that language's chunk (src/web/i18n/<l>-pages.ts), and never imports this file.

export const DINER_MESSAGES: Record<DinerLanguage, DinerMessages> = {
  fr: FR_DINER_MESSAGES,
  en: EN_DINER_MESSAGES,
  es: ES_DINER_MESSAGES,
  de: DE_DINER_MESSAGES,
  it: IT_DINER_MESSAGES,
};

/** `text` in `language`; French for a code a catalogue would lack (the type-check forbids it). */
export function dinerWords(text: DinerText, language: DinerLanguage): string {
  return wordsOf(text, DINER_MESSAGES[language]) ?? wordsOf(text, FR_DINER_MESSAGES)!;
}

export { frenchOf, isDinerText, said, wordsOf } from './diner-text.js';
export type { DinerMessageCode, DinerMessages, DinerText } from './diner-text.js';
