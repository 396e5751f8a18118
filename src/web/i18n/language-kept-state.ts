import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

// A language switch draws the diner's page anew (lib/language-switch.tsx keys it by language), so every
// component would start again from its first state: a field left in error would lose its error, a
// ticked box its tick, a half-filled form its words. What a component keeps here outlives that
// redraw, and only that one: an ordinary unmount (another page of the wizard, a reset) forgets it.

const kept = new Map<string, unknown>();
let switching = false;

/** Said by the switch just before the page is drawn again in the new language. */
export function beginLanguageRedraw(): void {
  switching = true;
}

/** Said once the page in the new language is on screen: unmounts are ordinary again. */
export function endLanguageRedraw(): void {
  switching = false;
}

/**
 * `useState`, kept across a language switch under `key` (a name unique on the page). Without a key
 * it is plain `useState`, for a shared component that a page may or may not ask to keep.
 */
export function useLanguageKeptState<T>(key: string | undefined, initial: T | (() => T)): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(() => {
    if (key !== undefined && kept.has(key)) return kept.get(key) as T;
    return typeof initial === 'function' ? (initial as () => T)() : initial;
  });
  useEffect(() => {
    if (key !== undefined) kept.set(key, value);
  }, [key, value]);
  useEffect(() => {
    if (key === undefined) return;
    return () => {
      if (!switching) kept.delete(key);
    };
  }, [key]);
  return [value, setValue];
}
