// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TERMS_TEXT } from '../../domain/default-terms';
import { DINER_LANGUAGES, type DinerLanguage } from '../../domain/languages';
import { setLanguageCatalogue } from '../i18n/diner-language';
import { fr } from '../i18n/fr';
import { loadCatalogue } from '../i18n/load-catalogue';
import { TermsRoute } from './terms-route';

// A foreign diner accepts terms they can read: the product's default text in each diner language,
// a restaurant's own text as written, with its language said.

let answer: { terms_text: string; is_default: boolean };

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        code: 200,
        error: false,
        message: '',
        object: { name: 'Le Petit Zinc', slug: 'le-petit-zinc', logo_img: '', seo_no_follow: false, ...answer },
      }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLanguageCatalogue('fr', fr);
});

async function show(language: DinerLanguage) {
  setLanguageCatalogue(language, await loadCatalogue(language));
  const router = createMemoryRouter([{ path: '/conditions/:slug', element: <TermsRoute /> }], { initialEntries: ['/conditions/le-petit-zinc'] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return screen.findByTestId('terms-text');
}

const FIRST_HEADING: Record<DinerLanguage, string> = { fr: 'Objet', en: 'Purpose', de: 'Gegenstand', it: 'Oggetto', es: 'Objeto' };
const HELD_15: Record<DinerLanguage, RegExp> = {
  fr: /gardée 15 minutes/,
  en: /held for 15 minutes/,
  de: /15 Minuten nach der gewählten Uhrzeit/,
  it: /15 minuti dopo l'ora scelta/,
  es: /15 minutos después de la hora elegida/,
};

describe('the terms page', () => {
  it.each(DINER_LANGUAGES)('shows the default terms in %s, every block translated', async (language) => {
    answer = { terms_text: DEFAULT_TERMS_TEXT, is_default: true };
    const text = await show(language);
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveProperty('textContent', FIRST_HEADING[language]);
    // Six blocks, like the French, and nothing of the French left in another language.
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(text.textContent).toMatch(HELD_15[language]);
    if (language !== 'fr') expect(text.textContent).not.toMatch(/réservation|restaurant reste seul/);
    expect(screen.queryByTestId('terms-language-note')).toBeNull();
  });

  it("keeps a restaurant's own text as written and says its language to a foreign diner", async () => {
    answer = { terms_text: 'Annulation\nPrévenez-nous 24 h à l’avance.', is_default: false };
    const text = await show('de');
    expect(text.textContent).toContain('Prévenez-nous 24 h à l’avance.');
    expect(text.getAttribute('lang')).toBe('fr');
    expect(screen.getByTestId('terms-language-note').textContent).toMatch(/Französisch/);
  });

  it('says nothing of the language to a French diner', async () => {
    answer = { terms_text: 'Annulation\nPrévenez-nous.', is_default: false };
    await show('fr');
    expect(screen.queryByTestId('terms-language-note')).toBeNull();
  });
});
