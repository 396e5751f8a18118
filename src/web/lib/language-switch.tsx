import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { DINER_LANGUAGES, isDinerLanguage, LANGUAGE_COOKIE, LANGUAGE_NAMES, type DinerLanguage } from '../../domain/languages';
import { storage } from './storage';
import { setLanguageCatalogue } from '../i18n/diner-language';
import { beginLanguageRedraw, endLanguageRedraw } from '../i18n/language-kept-state';
import styles from './language-switch.module.css';
import { loadCatalogue } from '../i18n/load-catalogue';

// The diner pages' language switch. Its label is written in every language, so that a diner who
// does not read the page's language still finds it. A choice is kept in the browser and sent to
// the server as a cookie, so that the next page is rendered in it from its first byte.

const SWITCH_LABEL = 'Langue · Language · Idioma · Sprache · Lingua';
const ONE_YEAR = 60 * 60 * 24 * 365;

function remember(language: DinerLanguage): void {
  storage.set(LANGUAGE_COOKIE, language);
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR}; SameSite=Lax`;
}

/** Whether the diner picked a language with the switch in this browser (their choice beats any default). */
export function hasChosenLanguage(): boolean {
  return isDinerLanguage(storage.get(LANGUAGE_COOKIE));
}

/**
 * What a page inside the root may do: speak the language of the booking (or offer) it shows,
 * when the diner has not chosen one. The page is then drawn again in it (not remembered).
 */
const AdoptLanguage = createContext<(language: DinerLanguage) => void>(() => undefined);
export const useAdoptLanguage = () => useContext(AdoptLanguage);

/**
 * Holds the page's language: the server's at first (the hydrated words must be the server's),
 * then the diner's choice, kept earlier in this browser or made with the switch.
 */
export function DinerLanguageRoot({ initial = 'fr', children }: { initial?: DinerLanguage; children: ReactNode }) {
  const [language, setLanguage] = useState<DinerLanguage>(initial);

  const choose = (next: DinerLanguage, keep: boolean) => {
    if (keep) remember(next);
    void loadCatalogue(next).then((catalogue) => {
      setLanguageCatalogue(next, catalogue);
      document.documentElement.lang = next;
      // The page is drawn again: what its screens keep (language-kept-state.ts) survives it.
      if (next !== language) beginLanguageRedraw();
      setLanguage(next);
    });
  };

  const adopt = (next: DinerLanguage) => {
    if (!hasChosenLanguage() && next !== language) choose(next, false);
  };

  // A choice stored in this browser whose cookie is gone (cleared, another path): applied now.
  useEffect(() => {
    const kept = storage.get(LANGUAGE_COOKIE);
    if (isDinerLanguage(kept) && kept !== initial) choose(kept, true);
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      {/* A landmark of its own: every part of the page is in one (axe's "region"). */}
      <nav className={styles.bar} aria-label={SWITCH_LABEL}>
        <label className={styles.label}>
          <span className="visually-hidden">{SWITCH_LABEL}</span>
          <select
            className={styles.select}
            value={language}
            lang={language}
            onChange={(event) => {
              if (isDinerLanguage(event.target.value)) choose(event.target.value, true);
            }}
          >
            {DINER_LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </label>
      </nav>
      {/* Keyed by language: every screen, memoised or not, is drawn again in the new words. */}
      <AdoptLanguage.Provider value={adopt}>
        <LanguageScope key={language}>{children}</LanguageScope>
      </AdoptLanguage.Provider>
    </>
  );
}

function LanguageScope({ children }: { children: ReactNode }) {
  // Mounted: the screens of the previous language are gone, those of this one have read what they kept.
  useEffect(() => endLanguageRedraw(), []);
  return children;
}
