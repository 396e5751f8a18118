// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguageCatalogue } from '../i18n/diner-language';
import { fr } from '../i18n/fr';
import { DinerLanguageRoot } from '../lib/language-switch';
import { resetStorageBackendForTests } from '../lib/storage';
import type { ThankYouPage } from '../lib/api-contract';
import { ThankYouRoute } from './thank-you-route';

vi.mock('./use-thank-you', () => ({
  refusalText: () => 'injoignable',
  useThankYou: () => ({
    page: { name: 'Camille', date: '2026-11-19', answered: false, feedback_open: true, restaurant_name: 'Le Petit Zinc' } as unknown as ThankYouPage,
    failure: null,
    restaurant: { name: 'Le Petit Zinc', logo: null, logoAlt: 'Le Petit Zinc' },
  }),
}));

afterEach(() => {
  cleanup();
  setLanguageCatalogue('fr', fr);
  document.cookie = 'lang=; max-age=0; path=/';
  resetStorageBackendForTests();
});

describe('ThankYouRoute', () => {
  it('keeps the words typed and the error shown across a language switch, the error in the new language', async () => {
    const router = createMemoryRouter([{ path: '/merci/:token', element: <ThankYouRoute /> }], { initialEntries: ['/merci/abc'] });
    render(
      <DinerLanguageRoot initial="fr">
        <RouterProvider router={router} />
      </DinerLanguageRoot>,
    );
    fireEvent.change(screen.getByLabelText('Un commentaire (facultatif)'), { target: { value: 'Très bon accueil' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer mon avis' }));
    expect(screen.getByRole('alert').textContent).toBe('Veuillez choisir une note de 1 à 5 étoiles.');

    await act(async () => {
      fireEvent.change(screen.getByRole('combobox'), { target: { value: 'en' } });
    });
    await screen.findByRole('button', { name: 'Send my feedback' });
    expect(screen.getByLabelText<HTMLTextAreaElement>('A comment (optional)').value).toBe('Très bon accueil');
    expect(screen.getByRole('alert').textContent).toBe('Please choose a rating from 1 to 5 stars.');
  });
});
