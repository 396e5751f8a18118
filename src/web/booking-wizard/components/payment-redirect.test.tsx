// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openProviderPage } from '../../lib/provider-page';
import { PaymentRedirect } from './payment-redirect';

vi.mock('../../lib/provider-page', () => ({ openProviderPage: vi.fn() }));

function envelope(object: unknown, status = 200, message = '') {
  return new Response(JSON.stringify({ code: status, error: status >= 400, message, object }), { status, headers: { 'Content-Type': 'application/json' } });
}

let answers: Array<() => Response>;
let asked: string[];

beforeEach(() => {
  vi.mocked(openProviderPage).mockClear();
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      asked.push(`${init?.method ?? 'GET'} ${String(input)}`);
      return answers.shift()!();
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the way from a held booking to the payment page', () => {
  it('says it is on its way and opens the provider’s page', async () => {
    answers = [() => envelope({ checkoutUrl: 'https://pay.example/c/pay/cs_1', holdUntil: '2026-11-21T19:40:00.000Z' })];
    render(<PaymentRedirect shortId="abc123" />);
    expect(screen.getByRole('status').textContent).toBe('Redirection vers la page de paiement sécurisée…');
    await waitFor(() => expect(openProviderPage).toHaveBeenCalledWith('https://pay.example/c/pay/cs_1'));
    expect(asked).toEqual(['POST /api/bookings/short/abc123/payment']);
  });

  it('shows the server’s refusal with a button to try again, which opens the page once it works', async () => {
    answers = [
      () => envelope({ reason: 'slot_gone' }, 409, "Le délai est dépassé et la table n'est plus libre."),
      () => envelope({ checkoutUrl: 'https://pay.example/c/pay/cs_2', holdUntil: '2026-11-21T19:50:00.000Z' }),
    ];
    render(<PaymentRedirect shortId="abc123" />);
    expect((await screen.findByRole('alert')).textContent).toBe("Le délai est dépassé et la table n'est plus libre.");
    expect(screen.getByRole('heading', { name: "La page de paiement ne s'est pas ouverte" })).toBeTruthy();
    const retry = screen.getByRole('button', { name: 'Réessayer' });
    await waitFor(() => expect(document.activeElement).toBe(retry));
    expect(openProviderPage).not.toHaveBeenCalled();
    fireEvent.click(retry);
    await waitFor(() => expect(openProviderPage).toHaveBeenCalledWith('https://pay.example/c/pay/cs_2'));
  });

  it('says the server could not be reached when the connection is lost', async () => {
    answers = [
      () => {
        throw new TypeError('Failed to fetch');
      },
    ];
    render(<PaymentRedirect shortId="abc123" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Le serveur ne répond pas. Vérifiez votre connexion et réessayez.');
  });

  it('takes the focus from the wizard’s vanished button, and sends a page shown again from the history to the booking’s payment page', async () => {
    answers = [() => envelope({ checkoutUrl: 'https://pay.example/c/pay/cs_1', holdUntil: '2026-11-21T19:40:00.000Z' })];
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    render(<PaymentRedirect shortId="abc123" />);
    expect(document.activeElement).toBe(screen.getByTestId('payment-redirect'));
    await waitFor(() => expect(openProviderPage).toHaveBeenCalled());
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(replace).not.toHaveBeenCalled();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(replace).toHaveBeenCalledWith('/resa/abc123/paiement');
  });
});
