import { isDinerLanguage, LANGUAGE_COOKIE, languageFromPreferences, type DinerLanguage } from '../../domain/languages';
import { patterns } from './paths';
import { storage } from './storage';
import { setLanguageCatalogue } from '../i18n/diner-language';
import { loadCatalogue } from '../i18n/load-catalogue';

// The diner's pages that the app's router shows (links followed from a message: confirm a booking,
// confirm or end a sign-up, the return from a payment page, a table offered to the waiting list, a restaurant's terms; every diner
// page in development) speak the diner's language too: the one chosen with the switch, or else the
// browser's; a page about a booking may then adopt the booking's (language-switch.tsx). Staff
// pages stay French.

const DINER_PAGES = [
  patterns.confirmBooking,
  patterns.terms,
  patterns.booking,
  patterns.myBooking,
  patterns.bookingPayment,
  patterns.communication,
  patterns.waitingOffer,
];
const DINER_PATHS = new RegExp(`^/(${DINER_PAGES.map((pattern) => pattern.split('/')[1]).join('|')})/`);

function dinerLanguageOfBrowser(): DinerLanguage {
  const chosen = storage.get(LANGUAGE_COOKIE);
  if (isDinerLanguage(chosen)) return chosen;
  return languageFromPreferences(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
}

/** Sets the diner's language before the app's first render when `pathname` is a diner's page. */
export async function applyDinerLanguage(pathname: string): Promise<void> {
  if (!DINER_PATHS.test(pathname)) return;
  const language = dinerLanguageOfBrowser();
  if (language === 'fr') return;
  try {
    setLanguageCatalogue(language, await loadCatalogue(language));
    document.documentElement.lang = language;
  } catch {
    // The chunk could not be fetched: the page stays in French, the product's language.
  }
}
