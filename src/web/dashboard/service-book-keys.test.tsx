// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/dates';
import type { DayView, ServiceDay, ServiceKind } from './dashboard-api';
import { frDashboard } from './i18n';
import type { NewBookingKind } from './new-booking-dialog';
import { useServiceBookKeys } from './service-book-keys';
import { ServiceTabs } from './service-tabs';

const service = (kind: ServiceKind): ServiceDay => ({
  kind,
  open: true,
  firstSeating: '12:00',
  lastSeating: '14:00',
  slots: [],
  freeSlotsForTwo: [],
  totals: { bookings: 1, covers: 2, capacity: 40, remaining: 38, waiting: 0 },
});
const day: DayView = {
  date: '2026-11-18',
  longDate: 'Mercredi 18 novembre 2026',
  today: '2026-11-18',
  services: [service('noon'), service('evening')],
  bookings: [],
  waiting: [],
  tables: [],
};

// The service book's keys, its Midi/Soir tabs and its shortcuts line, as on the page.
function Book() {
  const [date, setDate] = useState(day.date);
  const [kind, setKind] = useState<ServiceKind>('noon');
  const [creating, setCreating] = useState<NewBookingKind | null>(null);
  useServiceBookKeys({ onDay: (step) => setDate((d) => addDays(d, step)), onNew: setCreating });
  return (
    <>
      <p>{frDashboard.day.shortcuts}</p>
      <p data-testid="date">{date}</p>
      <p data-testid="creating">{creating ?? ''}</p>
      <ServiceTabs day={day} service={kind} onChange={setKind} panelId="panel" />
      <div id="panel" role="tabpanel">
        <button type="button">Détails</button>
        <label>
          Nom <input />
        </label>
      </div>
    </>
  );
}

describe('service book keys', () => {
  afterEach(cleanup);

  it('says what the arrows do on the Midi/Soir tabs and elsewhere', () => {
    render(<Book />);
    const hint = screen.getByText(/^Raccourcis :/).textContent ?? '';
    expect(hint).toContain('← → jour précédent / suivant');
    expect(hint).toContain('sur les onglets Midi et Soir : changer de service');
  });

  it('on a tab, the arrows go to the other service and keep the day, as the line says', async () => {
    const user = userEvent.setup();
    render(<Book />);
    await user.click(screen.getByRole('tab', { name: /Midi/ }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Soir/ }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /Soir/ }));
    expect(screen.getByTestId('date').textContent).toBe('2026-11-18');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /Midi/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('date').textContent).toBe('2026-11-18');
  });

  it('off the tabs, the arrows change the day; one Tab from the tabs is enough to reach them', async () => {
    const user = userEvent.setup();
    render(<Book />);
    await user.click(screen.getByRole('tab', { name: /Midi/ }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Détails' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('date').textContent).toBe('2026-11-19');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByTestId('date').textContent).toBe('2026-11-17');
    expect(screen.getByRole('tab', { name: /Midi/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('T and P open the new bookings, never while the host types in a field', async () => {
    const user = userEvent.setup();
    render(<Book />);
    await user.type(screen.getByLabelText('Nom'), 'Petit');
    expect(screen.getByTestId('creating').textContent).toBe('');
    expect(screen.getByTestId('date').textContent).toBe('2026-11-18');
    await user.click(screen.getByRole('button', { name: 'Détails' }));
    await user.keyboard('p');
    expect(screen.getByTestId('creating').textContent).toBe('walk_in');
    await user.keyboard('t');
    expect(screen.getByTestId('creating').textContent).toBe('phone');
  });
});
