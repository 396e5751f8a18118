import type { DinerCatalogue } from './diner-language';
import { dePages } from './de-pages';
import { deWizard } from './de-wizard';

// German catalogue of the diner's pages, typed against the French one (fr.ts).
export const de: DinerCatalogue = { ...dePages, wizard: deWizard };
