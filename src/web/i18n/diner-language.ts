import { DEFAULT_LANGUAGE, type DinerLanguage } from '../../domain/languages';
import { fr } from './fr';

// The catalogue the diner's pages read, in the diner's language. French is in every bundle (the
// product's language, the staff's, and the first page's most common one); another language is a
// chunk of its own, loaded before the page hydrates (diner-client.tsx) or when the diner picks it.
// Rendering is synchronous, so the server sets the language just before a page's render
// (diner-server.tsx) and every component reads `copy` as a live binding.

/** The French catalogue's shape with its words as plain strings. */
type Widen<T> = T extends string
  ? string
  : T extends (...args: never[]) => unknown
    ? T
    : T extends readonly (infer E)[]
      ? readonly Widen<E>[]
      : { readonly [K in keyof T]: Widen<T[K]> };

/** Every language's catalogue has the French one's shape: a missing key fails type-check. */
export type DinerCatalogue = Widen<typeof fr>;

export let copy: DinerCatalogue = fr;
let current: DinerLanguage = DEFAULT_LANGUAGE;

export const dinerLanguage = (): DinerLanguage => current;

/** Makes `language` the one every later render reads (its catalogue already loaded). */
export function setLanguageCatalogue(language: DinerLanguage, catalogue: DinerCatalogue): void {
  current = language;
  copy = catalogue;
}
