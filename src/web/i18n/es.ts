import type { DinerCatalogue } from './diner-language';
import { esPages } from './es-pages';
import { esWizard } from './es-wizard';

// Spanish catalogue of the diner's pages, typed against the French one (fr.ts).
export const es: DinerCatalogue = { ...esPages, wizard: esWizard };
