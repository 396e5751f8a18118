import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsPoint } from './geometry.js';
import { layoutTableText, NAME_SIZES, tableTextLayout } from './table-text.js';
import { ELLIPSIS, fitText, textWidth } from './text-width.js';
import type { PlanTable } from './types.js';

// Properties of the table text over any name and any table: whatever the owner types, it is drawn
// inside the table, and fitting it costs in proportion to its length.

/** Names as typed: letters, spaces, accents, numbers, symbols and emoji, sometimes very long. */
const nameArb = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc
    .array(fc.constantFrom('Terrasse', 'Banquette', 'du', 'fond', '12', 'É', 'WWW', 'ïl', ' ', '  ', '🍷', '–', 'Œuf'), { maxLength: 12 })
    .map((w) => w.join(' ')),
);

const tableArb = fc.record({
  shape: fc.constantFrom<PlanTable['shape']>('round', 'square', 'rectangle'),
  width: fc.integer({ min: 10, max: 300 }),
  height: fc.integer({ min: 10, max: 300 }),
  rotation: fc.oneof(fc.constantFrom(0, 15, 30, 45, 90), fc.integer({ min: 0, max: 359 })),
  x: fc.integer({ min: 0, max: 800 }),
  y: fc.integer({ min: 0, max: 800 }),
});

function table(t: { shape: PlanTable['shape']; width: number; height: number; rotation: number; x: number; y: number }): PlanTable {
  const side = t.shape === 'rectangle' ? t.height : t.width;
  return {
    kind: 'table',
    id: 't',
    name: '',
    minCovers: 1,
    maxCovers: 2,
    legendGuids: [],
    combinable: false,
    active: true,
    ...t,
    height: side,
  };
}

/** The old way, one prefix after the other: what the fitted text must still be. */
function fitTextOneByOne(text: string, width: number, size: number, bold: boolean): { text: string; cut: boolean } {
  if (textWidth(text, size, bold) <= width) return { text, cut: false };
  const chars = [...text];
  for (let n = chars.length - 1; n >= 1; n--) {
    const candidate = chars.slice(0, n).join('').trimEnd() + ELLIPSIS;
    if (candidate.length > 1 && textWidth(candidate, size, bold) <= width) return { text: candidate, cut: true };
  }
  return { text: '', cut: true };
}

describe('fitText over any text', () => {
  it('keeps the longest start of the text that fits with its "…", never wider than the room', () => {
    fc.assert(
      fc.property(nameArb, fc.integer({ min: 0, max: 400 }), fc.constantFrom(10, 11, 12, 14), fc.boolean(), (text, width, size, bold) => {
        const fitted = fitText(text, width, size, bold);
        expect(textWidth(fitted.text, size, bold)).toBeLessThanOrEqual(width);
        expect(fitted).toEqual(fitTextOneByOne(text, width, size, bold));
      }),
      { numRuns: 500 },
    );
  });

  it('does work in proportion to the length of the text, not to its square', () => {
    // Each character measured is normalised once (an accented letter is measured as its base letter).
    const descriptor = Object.getOwnPropertyDescriptor(String.prototype, 'normalize')!;
    const normalize = descriptor.value as (this: string, form?: string) => string;
    let measured = 0;
    String.prototype.normalize = function (this: string, form?: string) {
      measured++;
      return normalize.call(this, form);
    };
    const work = (length: number) => {
      measured = 0;
      fitText('Banquette du fond '.repeat(length / 18), 60, 12, true);
      return measured;
    };
    try {
      const short = work(360);
      const long = work(2880);
      // Eight times the text: about eight times the characters measured (sixty-four times, before).
      expect(long / short).toBeLessThan(12);
    } finally {
      Object.defineProperty(String.prototype, 'normalize', descriptor);
    }
  });
});

describe('table text over any name and any table', () => {
  it('draws every row inside the table: each corner of its text lies on the table', () => {
    fc.assert(
      fc.property(nameArb, tableArb, fc.subarray(['2 à 4 pers.', 'Pas en ligne', '20:30 · Dupont']), (name, t, lines) => {
        const item = table(t);
        const layout = layoutTableText(item, name, lines);
        const cx = item.x + item.width / 2;
        for (const row of layout.rows) {
          const half = textWidth(row.text, row.size, row.bold) / 2;
          const halfHeight = (row.size * 1.2) / 2;
          for (const [x, y] of [
            [cx - half, row.y - halfHeight],
            [cx + half, row.y - halfHeight],
            [cx - half, row.y + halfHeight],
            [cx + half, row.y + halfHeight],
          ] as const) {
            expect(containsPoint(item, { x, y }), `« ${row.text} » (${row.size}) hors de ${JSON.stringify(t)}`).toBe(true);
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  it('shrinks a name to the smallest size before cutting it, and says so when anything is cut', () => {
    fc.assert(
      fc.property(nameArb, tableArb, (name, t) => {
        const layout = layoutTableText(table(t), name, ['2 pers.']);
        const nameRows = layout.rows.filter((row) => row.bold);
        if (nameRows.some((row) => row.text.endsWith(ELLIPSIS) && !name.trim().endsWith(ELLIPSIS))) {
          expect(nameRows.every((row) => row.size === NAME_SIZES[NAME_SIZES.length - 1])).toBe(true);
          expect(layout.shortened).toBe(true);
        }
        const words = (text: string) => text.split(/\s+/).filter(Boolean);
        if (!layout.shortened) expect(words(layout.rows.map((row) => row.text).join(' '))).toEqual([...words(name), '2', 'pers.']);
      }),
      { numRuns: 300 },
    );
  });

  it('is worked out once per name, lines, shape and size: a table moved elsewhere reads the same layout', () => {
    const a = table({ shape: 'square', width: 70, height: 70, rotation: 0, x: 10, y: 10 });
    const first = tableTextLayout(a, 'Banquette du fond', ['4 pers.']);
    expect(tableTextLayout({ ...a, x: 400, y: 250 }, 'Banquette du fond', ['4 pers.'])).toBe(first);
    expect(tableTextLayout({ ...a, width: 90 }, 'Banquette du fond', ['4 pers.'])).not.toBe(first);
    expect(tableTextLayout(a, 'Banquette du fond', ['5 pers.'])).not.toBe(first);
    // The positions follow the table.
    expect(layoutTableText({ ...a, y: 110 }, 'Banquette du fond', ['4 pers.']).rows[0]!.y).toBeCloseTo(
      layoutTableText(a, 'Banquette du fond', ['4 pers.']).rows[0]!.y + 100,
    );
  });
});
