// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingItem } from '../../../tests/support/booking-item';
import type { RoomGroup, TableRow } from '../../domain/timeline';
import type { BookingItem } from './dashboard-api';
import { TimelineGrid } from './timeline-grid';

// The grid draws its quarter hours and keeps one button per table: a button per quarter and table
// (1 800 on a big evening) made the opening of any dialog restyle them all on a tablet.

const tables: TableRow[] = ['T1', 'T2', 'T3'].map((name) => ({ guid: `t-${name}`, name, minCovers: 1, maxCovers: 4 }));
const groups: RoomGroup<TableRow>[] = [{ room: { guid: 'room', name: 'Salle' }, tables }];
// 19:00 to 23:00: sixteen quarters.
const window = { start: 19 * 60, end: 23 * 60 };
const COLUMNS = 16;
const QUARTER_PX = 40;
const TRACK_LEFT = 100;
const held = bookingItem({ guid: 'b-held', name: 'Martin Paul', hour: '19:00', turnMinutes: 120, tables: [{ guid: 't-T1', name: 'T1' }] });

beforeAll(() => {
  // jsdom has neither CSS.escape nor layout: the tracks are given a box, as a browser lays them out.
  globalThis.CSS ??= { escape: (s: string) => s } as typeof CSS;
});
afterEach(cleanup);

function showGrid(placing: BookingItem | null = null) {
  const calls = { onCell: vi.fn(), onPlace: vi.fn(), onCancelPlacing: vi.fn() };
  render(
    <TimelineGrid
      groups={groups}
      bookings={[held]}
      window={window}
      now={null}
      label="Chronologie du service du soir"
      focusGuid={null}
      isBusy={() => false}
      helpId="help"
      onMove={async () => true}
      onStretch={async () => true}
      onOpen={() => {}}
      onLocked={() => {}}
      placing={placing}
      dropTarget={null}
      canvasRef={createRef<HTMLDivElement>()}
      cellsHelpId="cells-help"
      {...calls}
    />,
  );
  for (const track of screen.getAllByTestId('timeline-track')) {
    track.getBoundingClientRect = () => ({ left: TRACK_LEFT, top: 0, width: COLUMNS * QUARTER_PX, height: 46 }) as DOMRect;
  }
  return calls;
}

const cells = () => screen.getAllByTestId('timeline-cell');
const tabStops = () => cells().filter((c) => c.tabIndex === 0);
const track = (table: string) => screen.getAllByTestId('timeline-track')[tables.findIndex((t) => t.name === table)]!;
/** A click in the middle of a quarter, `quarters` after 19:00. */
const clickAt = (table: string, quarters: number) => fireEvent.click(track(table), { clientX: TRACK_LEFT + (quarters + 0.5) * QUARTER_PX });

describe('the timeline grid', () => {
  it('has one button per table, not one per quarter hour, and one tab stop', () => {
    showGrid();
    expect(cells()).toHaveLength(tables.length);
    // The rows' cells and the one bar: nothing per quarter.
    expect(screen.getByTestId('timeline-grid').querySelectorAll('button')).toHaveLength(tables.length + 1);
    expect(tabStops()).toHaveLength(1);
    expect(tabStops()[0]!.getAttribute('aria-label')).toBe('Table T1, 19:00, occupée par Martin Paul');
    expect(tabStops()[0]!.getAttribute('aria-describedby')).toBe('cells-help');
  });

  it('moves the one tab stop between tables and quarters with the keys', async () => {
    showGrid();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Table T1, 19:00, occupée par Martin Paul' }));

    await user.keyboard('{ArrowDown}');
    const t2 = screen.getByRole('button', { name: 'Table T2, 19:00, libre' });
    expect(document.activeElement).toBe(t2);
    expect(tabStops()).toEqual([t2]);

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Table T2, 19:30, libre' }));
    // Every row's cell stands on the same column, so Up and Down keep the time.
    expect(cells().map((c) => c.dataset.hour)).toEqual(['19:30', '19:30', '19:30']);

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Table T3, 19:30, libre' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Table T3, 22:45, libre' }));
    await user.keyboard('{PageUp}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Table T3, 21:45, libre' }));
    await user.keyboard('{Home}{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Table T1, 19:00, occupée par Martin Paul' }));
    expect(tabStops()).toHaveLength(1);
  });

  it('acts on the focused cell with Enter', async () => {
    const { onCell } = showGrid();
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{ArrowDown}{PageDown}{Enter}');
    expect(onCell).toHaveBeenCalledWith(tables[1], '20:00');
  });

  it('opens a new booking at the quarter under a tap on a free track, the keyboard then there', () => {
    const { onCell } = showGrid();
    clickAt('T2', 6);
    expect(onCell).toHaveBeenCalledTimes(1);
    expect(onCell).toHaveBeenCalledWith(tables[1], '20:30');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Table T2, 20:30, libre' }));
    expect(tabStops()).toEqual([document.activeElement]);
  });

  it('gives a tap on a held quarter to the bar holding it', () => {
    const { onCell } = showGrid();
    clickAt('T1', 2);
    expect(onCell).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByTestId('timeline-bar'));
  });

  it('places the picked party at the quarter tapped, and Escape gives up', async () => {
    const party = bookingItem({ guid: 'b-lane', name: 'Dubois Paul', hour: '21:00', status: 'waiting' });
    const { onPlace, onCancelPlacing } = showGrid(party);
    // Picking the party took the keyboard to its time on the first table of its size.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Table T1, 21:00, libre : placer Dubois Paul ici' }));
    clickAt('T3', 9);
    expect(onPlace).toHaveBeenCalledWith(party, tables[2], '21:15');
    await userEvent.setup().keyboard('{Escape}');
    expect(onCancelPlacing).toHaveBeenCalled();
  });
});
