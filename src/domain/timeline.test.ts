import { describe, expect, it } from 'vitest';
import {
  barPosition,
  cellHour,
  cellKeyMove,
  cellOccupant,
  collisions,
  columnOf,
  dropPlace,
  endOf,
  gridSlots,
  groupByRoom,
  keyboardMove,
  nowColumn,
  sideLane,
  snapSteps,
  stackBars,
  staysOverlap,
  stretchedTurn,
  timelineWindow,
} from './timeline.js';

const evening = { start: 19 * 60, end: 23 * 60 };
const bar = (guid: string, hour: string, turnMinutes = 90, tableGuids = ['t1']) => ({ guid, hour, turnMinutes, tableGuids });

describe('the grid of a service', () => {
  it('runs from the first slot to two hours after the last, on 15-minute steps', () => {
    expect(timelineWindow(['19:00', '19:30', '21:00'], [])).toEqual({ start: 19 * 60, end: 23 * 60 });
  });

  it('widens to show a booking earlier than the slots or a stay ending later', () => {
    expect(timelineWindow(['19:00'], [{ hour: '18:40', turnMinutes: 60 }])).toEqual({ start: 18 * 60 + 30, end: 21 * 60 });
    expect(timelineWindow(['19:00'], [{ hour: '20:00', turnMinutes: 200 }])).toEqual({ start: 19 * 60, end: 23 * 60 + 30 });
  });

  it('is absent when a service has neither slots nor bookings', () => {
    expect(timelineWindow([], [])).toBeNull();
  });

  it('labels every column, wrapping past midnight', () => {
    expect(gridSlots({ start: 23 * 60, end: 24 * 60 + 30 })).toEqual(['23:00', '23:15', '23:30', '23:45', '00:00', '00:15']);
    expect(gridSlots(evening)).toHaveLength(16);
  });

  it('places a bar by its start and turn time', () => {
    expect(barPosition('19:30', 90, evening)).toEqual({ column: 2, span: 6 });
    expect(barPosition('19:40', 60, evening)).toEqual({ column: 40 / 15, span: 4 });
    expect(endOf('22:30', 120)).toBe('00:30');
  });

  it('draws the now line only within the grid', () => {
    expect(nowColumn(20 * 60 + 7, evening)).toBeCloseTo(67 / 15);
    expect(nowColumn(12 * 60, evening)).toBeNull();
  });
});

describe('overlaps', () => {
  it('stacks overlapping bars of one table in lanes, touching ones share a lane', () => {
    const { lanes, count } = stackBars([bar('a', '19:00', 90), bar('b', '20:30', 60), bar('c', '20:00', 60)]);
    expect(count).toBe(2);
    expect(lanes.get('a')).toBe(0);
    expect(lanes.get('c')).toBe(1);
    expect(lanes.get('b')).toBe(0);
    expect(stackBars([]).count).toBe(1);
  });

  it('uses half-open stays', () => {
    expect(staysOverlap({ hour: '19:00', turnMinutes: 60 }, { hour: '20:00', turnMinutes: 60 })).toBe(false);
    expect(staysOverlap({ hour: '19:00', turnMinutes: 75 }, { hour: '20:00', turnMinutes: 60 })).toBe(true);
  });

  it('finds what a stretched stay would run into on the same table only', () => {
    const others = [bar('b', '21:00', 60, ['t1']), bar('c', '20:00', 60, ['t2'])];
    expect(collisions(bar('a', '19:00', 150), others).map((o) => o.guid)).toEqual(['b']);
    expect(collisions(bar('a', '19:00', 120), others)).toEqual([]);
  });
});

describe('rooms', () => {
  it('groups tables by room in room order, naturally sorted, unplaced last', () => {
    const table = (guid: string, name: string) => ({ guid, name, minCovers: 1, maxCovers: 4 });
    const groups = groupByRoom(
      [table('a', 'T10'), table('b', 'T2'), table('c', 'Terrasse 1'), table('d', 'Bar')],
      [
        { guid: 'r2', name: 'Terrasse' },
        { guid: 'r1', name: 'Salle' },
        { guid: 'r3', name: 'Vide' },
      ],
      new Map([
        ['a', 'r1'],
        ['b', 'r1'],
        ['c', 'r2'],
        ['d', null],
      ]),
    );
    expect(groups.map((g) => [g.room?.name ?? null, g.tables.map((t) => t.name)])).toEqual([
      ['Terrasse', ['Terrasse 1']],
      ['Salle', ['T2', 'T10']],
      [null, ['Bar']],
    ]);
  });
});

describe('keyboard', () => {
  const place = { hour: '20:00', turnMinutes: 90, row: 1 };
  it('moves by 15 minutes and by one table, never off the grid', () => {
    expect(keyboardMove('ArrowRight', false, place, evening, 3)).toEqual({ kind: 'move', hour: '20:15', row: 1 });
    expect(keyboardMove('ArrowLeft', false, place, evening, 3)).toEqual({ kind: 'move', hour: '19:45', row: 1 });
    expect(keyboardMove('ArrowUp', false, place, evening, 3)).toEqual({ kind: 'move', hour: '20:00', row: 0 });
    expect(keyboardMove('ArrowDown', false, place, evening, 3)).toEqual({ kind: 'move', hour: '20:00', row: 2 });
    expect(keyboardMove('ArrowDown', false, { ...place, row: 2 }, evening, 3)).toBeNull();
    expect(keyboardMove('ArrowLeft', false, { ...place, hour: '19:00' }, evening, 3)).toBeNull();
  });

  it('stretches with Shift or + and -, at least one step, within the grid', () => {
    expect(keyboardMove('ArrowRight', true, place, evening, 3)).toEqual({ kind: 'stretch', turnMinutes: 105 });
    expect(keyboardMove('+', false, place, evening, 3)).toEqual({ kind: 'stretch', turnMinutes: 105 });
    expect(keyboardMove('-', false, place, evening, 3)).toEqual({ kind: 'stretch', turnMinutes: 75 });
    expect(keyboardMove('ArrowLeft', true, { ...place, turnMinutes: 15 }, evening, 3)).toBeNull();
    expect(keyboardMove('+', false, { ...place, hour: '21:30' }, evening, 3)).toBeNull();
  });

  it('opens the booking with Enter and ignores other keys', () => {
    expect(keyboardMove('Enter', false, place, evening, 3)).toEqual({ kind: 'open' });
    expect(keyboardMove('a', false, place, evening, 3)).toBeNull();
  });
});

describe('pointer', () => {
  it('snaps a drag to whole steps', () => {
    expect(snapSteps(47, 40)).toBe(1);
    expect(snapSteps(19, 40)).toBe(0);
    expect(Object.is(snapSteps(-10, 40), 0)).toBe(true);
    expect(snapSteps(-61, 40)).toBe(-2);
  });

  it('drops a bar on the grid and on an existing row', () => {
    const place = { hour: '20:00', turnMinutes: 90, row: 0 };
    expect(dropPlace(place, 2, 3, evening, 5)).toEqual({ hour: '20:30', row: 3 });
    expect(dropPlace(place, -20, -1, evening, 5)).toEqual({ hour: '19:00', row: 0 });
    expect(dropPlace(place, 40, 9, evening, 5)).toEqual({ hour: '22:45', row: 4 });
  });

  it('stretches a stay by whole steps, bounded', () => {
    const place = { hour: '20:00', turnMinutes: 90, row: 0 };
    expect(stretchedTurn(place, 2, evening)).toBe(120);
    expect(stretchedTurn(place, -10, evening)).toBe(15);
    expect(stretchedTurn(place, 20, evening)).toBe(180);
  });

  it('names the cell under a tap', () => {
    expect(cellHour(0, 40, evening)).toBe('19:00');
    expect(cellHour(85, 40, evening)).toBe('19:30');
    expect(cellHour(10_000, 40, evening)).toBe('22:45');
  });
});

describe('side lane', () => {
  const b = (hour: string, status: string, tables: string[]) => ({ hour, status, tables: tables.map((guid) => ({ guid })) });
  const shown = new Set(['t1', 't2']);

  it('holds the waiting list and bookings without a table, by hour', () => {
    const lane = sideLane(
      [b('20:00', 'confirmed', []), b('19:00', 'confirmed', ['t1']), b('19:30', 'cancelled_by_guest', [])],
      [b('19:15', 'waiting', [])],
      shown,
    );
    expect(lane.map((x) => x.hour)).toEqual(['19:15', '20:00']);
  });

  it('holds a booking whose only table was taken out of service, not one that kept a table in service', () => {
    const lane = sideLane([b('19:00', 'seated', ['gone']), b('19:30', 'confirmed', ['gone', 't2']), b('21:00', 'completed', ['gone'])], [], shown);
    expect(lane.map((x) => x.hour)).toEqual(['19:00']);
  });
});

describe('the keyboard cell', () => {
  const at = (row: number, column: number) => ({ row, column });

  it('moves one cell with the arrows and stops at the edges', () => {
    expect(cellKeyMove('ArrowRight', at(1, 3), 4, 16)).toEqual(at(1, 4));
    expect(cellKeyMove('ArrowLeft', at(1, 3), 4, 16)).toEqual(at(1, 2));
    expect(cellKeyMove('ArrowUp', at(1, 3), 4, 16)).toEqual(at(0, 3));
    expect(cellKeyMove('ArrowDown', at(1, 3), 4, 16)).toEqual(at(2, 3));
    expect(cellKeyMove('ArrowUp', at(0, 3), 4, 16)).toBeNull();
    expect(cellKeyMove('ArrowDown', at(3, 3), 4, 16)).toBeNull();
    expect(cellKeyMove('ArrowLeft', at(2, 0), 4, 16)).toBeNull();
    expect(cellKeyMove('ArrowRight', at(2, 15), 4, 16)).toBeNull();
  });

  it('jumps to the ends of the row and an hour at a time', () => {
    expect(cellKeyMove('Home', at(2, 9), 4, 16)).toEqual(at(2, 0));
    expect(cellKeyMove('End', at(2, 9), 4, 16)).toEqual(at(2, 15));
    expect(cellKeyMove('PageDown', at(2, 9), 4, 16)).toEqual(at(2, 13));
    expect(cellKeyMove('PageDown', at(2, 13), 4, 16)).toEqual(at(2, 15));
    expect(cellKeyMove('PageUp', at(2, 2), 4, 16)).toEqual(at(2, 0));
    expect(cellKeyMove('Enter', at(2, 2), 4, 16)).toBeNull();
  });

  it('finds the column of an hour, within the grid', () => {
    expect(columnOf('19:00', evening)).toBe(0);
    expect(columnOf('20:20', evening)).toBe(5);
    expect(columnOf('18:00', evening)).toBe(0);
    expect(columnOf('23:30', evening)).toBe(15);
  });

  it('tells which stay holds a cell (half-open: the cell where a party leaves is free)', () => {
    const holding = [bar('a', '19:00', 90, ['t1']), bar('b', '20:30', 60, ['t2'])];
    expect(cellOccupant('t1', '20:15', holding)?.guid).toBe('a');
    expect(cellOccupant('t1', '20:30', holding)).toBeUndefined();
    expect(cellOccupant('t2', '20:30', holding)?.guid).toBe('b');
    expect(cellOccupant('t2', '20:15', holding)).toBeUndefined();
  });
});
