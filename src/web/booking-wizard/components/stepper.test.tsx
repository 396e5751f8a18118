// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Stepper } from './stepper';

afterEach(cleanup);

const items = () => within(screen.getByRole('navigation', { name: 'Étapes de la réservation' })).getAllByRole('listitem');

describe('Stepper', () => {
  it('shows the four steps with the experience stepper', () => {
    render(<Stepper page={2} experienceEnabled />);
    expect(items().map((li) => li.textContent)).toEqual(['1Choix du jour', '2Informations', '3Experience', '4Validation']);
    expect(items()[0]!.getAttribute('aria-current')).toBe('step');
  });

  it('hides the experience step without it', () => {
    render(<Stepper page={4} experienceEnabled={false} />);
    expect(items().map((li) => li.getAttribute('data-status'))).toEqual(['completed', 'current', 'upcoming']);
    expect(screen.queryByText('Experience')).toBeNull();
  });

  it('marks earlier steps completed on the summary', () => {
    render(<Stepper page={6} experienceEnabled />);
    expect(items().map((li) => li.getAttribute('data-status'))).toEqual(['completed', 'completed', 'completed', 'current']);
    expect(screen.getAllByText('(terminée)')).toHaveLength(3);
  });

  it('marks the experience step skipped, not done, for a waiting-list request', () => {
    render(<Stepper page={6} experienceEnabled isWaiting />);
    expect(items().map((li) => li.getAttribute('data-status'))).toEqual(['completed', 'completed', 'skipped', 'current']);
    expect(items()[2]!.textContent).toBe('–Experience(sautée)');
    expect(screen.getAllByText('(terminée)')).toHaveLength(2);
  });
});
