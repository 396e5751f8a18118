// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { DinerLanguage } from '../../domain/languages';
import { setLanguageCatalogue } from '../i18n/diner-language';
import { fr } from '../i18n/fr';
import { loadCatalogue } from '../i18n/load-catalogue';
import type { EndedBooking, MyBooking } from './api';
import { BookingHome } from './booking-home';
import { MyBookingPage } from './my-booking-page';
import type { Protection } from './protection-panel';

// The diner's booking page restates the guarantee or deposit they accepted, and says what
// cancelling costs before they confirm: free (a deposit refunded) or, past the deadline, fees.

const TEXT = 'Un acompte de 40,00 € est demandé pour confirmer votre réservation. Il est remboursé si vous annulez au moins 24 heures avant.';
// 19:00 UTC is 20:00 in Paris in December.
const DEPOSIT: Protection = {
  kind: 'deposit',
  state: 'deposit_paid',
  amountCents: 4000,
  currency: 'eur',
  text: TEXT,
  freeCancellationUntil: '2026-12-04T19:00:00.000Z',
  cancellationFree: true,
  card: { brand: 'visa', last4: '4242' },
  chargedCents: 4000,
  refundedCents: 0,
};
const GUARANTEE: Protection = { ...DEPOSIT, kind: 'guarantee', state: 'card_saved', chargedCents: 0, card: { brand: 'mastercard', last4: '4444' } };

const booking = (protection: Protection | null) =>
  ({
    state: 'open',
    guid: 'g1',
    reference: 'R1',
    status: 'confirmed',
    restaurant_name: 'Le Petit Zinc',
    restaurant_slug: 'le-petit-zinc',
    restaurant_logo: '',
    restaurant_phone_number: '',
    resto_email: '',
    conditions_text: '',
    waiter_name: '',
    name: 'Camille Martin',
    phone_number: '',
    email: 'camille@exemple.fr',
    date: { date: '2026-12-05' },
    hour: '20:00',
    is_today: false,
    tableware_count: 2,
    date_day: '5',
    date_full: 'Samedi 5 décembre 2026',
    language: 'fr',
    attendance: 'not_reminded',
    can_confirm_attendance: true,
    restaurant_time_zone: 'Europe/Paris',
    protection,
  }) as MyBooking;

const home = (protection: Protection | null) =>
  render(
    <MemoryRouter>
      <BookingHome
        booking={booking(protection)}
        phoneDisplay=""
        shortId="s1"
        headingRef={{ current: null }}
        onWarnDelay={() => {}}
        onMessage={() => {}}
        onCancelled={() => {}}
        onConfirmed={() => {}}
      />
    </MemoryRouter>,
  );
const openPrompt = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Annuler la réservation' }));
  return screen.getByTestId('cancel-prompt-protection').textContent;
};
const speak = async (language: DinerLanguage) => setLanguageCatalogue(language, await loadCatalogue(language));

afterEach(() => {
  cleanup();
  setLanguageCatalogue('fr', fr);
});

describe('the protection on the booking page', () => {
  it('restates a paid deposit: the accepted words, the free-cancellation deadline in the restaurant’s zone, the card', () => {
    home(DEPOSIT);
    expect(screen.getByRole('heading', { name: 'Acompte' })).toBeTruthy();
    expect(screen.getByTestId('protection-text').textContent).toBe(TEXT);
    expect(screen.getByTestId('protection-deadline').textContent).toBe('Annulation sans frais jusqu’au vendredi 4 décembre 2026 à 20:00');
    expect(screen.getByTestId('protection-card').textContent).toBe('Carte Visa •••• 4242');
    expect(screen.getByTestId('protection-paid').textContent).toBe('Acompte de 40,00 € payé');
    expect(openPrompt()).toBe('L’annulation est sans frais : votre acompte de 40,00 € vous sera remboursé.');
  });

  it('says a guarantee’s cancellation is free in time, and that fees may apply after', () => {
    home(GUARANTEE);
    expect(screen.getByRole('heading', { name: 'Garantie par carte bancaire' })).toBeTruthy();
    expect(screen.getByTestId('protection-card').textContent).toBe('Carte Mastercard •••• 4444');
    expect(screen.queryByTestId('protection-paid')).toBeNull();
    expect(openPrompt()).toBe('L’annulation est sans frais.');
    cleanup();
    home({ ...GUARANTEE, cancellationFree: false });
    expect(screen.getByTestId('protection-deadline').textContent).toBe('L’annulation sans frais était possible jusqu’au vendredi 4 décembre 2026 à 20:00.');
    expect(openPrompt()).toBe(
      'Des frais peuvent s’appliquer : l’annulation sans frais n’était possible que jusqu’au vendredi 4 décembre 2026 à 20:00 ; le restaurant peut débiter jusqu’à 40,00 € sur votre carte.',
    );
  });

  it('warns that a late cancellation keeps the deposit', () => {
    home({ ...DEPOSIT, cancellationFree: false });
    expect(openPrompt()).toBe(
      'Des frais peuvent s’appliquer : l’annulation sans frais n’était possible que jusqu’au vendredi 4 décembre 2026 à 20:00 ; votre acompte de 40,00 € reste acquis au restaurant.',
    );
  });

  it('says a card or deposit still awaited, and promises nothing about cancelling', () => {
    home({ ...DEPOSIT, state: 'awaiting_payment', chargedCents: 0, card: null });
    expect(screen.getByTestId('protection-awaiting').textContent).toBe('Votre acompte n’a pas encore été payé.');
    fireEvent.click(screen.getByRole('button', { name: 'Annuler la réservation' }));
    expect(screen.queryByTestId('cancel-prompt-protection')).toBeNull();
  });

  it('restates nothing of a card page left unused', () => {
    home({ ...GUARANTEE, state: 'expired', card: null });
    expect(screen.queryByTestId('my-booking-protection')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler la réservation' }));
    expect(screen.queryByTestId('cancel-prompt-protection')).toBeNull();
  });

  it('shows nothing of a protection to a booking without one', () => {
    home(null);
    expect(screen.queryByTestId('my-booking-protection')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler la réservation' }));
    expect(screen.queryByTestId('cancel-prompt-protection')).toBeNull();
  });

  it.each([
    ['en', 'Free cancellation until Friday, 4 December 2026 at 20:00', 'Cancelling is free of charge: your deposit of €40.00 will be refunded.'],
    ['es', 'Cancelación gratuita hasta el viernes, 4 de diciembre de 2026 a las 20:00', 'La cancelación es gratuita: se le devolverá su depósito de 40,00 €.'],
    ['de', 'Kostenlose Stornierung bis Freitag, 4. Dezember 2026 um 20:00 Uhr', 'Die Stornierung ist kostenlos: Ihre Anzahlung von 40,00 € wird erstattet.'],
    ['it', 'Cancellazione gratuita fino a venerdì 4 dicembre 2026 alle 20:00', 'L’annullamento è gratuito: il tuo acconto di 40,00 € ti sarà rimborsato.'],
  ] as const)('speaks %s', async (language, deadline, prompt) => {
    await speak(language);
    const cancelLabel = (await loadCatalogue(language)).myBooking.cancel;
    render(
      <MemoryRouter>
        <BookingHome
          booking={booking(DEPOSIT)}
          phoneDisplay=""
          shortId="s1"
          headingRef={{ current: null }}
          onWarnDelay={() => {}}
          onMessage={() => {}}
          onCancelled={() => {}}
          onConfirmed={() => {}}
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('protection-deadline').textContent).toBe(deadline);
    fireEvent.click(screen.getByRole('button', { name: cancelLabel }));
    expect(screen.getByTestId('cancel-prompt-protection').textContent).toBe(prompt);
  });
});

describe('the cancelled booking page', () => {
  const ended = (refund: EndedBooking['refund']) =>
    ({
      state: 'cancelled',
      restaurant_name: 'Le Petit Zinc',
      restaurant_slug: 'le-petit-zinc',
      restaurant_logo: '',
      restaurant_website: '',
      date: { date: '2026-12-05' },
      hour: '20:00',
      tableware_count: 2,
      date_full: 'Samedi 5 décembre 2026',
      language: 'fr',
      refund,
    }) as EndedBooking;
  const page = (refund: EndedBooking['refund']) =>
    render(
      <MemoryRouter>
        <MyBookingPage shortId="s1" booking={ended(refund)} phoneDisplay="" onReload={() => {}} />
      </MemoryRouter>,
    );

  it('says the deposit is being refunded, then that it was', () => {
    page({ amountCents: 4000, currency: 'eur', done: false });
    expect(screen.getByTestId('my-booking-refund').textContent).toBe(
      'Votre acompte de 40,00 € vous est remboursé : il apparaîtra sur votre compte d’ici quelques jours.',
    );
    cleanup();
    page({ amountCents: 4000, currency: 'eur', done: true });
    expect(screen.getByTestId('my-booking-refund').textContent).toBe('Votre acompte de 40,00 € vous a été remboursé.');
  });

  it('says nothing of a refund when there is none', () => {
    page(undefined);
    expect(screen.getByTestId('my-booking-ended')).toBeTruthy();
    expect(screen.queryByTestId('my-booking-refund')).toBeNull();
  });
});
