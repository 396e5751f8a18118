import { describe, expect, it } from 'vitest';
import { createTable } from './items.js';
import { chordWidth, fitFixtureLabel, layoutTableText, NAME_SIZES, TEXT_PADDING } from './table-text.js';
import { ELLIPSIS, fitText, textWidth } from './text-width.js';

// Every row lies inside the table's shape: its corners, at the estimated width, within the chord.
function expectInside(table: Parameters<typeof layoutTableText>[0], rows: ReturnType<typeof layoutTableText>['rows']) {
  const cy = table.y + table.height / 2;
  for (const row of rows) {
    const w = textWidth(row.text, row.size, row.bold);
    for (const dy of [row.y - cy - row.size * 0.6, row.y - cy + row.size * 0.6]) expect(w).toBeLessThanOrEqual(chordWidth(table, dy) + 1e-9);
  }
}

describe('table text', () => {
  it('measures text wider in bold, and accented letters as their base letter', () => {
    expect(textWidth('Salle', 10, true)).toBeGreaterThan(textWidth('Salle', 10));
    expect(textWidth('é', 10)).toBe(textWidth('e', 10));
    expect(textWidth('WWW', 10)).toBeGreaterThan(textWidth('iii', 10));
  });

  it('cuts text with an ellipsis to the room given, or leaves nothing', () => {
    expect(fitText('Salle 1', 1000, 12)).toEqual({ text: 'Salle 1', cut: false });
    const cut = fitText('Une très longue table', 60, 12);
    expect(cut.cut).toBe(true);
    expect(cut.text.endsWith(ELLIPSIS)).toBe(true);
    expect(textWidth(cut.text, 12)).toBeLessThanOrEqual(60);
    expect(fitText('Salle', 3, 12)).toEqual({ text: '', cut: true });
  });

  it('measures the chord of round, square and rotated tables', () => {
    const round = createTable('r', 'round', 'R', { x: 0, y: 0 });
    expect(chordWidth(round, 0)).toBeCloseTo(60);
    expect(chordWidth(round, 30)).toBe(0);
    const rect = createTable('q', 'rectangle', 'Q', { x: 0, y: 0 });
    expect(chordWidth(rect, 0)).toBeCloseTo(120);
    expect(chordWidth({ ...rect, rotation: 90 }, 0)).toBeCloseTo(70);
  });

  it('keeps a short name whole and large, with its lines', () => {
    const table = createTable('t', 'rectangle', 'T1', { x: 0, y: 0 });
    const layout = layoutTableText(table, 'T1', ['4 à 6 pers.']);
    expect(layout.shortened).toBe(false);
    expect(layout.rows.map((r) => r.text)).toEqual(['T1', '4 à 6 pers.']);
    expect(layout.rows[0]!.size).toBe(NAME_SIZES[0]);
    expectInside(table, layout.rows);
  });

  it('shrinks, then leaves lines out, then cuts the name: everything stays inside the table', () => {
    const names = ['Terrasse 12', 'Véranda Fenêtre', 'La grande table du fond, près de la fenêtre', 'WWWWWWWWWWWWWWWWWWWW'];
    for (const shape of ['round', 'square', 'rectangle'] as const) {
      for (const rotation of [0, 30, 90]) {
        for (const name of names) {
          const table = { ...createTable('t', shape, name, { x: 100, y: 50 }), rotation };
          const layout = layoutTableText(table, name, ['2 à 4 pers.', 'Pas en ligne']);
          expect(layout.rows.length).toBeGreaterThan(0);
          expect(layout.rows[0]!.bold).toBe(true);
          expectInside(table, layout.rows);
          const shownName = layout.rows.filter((r) => r.bold).map((r) => r.text);
          expect(shownName.length).toBeLessThanOrEqual(2);
          const shown = [shownName.join(' '), ...layout.rows.filter((r) => !r.bold).map((r) => r.text)].join('|');
          expect(layout.shortened).toBe(shown !== [name, '2 à 4 pers.', 'Pas en ligne'].join('|'));
        }
      }
    }
  });

  it('wraps a name at a space rather than cut it, and keeps the number of a cut name', () => {
    const round = createTable('t', 'round', 'Terrasse 1', { x: 0, y: 0 });
    expect(layoutTableText(round, 'Terrasse 1', []).rows.map((r) => r.text)).toEqual(['Terrasse', '1']);
    const small = { ...createTable('t', 'square', 'X', { x: 0, y: 0 }), width: 60, height: 20 };
    const cut = layoutTableText(small, 'Véranda 12', []);
    expect(cut.rows.map((r) => r.text)).toEqual([expect.stringMatching(/^V.*… 12$/)]);
    expect(cut.shortened).toBe(true);
  });

  it('draws nothing in a table too small for a letter', () => {
    const tiny = { ...createTable('t', 'square', 'Salle', { x: 0, y: 0 }), width: 10, height: 10 };
    expect(layoutTableText(tiny, 'Salle', ['2 pers.'])).toEqual({ rows: [], shortened: true });
    expect(TEXT_PADDING).toBeGreaterThan(0);
  });

  it("fits a fixture's label in its rectangle, upright whatever the rotation: shrunk, then cut", () => {
    const bar = { x: 0, y: 0, width: 200, height: 60, rotation: 0 };
    expect(fitFixtureLabel(bar, 'Bar', 13, true)).toEqual({ text: 'Bar', size: 13, cut: false });
    const long = fitFixtureLabel(bar, 'Le grand comptoir du marché aux vins de Bourgogne', 13, true);
    expect(long.size).toBe(NAME_SIZES[NAME_SIZES.length - 1]);
    expect(long.text).toMatch(/^Le grand comptoir.*…$/);
    expect(textWidth(long.text, long.size, true)).toBeLessThanOrEqual(200 - 2 * TEXT_PADDING);
    // Turned upright, a bar leaves only its depth for the text.
    const turned = fitFixtureLabel({ ...bar, rotation: 90 }, 'Comptoir', 13, true);
    expect(textWidth(turned.text, turned.size, true)).toBeLessThanOrEqual(60 - 2 * TEXT_PADDING);
    expect(fitFixtureLabel({ ...bar, width: 8, height: 8 }, 'Bar', 13)).toEqual({ text: '', size: 10, cut: true });
  });
});
