// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CalendarRules } from '../calendar-rules';
import { Calendar } from './calendar';

afterEach(cleanup);

// 2026-11-21 is a Saturday; Mondays closed; 16 December closed all day.
const rules: CalendarRules = {
  today: '2026-11-21',
  minDate: '2026-11-21',
  maxDate: '2027-02-19',
  openWeekdays: [2, 3, 4, 5, 6, 7],
  closedDates: [{ date: '2026-12-16', service: 'all' }],
};

const day = (label: RegExp) => screen.getByRole<HTMLButtonElement>('button', { name: label });
const isDisabled = (el: HTMLElement) => (el as HTMLButtonElement).disabled;

describe('Calendar', () => {
  it('starts weeks on Monday', () => {
    render(<Calendar rules={rules} loaded value="" onSelect={() => {}} />);
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers[0]).toBe('lun.');
    expect(headers[6]).toBe('dim.');
    // 1 November 2026 is a Sunday: the first row has six empty cells before it.
    const firstRow = screen.getAllByRole('row')[1]!;
    const cells = firstRow.querySelectorAll('td');
    expect(cells[6]!.textContent).toBe('1');
    expect(cells[0]!.textContent).toBe('');
  });

  it('disables past days, closed weekdays and closed dates', () => {
    render(<Calendar rules={rules} loaded value="" onSelect={() => {}} />);
    expect(isDisabled(day(/^vendredi 20 novembre 2026/))).toBe(true);
    expect(isDisabled(day(/^lundi 23 novembre 2026/))).toBe(true);
    expect(isDisabled(day(/^samedi 21 novembre 2026, aujourd'hui$/))).toBe(false);
    expect(isDisabled(day(/^mardi 24 novembre 2026$/))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Mois prochain' }));
    expect(isDisabled(day(/^mercredi 16 décembre 2026/))).toBe(true);
    expect(isDisabled(day(/^jeudi 17 décembre 2026$/))).toBe(false);
  });

  it('picks a day on click and marks it pressed', () => {
    const onSelect = vi.fn();
    const { rerender } = render(<Calendar rules={rules} loaded value="" onSelect={onSelect} />);
    fireEvent.click(day(/^mardi 24 novembre 2026$/));
    expect(onSelect).toHaveBeenCalledWith('2026-11-24');
    rerender(<Calendar rules={rules} loaded value="2026-11-24" onSelect={onSelect} />);
    expect(day(/^mardi 24 novembre 2026$/).getAttribute('aria-pressed')).toBe('true');
  });

  it('ignores clicks and shows an overlay until the closed dates are loaded', () => {
    const onSelect = vi.fn();
    render(<Calendar rules={rules} loaded={false} value="" onSelect={onSelect} />);
    expect(screen.getByTestId('calendar-loading')).toBeTruthy();
    const tuesday = day(/^mardi 24 novembre 2026/);
    expect(isDisabled(tuesday)).toBe(true);
    fireEvent.click(tuesday);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('cannot go before the first bookable month nor after the last', () => {
    render(<Calendar rules={rules} loaded value="" onSelect={() => {}} />);
    expect(isDisabled(screen.getByRole('button', { name: 'Mois précédent' }))).toBe(true);
    const next = screen.getByRole('button', { name: 'Mois prochain' });
    fireEvent.click(next);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(screen.getByText('février 2027')).toBeTruthy();
    expect(isDisabled(next)).toBe(true);
    expect(isDisabled(day(/^samedi 20 février 2027/))).toBe(true);
  });

  it('moves between pickable days with the arrow keys, skipping closed ones', () => {
    render(<Calendar rules={rules} loaded value="2026-11-22" onSelect={() => {}} />);
    const sunday = day(/^dimanche 22 novembre 2026$/);
    expect(sunday.getAttribute('tabindex')).toBe('0');
    sunday.focus();
    fireEvent.keyDown(sunday, { key: 'ArrowRight' });
    // Monday 23 is closed: focus lands on Tuesday 24.
    expect(document.activeElement).toBe(day(/^mardi 24 novembre 2026$/));
    // Down from the last week goes on to the next month.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(screen.getByText('décembre 2026')).toBeTruthy();
    expect(document.activeElement).toBe(day(/^mardi 1 décembre 2026$/));
  });
});
