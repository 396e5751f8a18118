// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { noShowMonths, protectionComparison } from '../../domain/no-show-months';
import { NoShowMonthsTable } from './no-show-months-table';

afterEach(cleanup);

const day = (date: string, bookings: number, noShows: number) => ({ date, bookings, noShows });
const DAYS = [day('2026-10-20', 10, 2), day('2026-11-11', 10, 3), day('2026-11-12', 8, 0), day('2026-12-05', 12, 1)];
const MONEY = [{ date: '2026-11-12', collectedCents: 2000, refundedCents: 500 }];

const show = (since: string | null, modes: ('guarantee' | 'deposit')[] = ['guarantee']) => {
  const rows = noShowMonths(DAYS, MONEY, since);
  render(<NoShowMonthsTable rows={rows} protection={{ since, modes: since ? modes : [], comparison: protectionComparison(rows) }} />);
  return screen.getByRole('table');
};
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('the months table', () => {
  it('marks the day the guarantee began between the months before and the months since, in the table’s description and a line of its own', () => {
    const table = show('2026-11-12');
    expect(table.getAttribute('aria-describedby')).toBe('statistics-months-protection');
    expect(document.getElementById('statistics-months-protection')!.textContent).toMatch(
      /^Garantie activée le jeudi 12 novembre 2026\. Une ligne du tableau sépare/,
    );
    const [before, after] = within(table)
      .getAllByRole('rowgroup')
      .filter((g) => g.tagName === 'TBODY');
    expect(
      within(before!)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['octobre 2026', 'novembre 2026, avant le 12']);
    // The line heads the rows since, first of their group.
    expect(
      within(after!)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Garantie activée le jeudi 12 novembre 2026', 'novembre 2026, dès le 12', 'décembre 2026']);
    expect(within(after!).getAllByRole('row')[0]!.getAttribute('data-testid')).toBe('statistics-protection-start');
  });

  it('adds up the months before and since, with their no-show rates', () => {
    show('2026-11-12');
    expect(cells(screen.getByRole('row', { name: /^Avant la garantie/ }))).toEqual(['25 %', '5', '20', '0,00\u00a0€', '0,00\u00a0€']);
    expect(cells(screen.getByRole('row', { name: /^Depuis la garantie/ }))).toEqual(['5 %', '1', '20', '20,00\u00a0€', '5,00\u00a0€']);
  });

  it('leaves out the totals when the whole period comes after the protection began', () => {
    show('2026-09-15');
    expect(screen.getByTestId('statistics-protection-start').textContent).toBe('Garantie activée le mardi 15 septembre 2026');
    expect(screen.queryByRole('row', { name: /^Avant la garantie/ })).toBeNull();
    expect(screen.queryByRole('row', { name: /^Depuis la garantie/ })).toBeNull();
  });

  it('names a deposit, or both, by what the rules ask', () => {
    show('2026-11-12', ['deposit']);
    expect(screen.getByTestId('statistics-protection-start').textContent).toBe('Acompte activé le jeudi 12 novembre 2026');
    expect(screen.getByRole('row', { name: /^Depuis l’acompte/ })).toBeTruthy();
    cleanup();
    show('2026-11-12', ['guarantee', 'deposit']);
    expect(screen.getByTestId('statistics-protection-start').textContent).toBe('Garantie et acompte activés le jeudi 12 novembre 2026');
  });

  it('keeps whole months, no line and no totals when the restaurant asks nothing', () => {
    const table = show(null);
    expect(document.getElementById(table.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Aucune empreinte bancaire ni aucun acompte n’est demandé pour l’instant.',
    );
    expect(screen.queryByTestId('statistics-protection-start')).toBeNull();
    expect(screen.queryByRole('row', { name: /^Avant/ })).toBeNull();
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['octobre 2026', 'novembre 2026', 'décembre 2026']);
  });
});
