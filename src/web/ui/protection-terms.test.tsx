// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DinerProtection } from '../../domain/schemas/responses/diner-payment';
import { setLanguageCatalogue } from '../i18n/diner-language';
import { fr } from '../i18n/fr';
import { loadCatalogue } from '../i18n/load-catalogue';
import { ProtectionTerms } from './protection-terms';

// The guarantee a diner accepts states until when cancelling is free. A table booked for tonight
// may already be inside that deadline: the diner must not be promised a free cancellation that
// has passed.

// 20:00 in Paris on Saturday 5 December 2026: 24 hours before a 20:00 booking on the 6th.
const GUARANTEE: DinerProtection = {
  kind: 'guarantee',
  amountCents: 12000,
  currency: 'eur',
  deadlineHours: 24,
  holdMinutes: 10,
  freeCancellationUntil: '2026-12-05T19:00:00.000Z',
  text: 'Votre réservation est garantie par une empreinte de votre carte bancaire.',
  version: 'v1',
};

function show() {
  render(<ProtectionTerms protection={GUARANTEE} timeZone="Europe/Paris" accepted={false} changed={false} onAccept={() => {}} heading="h2" />);
  return screen.getByTestId('protection-deadline').textContent;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  setLanguageCatalogue('fr', fr);
});

describe('the guarantee a diner accepts', () => {
  it('states until when cancelling is free, on the restaurant’s clock', () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-01T10:00:00Z'), toFake: ['Date'] });
    expect(show()).toBe("Annulation sans frais jusqu'au samedi 5 décembre 2026 à 20:00");
  });

  it('says the free cancellation has passed for a booking made inside the deadline', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-06T09:00:00Z'), toFake: ['Date'] });
    expect(show()).toBe("Le délai d'annulation sans frais est déjà passé pour cette réservation.");
    setLanguageCatalogue('en', await loadCatalogue('en'));
    cleanup();
    expect(show()).toBe('The free cancellation period has already passed for this booking.');
  });
});
