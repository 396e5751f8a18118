// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguageCatalogue } from '../../i18n/diner-language';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { newDraft, type Draft } from '../draft';
import type { RestaurantConfig } from '../types';
import { SummaryChoices } from './summary-choices';

afterEach(() => {
  cleanup();
  setLanguageCatalogue('fr', fr);
});

const config = {
  show_experience_stepper: false,
  is_table_names_enabled: false,
  restaurantIcons: [{ id: 3, label: 'Anniversaire', image: null, selected: false }],
  placing_customer_icons_selected: [],
} as unknown as RestaurantConfig;

const draft: Draft = {
  ...newDraft('le-petit-zinc'),
  date: '2026-11-24',
  hour: '20:00',
  birthday: '1990-03-07',
  post_code: '75004',
  bookingIcons: '3',
  dietary: { codes: ['gluten', 'vegetarian'], note: 'Sans coriandre' },
};

function show(d: Draft) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <dl>
        <SummaryChoices slug="le-petit-zinc" config={config} draft={d} answers={[]} />
      </dl>
    </QueryClientProvider>,
  );
}

describe('SummaryChoices', () => {
  it('reads back the birthday, the post code and the allergies and diet the booking sends', () => {
    show(draft);
    expect(screen.getByText("Date d'anniversaire")).toBeTruthy();
    expect(screen.getByTestId('summary-birthday').textContent).toBe('7 mars 1990');
    expect(screen.getByText('Code postal')).toBeTruthy();
    expect(screen.getByTestId('summary-post-code').textContent).toBe('75004');
    expect(screen.getByText('Allergies et régime')).toBeTruthy();
    expect(screen.getByTestId('summary-dietary').textContent).toBe('Gluten, Végétarien, Sans coriandre');
    expect(screen.getByTestId('summary-preferences').textContent).toBe('Anniversaire');
  });

  it('says them in the diner language', () => {
    setLanguageCatalogue('en', en);
    show(draft);
    expect(screen.getByText('Birthday')).toBeTruthy();
    expect(screen.getByTestId('summary-birthday').textContent).toBe('7 March 1990');
    expect(screen.getByTestId('summary-dietary').textContent).toBe('Gluten, Vegetarian, Sans coriandre');
  });

  it('leaves out what was not given', () => {
    show({ ...draft, birthday: null, post_code: null, dietary: { codes: [], note: '  ' }, bookingIcons: '' });
    for (const id of ['summary-birthday', 'summary-post-code', 'summary-dietary', 'summary-preferences']) expect(screen.queryByTestId(id)).toBeNull();
  });
});
