// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { CLOSED_ON_MONDAYS } from '../../../tests/support/weekdays';
import { setLanguageCatalogue } from '../i18n/diner-language';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { resetStorageBackendForTests } from '../lib/storage';
import { newDraft } from './draft';
import type { RestaurantConfig } from './types';
import { Wizard } from './wizard';

// The diner's allergies: a field of its own on page 4, in the diner's language, kept in the
// draft, left out of the draft check (whose fields are the spec's) and sent with the booking.

const config = {
  name: 'Le Petit Zinc',
  logo_img: '',
  external_form_information: '',
  restaurantId: 1,
  restaurantGuid: 'g-1',
  app_config_name: 'Couvert',
  app_config_version: '1.0.0',
  arraySteps: ['Choix du jour', 'Informations', 'Validation'],
  ...CLOSED_ON_MONDAYS,
  show_experience_stepper: false,
  placing_customer_icons_selected: [],
  website: '',
  phoneNumber: '+33 1 42 72 18 30',
  external_form_active: true,
  awaiting_owner_confirmation: false,
  restaurantIcons: [],
  seo_meta_keys: '',
  seo_no_follow: false,
  show_birthday_input: false,
  show_post_code: false,
  restaurant_configurations: {},
  floorplan_image: '',
  is_adult: false,
  confirm_booking_sms_is_active: false,
  min_tableware_confirm_booking: 6,
  is_waiting_booking_enabled: true,
  is_table_names_enabled: false,
  time_zone: 'Europe/Paris',
  today: '2026-11-21',
  booking_min_date: '2026-11-21',
  booking_max_date: '2027-02-19',
  botcheck: { kind: 'none' },
} satisfies RestaurantConfig;

const filledDraft = {
  ...newDraft('le-petit-zinc'),
  date: '2026-11-24',
  hour: '20:00',
  name: 'Camille Durand',
  email: 'camille@example.fr',
  phone: '0612345678',
  phoneConfirmation: '0612345678',
};

const envelope = (object: unknown, status = 200) =>
  new Response(JSON.stringify({ code: status, error: status >= 400, message: '', object }), { status, headers: { 'Content-Type': 'application/json' } });

let calls: { url: string; method: string; body: Record<string, unknown> | undefined }[] = [];

beforeEach(() => {
  localStorage.clear();
  resetStorageBackendForTests();
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, method: init?.method ?? 'GET', body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined });
      if (url.endsWith('/api/bookings') && init?.method === 'POST') return envelope({ shortId: 's1', guid: 'g1', reference: 'R1', status: 'confirmed' }, 201);
      if (url.endsWith('/identity')) return envelope({ restaurantId: 1, restaurantGuid: 'g-1' });
      if (url.endsWith('/bookings/protection')) return envelope({ protection: null });
      if (url.includes('/active-tables') || url.includes('/blocked-tables') || url.endsWith('/closed-dates')) return envelope([]);
      return envelope(null);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWizard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wizard = (
    <Wizard
      slug="le-petit-zinc"
      config={config}
      today="2026-11-21"
      query=""
      routeDate={null}
      onReset={() => {}}
      onBooked={() => {}}
      onPaymentNeeded={() => {}}
    />
  );
  const router = createMemoryRouter([{ path: '/reserver/:slug', element: wizard }], { initialEntries: ['/reserver/le-petit-zinc'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const primary = () => screen.getByTestId<HTMLButtonElement>('wizard-next');
const stored = () => JSON.parse(localStorage.getItem('booking')!) as Record<string, unknown>;
const storedDietary = () => JSON.parse(localStorage.getItem('bookingDietary') ?? 'null') as unknown;

describe('the allergies field of the booking wizard', () => {
  it('is closed and empty at first, in French, apart from the comment', () => {
    localStorage.setItem('booking', JSON.stringify(filledDraft));
    localStorage.setItem('bookingPage', '4');
    renderWizard();
    const field = screen.getByTestId('dietary-field');
    expect(field.hasAttribute('open')).toBe(false);
    expect(screen.getByText('Allergies ou régime alimentaire ?')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Fruits à coque').checked).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('Informations complémentaires (facultatif)').value).toBe('');
  });

  it('takes ticks and words in the diner’s language and sends them with the booking only', async () => {
    setLanguageCatalogue('en', en);
    onTestFinished(() => setLanguageCatalogue('fr', fr));
    localStorage.setItem('booking', JSON.stringify(filledDraft));
    localStorage.setItem('bookingPage', '4');
    renderWizard();
    fireEvent.click(screen.getByText('Allergies or dietary needs?'));
    fireEvent.click(screen.getByLabelText('Peanuts'));
    fireEvent.click(screen.getByLabelText('Vegan'));
    fireEvent.change(screen.getByLabelText('Details (optional)'), { target: { value: 'Even traces' } });
    // Kept beside the spec's draft, never inside it.
    await waitFor(() => expect(storedDietary()).toEqual({ codes: ['peanuts', 'vegan'], note: 'Even traces' }));
    expect(stored()).not.toHaveProperty('dietary');
    expect(screen.getByTestId('dietary-field').hasAttribute('open')).toBe(true);

    await waitFor(() => expect(primary().disabled).toBe(false));
    fireEvent.click(primary());
    await screen.findByText(/I accept the/);
    const check = calls.find((c) => c.url.endsWith('/bookings/check'))!;
    expect(Object.keys(check.body!)).not.toContain('dietary');

    await waitFor(() => expect(screen.queryByTestId('protection')).toBeNull());
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    fireEvent.click(primary());
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/bookings') && c.method === 'POST')).toBe(true));
    const created = calls.find((c) => c.url.endsWith('/api/bookings') && c.method === 'POST')!;
    expect(created.body!.dietary).toEqual({ codes: ['peanuts', 'vegan'], note: 'Even traces' });
    expect(created.body!.information).toBe('');
  });
});
