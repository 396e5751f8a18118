// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentReturn } from '../../domain/schemas/responses/diner-payment';
import { DinerLanguageRoot } from '../lib/language-switch';
import { resetStorageBackendForTests } from '../lib/storage';
import { setLanguageCatalogue } from '../i18n/diner-language';
import { fr } from '../i18n/fr';
import { openProviderPage } from '../lib/provider-page';
import { BookingPaymentRoute } from './booking-payment-route';

vi.mock('../lib/provider-page', () => ({ openProviderPage: vi.fn() }));

// The page the payment provider sends the diner back to: each outcome of the return, the way on,
// and the booking's language.

function envelope(object: unknown, status = 200, message = '') {
  return new Response(JSON.stringify({ code: status, error: status >= 400, message, object }), { status, headers: { 'Content-Type': 'application/json' } });
}

const booking = {
  state: 'open',
  restaurant_name: 'Le Petit Zinc',
  restaurant_slug: 'le-petit-zinc',
  restaurant_logo: '',
  date: { date: '2026-12-05' },
  hour: '20:00',
  tableware_count: 6,
  date_full: 'Samedi 5 décembre 2026',
  language: 'fr',
};

const confirmed: PaymentReturn = {
  outcome: 'confirmed',
  kind: 'guarantee',
  amountCents: 12000,
  holdUntil: null,
  card: { brand: 'visa', last4: '4242' },
  canRetry: false,
};

let result: () => Response;
let startAnswers: Array<() => Response>;
let bookedIn: string;
let calls: string[];

beforeEach(() => {
  localStorage.clear();
  resetStorageBackendForTests();
  setLanguageCatalogue('fr', fr);
  vi.mocked(openProviderPage).mockClear();
  calls = [];
  bookedIn = 'fr';
  result = () => envelope(confirmed);
  startAnswers = [() => envelope({ checkoutUrl: 'https://pay.example/c/pay/cs_1', holdUntil: '2026-11-21T19:40:00.000Z' })];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url.replace(/^.*\/api/, '')}`);
      if (url.endsWith('/payment/return')) return result();
      if (url.endsWith('/payment') && method === 'POST') return startAnswers.shift()!();
      if (url.endsWith('/bookings/short/abc123')) return envelope({ ...booking, language: bookedIn });
      if (url.endsWith('/restaurants/le-petit-zinc/config')) return envelope({ time_zone: 'Europe/Paris' });
      if (url.includes('/app/config')) return envelope({ name: 'Couvert' });
      return envelope(null, 404, 'Introuvable');
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLanguageCatalogue('fr', fr);
});

function renderPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/resa/:shortId/paiement',
        element: (
          <DinerLanguageRoot initial="fr">
            <BookingPaymentRoute />
          </DinerLanguageRoot>
        ),
      },
    ],
    { initialEntries: ['/resa/abc123/paiement'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const outcome = async () => (await screen.findByTestId('booking-payment')).dataset.outcome;

describe('the return from the payment page', () => {
  it('says it is checking, then that the card is saved and nothing charged, with the way to the booking', async () => {
    renderPage();
    expect(screen.getByRole('status').textContent).toBe('Vérification de votre paiement…');
    expect(await outcome()).toBe('confirmed');
    expect(screen.getByRole('heading', { level: 1, name: 'Réservation confirmée' })).toBeTruthy();
    expect(screen.getByText("Votre carte Visa •••• 4242 est enregistrée en garantie : rien n'a été débité.")).toBeTruthy();
    expect(screen.getByTestId('booking-payment-when').textContent).toBe('Samedi 5 décembre 2026 à 20:00, 6 personnes');
    expect(screen.getByRole('link', { name: 'Voir ma réservation' }).getAttribute('href')).toBe('/resa/abc123');
    expect(calls).toContain('POST /bookings/short/abc123/payment/return');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says the deposit was paid, with its amount', async () => {
    result = () => envelope({ ...confirmed, kind: 'deposit', amountCents: 3000, card: null });
    renderPage();
    expect(await outcome()).toBe('confirmed');
    expect(screen.getByText(/^Votre acompte de 30,00\s€ a été réglé\.$/)).toBeTruthy();
  });

  it('offers to resume an unfinished payment while the table is held, on the restaurant’s clock, and opens the page again', async () => {
    result = () => envelope({ ...confirmed, outcome: 'open', card: null, holdUntil: '2026-12-01T19:40:00.000Z', canRetry: true });
    renderPage();
    expect(await outcome()).toBe('open');
    expect(screen.getByRole('heading', { level: 1, name: "Le paiement n'est pas terminé" })).toBeTruthy();
    expect(screen.getByText("Votre carte n'a pas encore été enregistrée.")).toBeTruthy();
    expect(screen.getByText("Votre table vous est réservée jusqu'à 20:40 : reprenez le paiement pour confirmer la réservation.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reprendre le paiement' }));
    await waitFor(() => expect(openProviderPage).toHaveBeenCalledWith('https://pay.example/c/pay/cs_1'));
    expect(calls).toContain('POST /bookings/short/abc123/payment');
  });

  it('says why the payment page cannot open again, and lets the diner try once more', async () => {
    result = () => envelope({ ...confirmed, outcome: 'open', card: null, holdUntil: '2026-12-01T19:40:00.000Z', canRetry: true });
    startAnswers = [
      () => envelope({ reason: 'slot_gone' }, 409, "Le créneau n'est plus disponible."),
      () => envelope({ checkoutUrl: 'https://pay.example/c/pay/cs_2', holdUntil: '2026-12-01T19:50:00.000Z' }),
    ];
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Reprendre le paiement' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe("Le créneau n'est plus disponible.");
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(openProviderPage).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reprendre le paiement' }));
    await waitFor(() => expect(openProviderPage).toHaveBeenCalledWith('https://pay.example/c/pay/cs_2'));
  });

  it('says the table was released, and offers to try again while the slot is free', async () => {
    result = () => envelope({ ...confirmed, outcome: 'released', card: null, canRetry: true });
    renderPage();
    expect(await outcome()).toBe('released');
    expect(screen.getByRole('heading', { level: 1, name: 'La table a été libérée' })).toBeTruthy();
    expect(screen.getByText(/Le délai pour enregistrer votre carte est dépassé/)).toBeTruthy();
    expect(screen.getByText('Elle est encore libre : vous pouvez réessayer.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Réserver une autre table' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(openProviderPage).toHaveBeenCalledWith('https://pay.example/c/pay/cs_1'));
  });

  it('sends the diner back to the restaurant’s booking page once the released slot is taken', async () => {
    result = () => envelope({ ...confirmed, outcome: 'released', kind: 'deposit', card: null, canRetry: false });
    renderPage();
    expect(await outcome()).toBe('released');
    expect(screen.getByText(/Le délai pour régler l'acompte est dépassé/)).toBeTruthy();
    expect(screen.getByText('Elle a été réservée depuis : choisissez un autre horaire.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Réserver une autre table' }).getAttribute('href')).toBe('/reserver/le-petit-zinc');
  });

  it('says a payment that came too late was refunded in full', async () => {
    result = () => envelope({ ...confirmed, outcome: 'refunded', kind: 'deposit', amountCents: 3000, card: null, canRetry: false });
    renderPage();
    expect(await outcome()).toBe('refunded');
    expect(screen.getByRole('heading', { level: 1, name: 'Paiement remboursé' })).toBeTruthy();
    expect(screen.getByText(/^Votre paiement de 30,00\s€ est arrivé après la fin du délai.*intégralement remboursé/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Réserver une autre table' })).toBeTruthy();
  });

  it('shows the server’s words when the link matches no booking', async () => {
    result = () => envelope({ reason: 'not_found' }, 404, 'Réservation introuvable.');
    renderPage();
    expect(await screen.findByTestId('booking-payment-error')).toBeTruthy();
    expect(screen.getByText('Réservation introuvable.')).toBeTruthy();
  });

  it('speaks the language the booking was made in', async () => {
    bookedIn = 'en';
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeTruthy();
    expect(screen.getByText('Your card Visa •••• 4242 is saved as a guarantee: nothing has been charged.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View my booking' })).toBeTruthy();
  });
});
