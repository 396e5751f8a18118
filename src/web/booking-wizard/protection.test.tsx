// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setLanguageCatalogue } from '../i18n/diner-language';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { CLOSED_ON_MONDAYS } from '../../../tests/support/weekdays';
import { resetStorageBackendForTests } from '../lib/storage';
import { newDraft } from './draft';
import type { RestaurantConfig } from './types';
import { Wizard } from './wizard';

// The guarantee or deposit on the wizard's last page: read for the chosen slot, ticked apart from
// the terms, its version sent with the booking, read again when the server says it changed.

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

const draft = {
  ...newDraft('le-petit-zinc'),
  date: '2026-12-05',
  hour: '20:00',
  tableware_count: 6,
  name: 'Camille Durand',
  email: 'camille@example.fr',
  phone: '0612345678',
  phoneConfirmation: '0612345678',
};

const guarantee = (version: string, text: string) => ({
  kind: 'guarantee',
  amountCents: 12000,
  currency: 'eur',
  deadlineHours: 24,
  holdMinutes: 10,
  // Friday 4 December 2026, 20:00 in Paris (UTC+1).
  freeCancellationUntil: '2026-12-04T19:00:00.000Z',
  text,
  version,
});

function envelope(object: unknown, status = 200, message = '') {
  return new Response(JSON.stringify({ code: status, error: status >= 400, message, object }), { status, headers: { 'Content-Type': 'application/json' } });
}

type Call = { url: string; method: string; body: Record<string, unknown> | undefined };
let calls: Call[];
let protections: unknown[];
let bookingAnswers: Array<() => Response>;

beforeEach(() => {
  // The summary compares the deadline with now: a fixed now keeps the deadlines below ahead of it.
  vi.useFakeTimers({ now: Date.parse('2026-11-20T10:00:00Z'), toFake: ['Date'] });
  localStorage.clear();
  resetStorageBackendForTests();
  calls = [];
  protections = [guarantee('v1', 'Première ligne.\n\nDeuxième paragraphe du restaurant.')];
  bookingAnswers = [() => envelope({ shortId: 'abc123', guid: 'g', reference: 'R1', status: 'pending', payment: 'guarantee' }, 201)];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, method: init?.method ?? 'GET', body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined });
      if (url.endsWith('/identity')) return envelope({ restaurantId: 1, restaurantGuid: 'g-1' });
      if (url.includes('/active-tables') || url.includes('/blocked-tables') || url.endsWith('/closed-dates')) return envelope([]);
      if (url.endsWith('/bookings/protection')) return envelope({ protection: protections.length > 1 ? protections.shift() : protections[0] });
      if (url.endsWith('/api/bookings') && init?.method === 'POST') return bookingAnswers.shift()!();
      return envelope(null, 404, 'Introuvable');
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderSummary(stored = draft, overrides: Partial<RestaurantConfig> = {}) {
  localStorage.setItem('booking', JSON.stringify(stored));
  localStorage.setItem('bookingPage', '6');
  const onBooked = vi.fn();
  const onPaymentNeeded = vi.fn();
  const wizard = (
    <Wizard
      slug="le-petit-zinc"
      config={{ ...config, ...overrides }}
      today="2026-11-21"
      query=""
      routeDate={null}
      onReset={() => {}}
      onBooked={onBooked}
      onPaymentNeeded={onPaymentNeeded}
    />
  );
  const router = createMemoryRouter([{ path: '/reserver/:slug', element: wizard }], { initialEntries: ['/reserver/le-petit-zinc'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { onBooked, onPaymentNeeded };
}

const book = () => screen.getByTestId<HTMLButtonElement>('wizard-next');
const protectionCalls = () => calls.filter((c) => c.url.endsWith('/bookings/protection'));
const bookingCalls = () => calls.filter((c) => c.url.endsWith('/api/bookings') && c.method === 'POST');

describe('the guarantee on the summary', () => {
  it('asks for the chosen slot and shows the words, the amount and the free-cancellation deadline in the restaurant’s zone', async () => {
    renderSummary();
    const block = await screen.findByRole('region', { name: 'Garantie par carte bancaire' });
    // With the contact details the booking sends: a guest with many no-shows may be asked a card.
    expect(protectionCalls()[0]!.body).toEqual({
      restaurantSlug: 'le-petit-zinc',
      date: '2026-12-05',
      hour: '20:00',
      tablewarecount: 6,
      email: 'camille@example.fr',
      phoneNumber: '0612345678',
      language: 'fr',
    });
    // The restaurant's paragraphs are kept as written.
    expect(screen.getByTestId('protection-text').textContent).toBe('Première ligne.\n\nDeuxième paragraphe du restaurant.');
    expect(screen.getByTestId('protection-amount').textContent).toMatch(/^Montant débité en cas d'absence : 120,00\s€$/);
    expect(screen.getByTestId('protection-deadline').textContent).toBe("Annulation sans frais jusqu'au vendredi 4 décembre 2026 à 20:00");
    expect(block.querySelector('input[type=checkbox]')).toBe(screen.getByLabelText(/J'accepte ces conditions de garantie et le montant indiqué/));
    expect(screen.getByTestId('payment-note').textContent).toMatch(/page de paiement sécurisée.*rien n'est débité aujourd'hui/);
  });

  it('reads the deadline on the restaurant’s clock, not the device’s', async () => {
    renderSummary(draft, { time_zone: 'America/New_York' });
    expect((await screen.findByTestId('protection-deadline')).textContent).toBe("Annulation sans frais jusqu'au vendredi 4 décembre 2026 à 14:00");
  });

  it('keeps "Réserver" off until the guarantee is ticked too, then sends the version ticked and hands over to the payment page', async () => {
    const { onBooked, onPaymentNeeded } = renderSummary();
    await screen.findByTestId('protection-accept');
    fireEvent.click(screen.getByLabelText(/J'accepte les conditions générales/));
    expect(book().disabled).toBe(true);
    expect(screen.getByText('Acceptez les conditions pour réserver.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('protection-accept'));
    await waitFor(() => expect(book().disabled).toBe(false));
    fireEvent.click(book());
    await waitFor(() => expect(onPaymentNeeded).toHaveBeenCalledWith('abc123'));
    expect(bookingCalls()[0]!.body).toMatchObject({ conditions_accepted: true, protection_accepted: 'v1', tablewarecount: 6 });
    // No "request sent" popup: the booking is not done until the card is saved.
    expect(onBooked).not.toHaveBeenCalled();
  });

  it('reads the words again, unticked, when the server says they changed, and books with the new version', async () => {
    protections = [guarantee('v1', 'Anciennes conditions.'), guarantee('v2', 'Nouvelles conditions du restaurant.')];
    bookingAnswers = [
      () => envelope({ reason: 'protection_changed' }, 422, 'Les conditions de garantie ont changé : relisez-les.'),
      () => envelope({ shortId: 'abc123', guid: 'g', reference: 'R1', status: 'pending', payment: 'guarantee' }, 201),
    ];
    const { onPaymentNeeded } = renderSummary();
    fireEvent.click(await screen.findByTestId('protection-accept'));
    fireEvent.click(screen.getByLabelText(/J'accepte les conditions générales/));
    await waitFor(() => expect(book().disabled).toBe(false));
    fireEvent.click(book());
    expect((await screen.findByTestId('protection-changed')).textContent).toMatch(/Les conditions du restaurant ont changé/);
    expect((await screen.findByTestId('protection-text')).textContent).toBe('Nouvelles conditions du restaurant.');
    expect(protectionCalls()).toHaveLength(2);
    expect(screen.getByTestId<HTMLInputElement>('protection-accept').checked).toBe(false);
    expect(book().disabled).toBe(true);
    // The refusal is said in the block, not in a popup over it.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByTestId('protection-accept'));
    await waitFor(() => expect(book().disabled).toBe(false));
    fireEvent.click(book());
    await waitFor(() => expect(onPaymentNeeded).toHaveBeenCalledWith('abc123'));
    expect(bookingCalls().map((c) => c.body!.protection_accepted)).toEqual(['v1', 'v2']);
  });

  it('asks nothing and sends no version when the restaurant asks for no guarantee', async () => {
    protections = [null];
    bookingAnswers = [() => envelope({ shortId: 'abc123', guid: 'g', reference: 'R1', status: 'confirmed', payment: null }, 201)];
    const { onBooked, onPaymentNeeded } = renderSummary();
    await waitFor(() => expect(protectionCalls()).toHaveLength(1));
    fireEvent.click(screen.getByLabelText(/J'accepte les conditions générales/));
    await waitFor(() => expect(book().disabled).toBe(false));
    expect(screen.queryByTestId('protection')).toBeNull();
    expect(screen.queryByTestId('payment-note')).toBeNull();
    fireEvent.click(book());
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(onPaymentNeeded).not.toHaveBeenCalled();
    expect(bookingCalls()[0]!.body).not.toHaveProperty('protection_accepted');
  });

  it('says a deposit is paid now, in English, with the amount and the date in English', async () => {
    setLanguageCatalogue('en', en);
    onTestFinished(() => setLanguageCatalogue('fr', fr));
    protections = [{ ...guarantee('d1', 'A deposit is required.'), kind: 'deposit', amountCents: 3000 }];
    renderSummary();
    expect(await screen.findByRole('heading', { name: 'Deposit' })).toBeTruthy();
    expect(protectionCalls()[0]!.body).toMatchObject({ language: 'en' });
    expect(screen.getByTestId('protection-amount').textContent).toBe('Amount to pay now: €30.00');
    expect(screen.getByTestId('protection-deadline').textContent).toMatch(/^Free cancellation until Friday,? 4 December 2026 at 20:00$/);
    expect(screen.getByLabelText(/I accept these terms and the payment of the deposit shown/)).toBeTruthy();
    expect(screen.getByTestId('payment-note').textContent).toBe('You will pay the €30.00 deposit now, on the secure payment page.');
  });

  it('keeps "Réserver" off and offers to try again when the words cannot be read', async () => {
    let fail = true;
    const online = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        if (String(input).endsWith('/bookings/protection') && fail) return envelope(null, 500, 'Erreur');
        return online(input, init);
      }),
    );
    renderSummary();
    expect((await screen.findByRole('alert')).textContent).toBe('Impossible de charger les conditions de garantie du restaurant.');
    fireEvent.click(screen.getByLabelText(/J'accepte les conditions générales/));
    expect(book().disabled).toBe(true);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByTestId('protection-accept')).toBeTruthy();
  });
});
