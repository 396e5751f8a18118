import type { DinerCatalogue } from './diner-language';
import { enPages } from './en-pages';
import { enWizard } from './en-wizard';

// English catalogue of the diner's pages, typed against the French one (fr.ts).
export const en: DinerCatalogue = { ...enPages, wizard: enWizard };
