// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
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

const config: RestaurantConfig = {
  name: 'Le Petit Zinc',
  logo_img: '',
  // As the server sends it: sanitised on save and on every read (the browser has no sanitiser).
  external_form_information: '<p>Bienvenue <strong>chez nous</strong></p>',
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
};

const filledDraft = {
  ...newDraft('le-petit-zinc'),
  date: '2026-11-24',
  hour: '20:00',
  name: 'Camille Durand',
  email: 'camille@example.fr',
  phone: '0612345678',
  phoneConfirmation: '0612345678',
};

function envelope(object: unknown, status = 200, message = '') {
  return new Response(JSON.stringify({ code: status, error: status >= 400, message, object }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

let calls: { url: string; method: string; body: unknown }[] = [];
let checkResponse: () => Response = () => envelope(null);

beforeEach(() => {
  localStorage.clear();
  resetStorageBackendForTests();
  calls = [];
  checkResponse = () => envelope(null);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, method: init?.method ?? 'GET', body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      if (url.endsWith('/closed-dates')) return envelope([]);
      if (url.includes('/hours/')) return envelope({ noon: [{ label: '12:00', available: true }], evening: [] });
      if (url.endsWith('/bookings/check')) return checkResponse();
      if (url.endsWith('/identity')) return envelope({ restaurantId: 1, restaurantGuid: 'g-1' });
      if (url.includes('/active-tables')) return envelope([]);
      if (url.includes('/blocked-tables')) return envelope([]);
      if (url.endsWith('/bookings/protection')) return envelope({ protection: null });
      return envelope(null, 404, 'Introuvable');
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWizard(overrides: Partial<RestaurantConfig> = {}, onReset: () => void = () => {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wizard = (
    <Wizard
      slug="le-petit-zinc"
      config={{ ...config, ...overrides }}
      today="2026-11-21"
      query=""
      routeDate={null}
      onReset={onReset}
      onBooked={() => {}}
      onPaymentNeeded={() => {}}
    />
  );
  // The wizard keeps one history entry per page: it lives inside the app's router.
  const router = createMemoryRouter([{ path: '/reserver/:slug', element: wizard }], { initialEntries: ['/reserver/le-petit-zinc'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Lets the router render the entry the wizard has just pushed (it updates in a transition). */
const settle = () => act(async () => {});

const storedBooking = () => JSON.parse(localStorage.getItem('booking')!) as Record<string, unknown>;
const primary = () => screen.getByTestId<HTMLButtonElement>('wizard-next');
/** The summary asks whether the slot needs a guarantee (here none): "Réserver" waits for the answer. */
const protectionRead = () => waitFor(() => expect(screen.queryByTestId('protection')).toBeNull());

describe('Wizard', () => {
  it("starts on the welcome page with the restaurant's text", () => {
    renderWizard();
    expect(screen.getByText('Simple et rapide')).toBeTruthy();
    expect(screen.getByText('Personnalisé')).toBeTruthy();
    expect(screen.getByText('Temps moyen : 2 minutes')).toBeTruthy();
    expect(primary().textContent).toBe('Commencer');
    expect(screen.getByTestId('restaurant-information').innerHTML).toBe('<p>Bienvenue <strong>chez nous</strong></p>');
    expect(screen.queryByRole('button', { name: 'Retour' })).toBeNull();
  });

  it('goes to the date page, where Suivant waits for a day', async () => {
    renderWizard();
    fireEvent.click(primary());
    expect(await screen.findByText('Choisissez votre jour')).toBeTruthy();
    expect(primary().textContent).toBe('Suivant');
    expect(primary().disabled).toBe(true);
    const tuesday = await screen.findByRole('button', { name: /^mardi 24 novembre 2026$/ });
    await waitFor(() => expect((tuesday as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(tuesday);
    expect(primary().disabled).toBe(false);
    expect(storedBooking().date).toBe('2026-11-24');
    expect(localStorage.getItem('canContinue')).toBe('true');
  });

  it('resumes a stored page after a reload', () => {
    localStorage.setItem('booking', JSON.stringify(filledDraft));
    localStorage.setItem('bookingPage', '4');
    renderWizard();
    expect(screen.getByText('Vos informations')).toBeTruthy();
  });

  it('goes back from the summary to page 4 without the experience step', async () => {
    localStorage.setItem('booking', JSON.stringify(filledDraft));
    localStorage.setItem('bookingPage', '6');
    renderWizard();
    await protectionRead();
    expect(screen.getByText('Vérifiez vos informations')).toBeTruthy();
    expect(primary().textContent).toBe('Réserver');
    expect(primary().disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(/J'accepte les conditions générales/));
    expect(primary().disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(screen.getByText('Vos informations')).toBeTruthy();
    expect(localStorage.getItem('bookingPage')).toBe('4');
  });

  it('requires the adult certification only for adult-only restaurants', async () => {
    localStorage.setItem('booking', JSON.stringify(filledDraft));
    localStorage.setItem('bookingPage', '6');
    renderWizard({ is_adult: true });
    await protectionRead();
    fireEvent.click(screen.getByLabelText(/J'accepte les conditions générales/));
    expect(primary().disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(/Je certifie que je suis majeur/));
    expect(primary().disabled).toBe(false);
  });

  it('shows one main button on the SMS code screen: "Valider le code", no disabled "Réserver" beside it', async () => {
    localStorage.setItem('booking', JSON.stringify({ ...filledDraft, tableware_count: 6 }));
    localStorage.setItem('bookingPage', '6');
    renderWizard({ confirm_booking_sms_is_active: true, min_tableware_confirm_booking: 6 });
    expect(await screen.findByTestId('sms-code-screen')).toBeTruthy();
    expect(screen.queryByTestId('wizard-next')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Réserver' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Valider le code' })).toBeTruthy();
  });

  it('says the connection was lost, and that a retry books once, when "Réserver" cannot reach the server', async () => {
    localStorage.setItem('booking', JSON.stringify(filledDraft));
    localStorage.setItem('bookingPage', '6');
    const online = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        if (String(input).endsWith('/api/bookings') && init?.method === 'POST') throw new TypeError('Failed to fetch');
        return online(input, init);
      }),
    );
    renderWizard();
    await protectionRead();
    fireEvent.click(screen.getByLabelText(/J'accepte les conditions générales/));
    fireEvent.click(primary());
    expect(await screen.findByText(/La connexion a été perdue pendant l'envoi/)).toBeTruthy();
    expect(screen.getByText(/elle ne sera pas enregistrée deux fois/)).toBeTruthy();
    expect(screen.queryByText(/Une erreur est survenue lors de la création/)).toBeNull();
  });

  it("writes the upcoming events' dates in the diner's language, from the date the answer carries", async () => {
    setLanguageCatalogue('en', en);
    onTestFinished(() => setLanguageCatalogue('fr', fr));
    const online = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        if (String(input).endsWith('/events')) {
          // As the server sends them: the spec's French fields beside the date.
          return envelope([
            { guid: 'e1', name: 'Dîner truffe', description: '', date: '2026-12-04', fullDate: 'Vendredi 4 décembre 2026', day: '4', month: 'décembre' },
          ]);
        }
        return online(input, init);
      }),
    );
    renderWizard();
    fireEvent.click(primary());
    fireEvent.click(await screen.findByRole('button', { name: 'See upcoming events' }));
    expect(await screen.findByText(/^Friday,? 4 December 2026$/)).toBeTruthy();
    expect(screen.getByText('December')).toBeTruthy();
    expect(screen.queryByText(/décembre/i)).toBeNull();
  });

  it('does nothing on minus at one person', async () => {
    localStorage.setItem('booking', JSON.stringify({ ...filledDraft, tableware_count: 1 }));
    localStorage.setItem('bookingPage', '4');
    renderWizard();
    const input = screen.getByLabelText<HTMLInputElement>('Combien de personnes ?');
    fireEvent.click(screen.getByRole('button', { name: 'Retirer une personne' }));
    expect(input.value).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une personne' }));
    expect(input.value).toBe('2');
    await waitFor(() => expect(storedBooking().tableware_count).toBe(2));
  });

  it('shows the server refusal of the draft and stays on page 4', async () => {
    checkResponse = () => envelope({ reason: 'x' }, 422, 'Pour plus de 10 personnes, appelez le restaurant.');
    localStorage.setItem('booking', JSON.stringify(filledDraft));
    localStorage.setItem('bookingPage', '4');
    renderWizard();
    await waitFor(() => expect(primary().disabled).toBe(false));
    fireEvent.click(primary());
    expect(await screen.findByText('Pour plus de 10 personnes, appelez le restaurant.')).toBeTruthy();
    expect(screen.getByText('Vos informations')).toBeTruthy();
    const check = calls.find((c) => c.url.endsWith('/bookings/check'))!;
    expect(Object.keys(check.body as object)).toContain('phoneConfirmation');
  });

  it.each(['0000000000', '+123456789'])('refuses the phone %s on page 4 as the server would, before any request', async (phone) => {
    localStorage.setItem('booking', JSON.stringify({ ...filledDraft, phone, phoneConfirmation: phone }));
    localStorage.setItem('bookingPage', '4');
    renderWizard();
    const input = screen.getByLabelText('Téléphone', { exact: true });
    fireEvent.focus(input);
    fireEvent.blur(input);
    // The server's own message, shown on the field once the rule has been downloaded and run.
    expect(await screen.findByText('Veuillez saisir un numéro de téléphone valide.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(primary().disabled).toBe(true);
    fireEvent.click(primary());
    await settle();
    expect(screen.getByText('Vos informations')).toBeTruthy();
    expect(calls.filter((c) => c.url.includes('/bookings'))).toEqual([]);

    // The same page with a real number goes on to the server's check.
    fireEvent.change(input, { target: { value: '06 12 34 56 78' } });
    fireEvent.change(screen.getByLabelText('Confirmation du numéro'), { target: { value: '0612345678' } });
    await waitFor(() => expect(primary().disabled).toBe(false));
    expect(screen.queryByText('Veuillez saisir un numéro de téléphone valide.')).toBeNull();
  });

  it('moves from page 4 straight to the summary after a good check', async () => {
    localStorage.setItem('booking', JSON.stringify(filledDraft));
    localStorage.setItem('bookingPage', '4');
    renderWizard();
    await waitFor(() => expect(primary().disabled).toBe(false));
    fireEvent.click(primary());
    expect(await screen.findByText('Vérifiez vos informations')).toBeTruthy();
    expect(screen.getByTestId('summary-date').textContent).toBe('Mardi 24 novembre 2026');
    expect(calls.some((c) => c.url.includes('/blocked-tables?date=2026-11-24&hour=20%3A00'))).toBe(true);
  });

  it('makes each page a history entry: Back goes one page back with the draft kept, Forward returns', async () => {
    localStorage.setItem('booking', JSON.stringify(filledDraft));
    localStorage.setItem('bookingPage', '4');
    const router = renderWizard();
    await waitFor(() => expect(primary().disabled).toBe(false));
    fireEvent.click(primary());
    expect(await screen.findByText('Vérifiez vos informations')).toBeTruthy();
    await settle();
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Vos informations')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Nom', { exact: true }).value).toBe('Camille Durand');
    expect(localStorage.getItem('bookingPage')).toBe('4');
    expect(storedBooking().hour).toBe('20:00');

    await settle();
    await act(() => router.navigate(1));
    expect(await screen.findByText('Vérifiez vos informations')).toBeTruthy();
    await settle();

    // The wizard's own "Retour" is the same step back in the history: the browser's Forward then returns.
    fireEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(await screen.findByText('Vos informations')).toBeTruthy();
    await settle();
    await act(() => router.navigate(1));
    expect(await screen.findByText('Vérifiez vos informations')).toBeTruthy();
  });

  it('goes from the date page back to the welcome page with Back, still inside the wizard', async () => {
    const router = renderWizard();
    fireEvent.click(primary());
    expect(await screen.findByText('Choisissez votre jour')).toBeTruthy();
    await settle();
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Simple et rapide')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/reserver/le-petit-zinc');
  });

  it('asks before "Recommencer la réservation" wipes a filled draft', async () => {
    localStorage.setItem('booking', JSON.stringify(filledDraft));
    localStorage.setItem('bookingPage', '4');
    const onReset = vi.fn();
    renderWizard({}, onReset);
    fireEvent.click(screen.getByRole('button', { name: 'Recommencer la réservation' }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Recommencer la réservation ?' });
    expect(prompt.textContent).toContain('seront effacés');
    expect(onReset).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Non, continuer' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onReset).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>('Nom', { exact: true }).value).toBe('Camille Durand');

    fireEvent.click(screen.getByRole('button', { name: 'Recommencer la réservation' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Oui, recommencer' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('starts again at once when nothing was filled in yet', async () => {
    const onReset = vi.fn();
    renderWizard({}, onReset);
    fireEvent.click(primary());
    fireEvent.click(await screen.findByRole('button', { name: 'Recommencer la réservation' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
