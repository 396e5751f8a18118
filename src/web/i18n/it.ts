import type { DinerCatalogue } from './diner-language';
import { itPages } from './it-pages';
import { itWizard } from './it-wizard';

// Italian catalogue of the diner's pages, typed against the French one (fr.ts).
export const it: DinerCatalogue = { ...itPages, wizard: itWizard };
