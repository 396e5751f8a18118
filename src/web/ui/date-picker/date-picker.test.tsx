// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IsoDate } from '../../../domain/types';
import { DatePicker } from './date-picker';
import type { DateRange } from './date-picker-rules';

afterEach(cleanup);

function Single(props: { initial?: IsoDate | null; minDate?: IsoDate; maxDate?: IsoDate; onChange?: (v: IsoDate | null) => void; disabledDays?: IsoDate[] }) {
  const [value, setValue] = useState<IsoDate | null>(props.initial ?? null);
  return (
    <div>
      <DatePicker
        label="Date du service"
        value={value}
        today="2026-11-17"
        minDate={props.minDate}
        maxDate={props.maxDate}
        isDateDisabled={props.disabledDays ? (d) => props.disabledDays!.includes(d) : undefined}
        onChange={(v) => {
          setValue(v);
          props.onChange?.(v);
        }}
      />
      <button type="button">Ailleurs</button>
      <output data-testid="value">{value ?? ''}</output>
    </div>
  );
}

function Range(props: { initial?: DateRange; onChange?: (v: DateRange) => void }) {
  const [value, setValue] = useState<DateRange>(props.initial ?? { start: null, end: null });
  return (
    <div>
      <DatePicker
        mode="range"
        label="Période"
        value={value}
        today="2026-11-17"
        onChange={(v) => {
          setValue(v);
          props.onChange?.(v);
        }}
      />
      <output data-testid="range">{`${value.start ?? ''}|${value.end ?? ''}`}</output>
    </div>
  );
}

const input = () => screen.getByLabelText<HTMLInputElement>('Date du service');
const dialog = () => screen.queryByRole('dialog');
const cell = (name: RegExp | string) => screen.getByRole('gridcell', { name });

describe('DatePicker — popup', () => {
  it('opens on click, below the field, in French with weeks starting Monday', async () => {
    const user = userEvent.setup();
    render(<Single initial="2026-11-21" />);
    expect(dialog()).toBeNull();
    await user.click(input());
    const popup = screen.getByRole('dialog', { name: 'Choisir une date' });
    expect(popup.className).toMatch(/popup/);
    const headers = within(popup).getAllByRole('columnheader');
    expect(headers[0]).toHaveProperty('abbr', 'lundi');
    expect(headers[6]).toHaveProperty('abbr', 'dimanche');
    expect(within(popup).getByRole('grid', { name: 'novembre 2026' })).toBeTruthy();
    expect(cell('samedi 21 novembre 2026').getAttribute('aria-selected')).toBe('true');
    expect(cell('mardi 17 novembre 2026, aujourd’hui').getAttribute('aria-current')).toBe('date');
    // Focus stays in the input so that the date can still be typed.
    expect(document.activeElement).toBe(input());
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    render(<Single />);
    await user.click(input());
    expect(dialog()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ailleurs' }));
    expect(dialog()).toBeNull();
  });

  it('closes on Escape and gives the focus back to the input', async () => {
    const user = userEvent.setup();
    render(<Single initial="2026-11-21" />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir le calendrier' }));
    expect(document.activeElement).toBe(cell('samedi 21 novembre 2026'));
    await user.keyboard('{Escape}');
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(input());
  });

  it('picks a day with the mouse, closes and returns the focus', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Single onChange={onChange} />);
    await user.click(input());
    await user.click(cell('jeudi 26 novembre 2026'));
    expect(onChange).toHaveBeenCalledWith('2026-11-26');
    expect(input().value).toBe('26/11/2026');
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(input());
  });
});

describe('DatePicker — views', () => {
  it('goes from days to months to a page of 16 years and back down', async () => {
    const user = userEvent.setup();
    render(<Single initial="2026-11-21" />);
    await user.click(input());
    await user.click(screen.getByRole('button', { name: 'novembre 2026, choisir le mois' }));
    const months = screen.getByRole('grid', { name: 'Mois 2026' });
    expect(within(months).getAllByRole('gridcell')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: '2026, choisir l’année' }));
    const years = screen.getByRole('grid', { name: 'Années' });
    const cells = within(years).getAllByRole('gridcell');
    expect(cells).toHaveLength(16);
    expect(cells[0]!.textContent).toBe('2016');
    expect(cells[15]!.textContent).toBe('2031');
    await user.click(screen.getByRole('button', { name: 'Années suivantes' }));
    expect(within(screen.getByRole('grid', { name: 'Années' })).getAllByRole('gridcell')[0]!.textContent).toBe('2032');
    await user.click(screen.getByRole('gridcell', { name: '2033' }));
    await user.click(screen.getByRole('gridcell', { name: 'mars 2033' }));
    expect(screen.getByRole('grid', { name: 'mars 2033' })).toBeTruthy();
  });

  it('moves a month back and forth with the header buttons', async () => {
    const user = userEvent.setup();
    render(<Single initial="2026-11-21" />);
    await user.click(input());
    await user.click(screen.getByRole('button', { name: 'Mois suivant' }));
    expect(screen.getByRole('grid', { name: 'décembre 2026' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mois précédent' }));
    await user.click(screen.getByRole('button', { name: 'Mois précédent' }));
    expect(screen.getByRole('grid', { name: 'octobre 2026' })).toBeTruthy();
  });
});

describe('DatePicker — typed input', () => {
  it('treats an empty input as valid (no date, no error)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Single initial="2026-11-21" onChange={onChange} />);
    await user.clear(input());
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input().getAttribute('aria-invalid')).toBeNull();
  });

  it('reports an invalid date for text it cannot read', async () => {
    const user = userEvent.setup();
    render(<Single />);
    await user.type(input(), '31/02/2026{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Date invalide : saisissez-la au format jj/mm/aaaa.');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
  });

  it('accepts a typed date and clears the error', async () => {
    const user = userEvent.setup();
    render(<Single />);
    await user.type(input(), 'abc{Enter}');
    expect(screen.getByRole('alert')).toBeTruthy();
    await user.clear(input());
    await user.type(input(), '5/12/2026{Enter}');
    expect(screen.getByTestId('value').textContent).toBe('2026-12-05');
    expect(input().value).toBe('05/12/2026');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('replaces a date before minDate by minDate and says so', async () => {
    const user = userEvent.setup();
    render(<Single minDate="2026-11-17" maxDate="2027-02-15" />);
    await user.type(input(), '01/11/2026');
    await user.tab();
    expect(screen.getByTestId('value').textContent).toBe('2026-11-17');
    expect(input().value).toBe('17/11/2026');
    expect(screen.getByRole('alert').textContent).toContain('antérieure au 17/11/2026');
  });

  it('replaces a date after maxDate by maxDate and says so', async () => {
    const user = userEvent.setup();
    render(<Single minDate="2026-11-17" maxDate="2027-02-15" />);
    await user.type(input(), '20/03/2027{Enter}');
    expect(screen.getByTestId('value').textContent).toBe('2027-02-15');
    expect(screen.getByRole('alert').textContent).toContain('postérieure au 15/02/2027');
  });
});

describe('DatePicker — keyboard', () => {
  async function openOnKeyboard(initial = '2026-11-18') {
    const user = userEvent.setup();
    render(<Single initial={initial} minDate="2026-11-10" maxDate="2027-06-30" disabledDays={['2026-11-20']} />);
    await user.click(input());
    await user.keyboard('{ArrowDown}');
    return user;
  }
  const focused = () => document.activeElement as HTMLElement;

  it('ArrowDown in the input moves into the grid on the selected day, with a single tab stop', async () => {
    await openOnKeyboard();
    expect(focused().getAttribute('aria-label')).toBe('mercredi 18 novembre 2026');
    expect(screen.getAllByRole('gridcell').filter((c) => c.tabIndex === 0)).toHaveLength(1);
  });

  it('moves with the arrows, Home and End', async () => {
    const user = await openOnKeyboard();
    await user.keyboard('{ArrowRight}');
    expect(focused().dataset.date).toBe('2026-11-19');
    await user.keyboard('{ArrowDown}');
    expect(focused().dataset.date).toBe('2026-11-26');
    await user.keyboard('{ArrowLeft}');
    expect(focused().dataset.date).toBe('2026-11-25');
    await user.keyboard('{ArrowUp}');
    expect(focused().dataset.date).toBe('2026-11-18');
    await user.keyboard('{Home}');
    expect(focused().dataset.date).toBe('2026-11-16');
    await user.keyboard('{End}');
    expect(focused().dataset.date).toBe('2026-11-22');
  });

  it('PageDown and PageUp change month, and the shown month follows', async () => {
    const user = await openOnKeyboard();
    await user.keyboard('{PageDown}');
    expect(focused().dataset.date).toBe('2026-12-18');
    expect(screen.getByRole('grid', { name: 'décembre 2026' })).toBeTruthy();
    await user.keyboard('{PageUp}{PageUp}');
    // October is before minDate: the focus stops on the bound.
    expect(focused().dataset.date).toBe('2026-11-10');
    await user.keyboard('{ArrowLeft}');
    expect(focused().dataset.date).toBe('2026-11-10');
  });

  it('Enter selects the focused day, closes and returns the focus to the input', async () => {
    const user = await openOnKeyboard();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByTestId('value').textContent).toBe('2026-11-19');
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(input());
  });

  it('Space selects too, but not an unselectable day', async () => {
    const user = await openOnKeyboard();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(focused().getAttribute('aria-disabled')).toBe('true');
    await user.keyboard(' ');
    expect(screen.getByTestId('value').textContent).toBe('2026-11-18');
    expect(dialog()).not.toBeNull();
    await user.keyboard('{ArrowRight} ');
    expect(screen.getByTestId('value').textContent).toBe('2026-11-21');
  });

  it('ignores clicks on days outside the bounds', async () => {
    const user = userEvent.setup();
    render(<Single initial="2026-11-18" minDate="2026-11-10" />);
    await user.click(input());
    await user.click(cell('lundi 9 novembre 2026'));
    expect(screen.getByTestId('value').textContent).toBe('2026-11-18');
    expect(dialog()).not.toBeNull();
  });

  it('works in the months and years views from the keyboard', async () => {
    const user = await openOnKeyboard();
    // Header order: previous month, title, next month, then the grid.
    await user.keyboard('{Shift>}{Tab}{Tab}{/Shift}');
    expect(focused().getAttribute('aria-label')).toBe('novembre 2026, choisir le mois');
    await user.keyboard('{Enter}');
    expect(focused().getAttribute('aria-label')).toBe('novembre 2026');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('grid', { name: 'février 2027' })).toBeTruthy();
    expect(focused().dataset.date).toBe('2027-02-18');
  });
});

describe('DatePicker — range', () => {
  it('shows two months side by side', async () => {
    const user = userEvent.setup();
    render(<Range />);
    await user.click(screen.getByLabelText('Du'));
    expect(screen.getByRole('dialog', { name: 'Choisir une période' })).toBeTruthy();
    expect(screen.getByRole('grid', { name: 'novembre 2026' })).toBeTruthy();
    expect(screen.getByRole('grid', { name: 'décembre 2026' })).toBeTruthy();
  });

  it('first click sets the start, a later click the end; the popup then closes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Range onChange={onChange} />);
    await user.click(screen.getByLabelText('Du'));
    await user.click(cell('mardi 24 novembre 2026'));
    expect(screen.getByTestId('range').textContent).toBe('2026-11-24|');
    expect(dialog()).not.toBeNull();
    await user.click(cell('jeudi 3 décembre 2026'));
    expect(screen.getByTestId('range').textContent).toBe('2026-11-24|2026-12-03');
    expect(dialog()).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Au').value).toBe('03/12/2026');
  });

  it('a second click before the start restarts the range there', async () => {
    const user = userEvent.setup();
    render(<Range />);
    await user.click(screen.getByLabelText('Du'));
    await user.click(cell('mardi 24 novembre 2026'));
    await user.click(cell('vendredi 20 novembre 2026'));
    expect(screen.getByTestId('range').textContent).toBe('2026-11-20|');
    await user.click(cell('vendredi 20 novembre 2026'));
    expect(screen.getByTestId('range').textContent).toBe('2026-11-20|2026-11-20');
  });

  it('marks the days in between', async () => {
    const user = userEvent.setup();
    render(<Range initial={{ start: '2026-11-24', end: '2026-11-27' }} />);
    await user.click(screen.getByLabelText('Du'));
    expect(cell('jeudi 26 novembre 2026').getAttribute('aria-selected')).toBe('true');
    expect(cell('samedi 28 novembre 2026').getAttribute('aria-selected')).toBe('false');
  });

  it('sorts typed values ascending', async () => {
    const user = userEvent.setup();
    render(<Range />);
    await user.type(screen.getByLabelText('Du'), '10/12/2026{Enter}');
    await user.type(screen.getByLabelText('Au'), '01/12/2026{Enter}');
    expect(screen.getByTestId('range').textContent).toBe('2026-12-01|2026-12-10');
    expect(screen.getByLabelText<HTMLInputElement>('Du').value).toBe('01/12/2026');
    expect(screen.getByLabelText<HTMLInputElement>('Au').value).toBe('10/12/2026');
  });

  it('keeps keyboard focus moving across both months', async () => {
    const user = userEvent.setup();
    render(<Range initial={{ start: '2026-11-28', end: null }} />);
    await user.click(screen.getByLabelText('Du'));
    await user.keyboard('{ArrowDown}');
    expect((document.activeElement as HTMLElement).dataset.date).toBe('2026-11-28');
    await user.keyboard('{ArrowDown}');
    expect((document.activeElement as HTMLElement).dataset.date).toBe('2026-12-05');
    expect(screen.getByRole('grid', { name: 'novembre 2026' })).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('range').textContent).toBe('2026-11-28|2026-12-05');
  });
});
