// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguageCatalogue } from '../../i18n/diner-language';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { SuccessDialog, type BookedInfo } from './success-dialog';

// The popup after "Réserver" tells the truth of the booking: confirmed at once, or waiting for the
// diner to click the link in the e-mail (and then it says so), under the spec's title.

const info = (status: BookedInfo['booking']['status'], isWaiting = false): BookedInfo => ({
  covers: 2,
  date: '2026-12-04',
  hour: '20:00',
  isWaiting,
  booking: { shortId: 's', guid: 'g', reference: 'ABC123', status },
});

afterEach(() => {
  cleanup();
  setLanguageCatalogue('fr', fr);
});

describe('the success popup', () => {
  it('says an instantly confirmed booking is confirmed, not that a confirmation will follow', () => {
    render(<SuccessDialog info={info('confirmed')} onClose={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Votre demande a été transmise !' })).toBeTruthy();
    expect(screen.getByTestId('success-next').textContent).toBe(
      'Votre réservation pour 2 personnes est confirmée. Le récapitulatif et le lien pour la gérer vous ont été envoyés par e-mail.',
    );
    expect(screen.queryByText(/Vous recevrez une confirmation/)).toBeNull();
    expect(screen.queryByTestId('success-action')).toBeNull();
  });

  it('keeps the spec sentence for a booking awaiting the e-mail link and says the link must be clicked', () => {
    render(<SuccessDialog info={info('pending')} onClose={() => {}} />);
    expect(screen.getByTestId('success-next').textContent).toBe('Vous recevrez une confirmation de votre réservation pour 2 personnes.');
    expect(screen.getByTestId('success-action').textContent).toMatch(/cliquez sur le lien de l'e-mail/);
  });

  it('says it in the diner language', () => {
    setLanguageCatalogue('en', en);
    render(<SuccessDialog info={info('pending')} onClose={() => {}} />);
    expect(screen.getByTestId('success-action').textContent).toMatch(/^One last step: click the link in the e-mail/);
  });
});
