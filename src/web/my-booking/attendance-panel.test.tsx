// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyBooking } from './api';
import { AttendancePanel } from './attendance-panel';

// The reminder's "Je confirme" link opens the page without confirming (mail scanners open links):
// the diner is told that the button must still be pressed.

const booking = {
  state: 'open',
  status: 'confirmed',
  attendance: 'reminded',
  can_confirm_attendance: true,
  date: { date: '2026-12-04' },
  hour: '20:00',
  date_full: 'Vendredi 4 décembre 2026',
} as unknown as MyBooking;

afterEach(cleanup);

describe('the answer to the reminder', () => {
  it('says the second tap is needed when the "Je confirme" link opened the page', () => {
    render(<AttendancePanel booking={booking} answer="je-confirme" busy={false} onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.getByTestId('attendance-second-tap').textContent).toMatch(/^Dernière étape : appuyez sur « Je confirme » ci-dessous/);
    expect(screen.getByRole('button', { name: 'Je confirme' })).toBeTruthy();
  });

  it('says nothing of it to a diner who came without the link', () => {
    render(<AttendancePanel booking={booking} answer={null} busy={false} onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.queryByTestId('attendance-second-tap')).toBeNull();
  });
});
