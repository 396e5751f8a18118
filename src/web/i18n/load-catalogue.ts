import type { DinerLanguage } from '../../domain/languages';
import type { DinerCatalogue } from './diner-language';
import { fr } from './fr';

// A language's catalogue: French at hand, the others fetched as chunks of their own. The booking
// wizard's words are a chunk apart: a page without the wizard (my booking, the daily specials)
// fetches the rest only, and keeps French words under `wizard`, which it never shows.

let wizardShown = true;

/** Said once by a page that never shows the booking wizard, before it loads a catalogue. */
export function loadCataloguesWithoutWizard(): void {
  wizardShown = false;
}

const pagesOnly = (pages: Omit<DinerCatalogue, 'wizard'>): DinerCatalogue => ({ ...pages, wizard: fr.wizard });

export function loadCatalogue(language: DinerLanguage): Promise<DinerCatalogue> {
  switch (language) {
    case 'en':
      return wizardShown ? import('./en').then((m) => m.en) : import('./en-pages').then((m) => pagesOnly(m.enPages));
    case 'es':
      return wizardShown ? import('./es').then((m) => m.es) : import('./es-pages').then((m) => pagesOnly(m.esPages));
    case 'de':
      return wizardShown ? import('./de').then((m) => m.de) : import('./de-pages').then((m) => pagesOnly(m.dePages));
    case 'it':
      return wizardShown ? import('./it').then((m) => m.it) : import('./it-pages').then((m) => pagesOnly(m.itPages));
    default:
      return Promise.resolve(fr);
  }
}
