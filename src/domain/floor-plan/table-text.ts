// What of a table's text fits inside the table: its name (14 down to 10 units, then cut with "…")
// and the lines under it (seats, the booking…), each kept inside the table's shape as drawn, round
// or rotated. Lines that leave no room are left out; whoever draws the table says the whole text
// elsewhere (the button's accessible name, a <title>).

import { center, corners, isCircular } from './geometry.js';
import { fitText, textWidth } from './text-width.js';
import type { Box, PlanTable, Point } from './types.js';

/** Room kept between the text and the table's edge, in plan units. */
export const TEXT_PADDING = 3;
export const NAME_SIZES = [14, 13, 12, 11, 10] as const;
const LINE_SIZES = [11, 10] as const;
// Height of a line of text as drawn: the font size and a little for accents and descenders.
const LEADING = 1.2;

type Shape = Pick<PlanTable, 'x' | 'y' | 'width' | 'height' | 'rotation' | 'shape' | 'kind'>;

/**
 * Where the horizontal line `dy` below the table's centre crosses its shape, from `left` to `right`,
 * both measured from the centre (null when the line misses it). A rotated table's crossing is not
 * centred on the table's centre.
 */
function chordSpan(table: Shape, dy: number): { left: number; right: number } | null {
  const c = center(table);
  if (isCircular(table as PlanTable)) {
    const r = Math.min(table.width, table.height) / 2;
    if (Math.abs(dy) >= r) return null;
    const half = Math.sqrt(r * r - dy * dy);
    return { left: -half, right: half };
  }
  const y = c.y + dy;
  const pts = corners(table);
  const xs: number[] = [];
  for (let i = 0; i < pts.length; i++) {
    const a: Point = pts[i]!;
    const b: Point = pts[(i + 1) % pts.length]!;
    if ((a.y <= y && b.y >= y) || (b.y <= y && a.y >= y)) {
      if (a.y === b.y) xs.push(a.x, b.x);
      else xs.push(a.x + ((y - a.y) * (b.x - a.x)) / (b.y - a.y));
    }
  }
  return xs.length < 2 ? null : { left: Math.min(...xs) - c.x, right: Math.max(...xs) - c.x };
}

/** Width of the table's shape along the horizontal line `dy` below its centre (0 when the line misses it). */
export function chordWidth(table: Shape, dy: number): number {
  const span = chordSpan(table, dy);
  return span ? span.right - span.left : 0;
}

/**
 * Room for a text centred on the table's centre, along the line `dy` below it: twice the distance
 * to the nearer side (a rotated table leaves more room on one side than on the other).
 */
function centredRoom(table: Shape, dy: number): number {
  const span = chordSpan(table, dy);
  return span ? 2 * Math.max(0, Math.min(-span.left, span.right)) : 0;
}

/** Room for a row of text of height `h` centred `dy` below the table's centre. */
function rowRoom(table: Shape, dy: number, h: number): number {
  // The shape is convex: its narrowest point along the row is at the row's top or bottom.
  return Math.min(centredRoom(table, dy - h / 2), centredRoom(table, dy + h / 2)) - 2 * TEXT_PADDING;
}

/**
 * A fixture's one-line label (the bar's name, "Cuisine") as it fits inside its rectangle, drawn
 * upright at its centre: at `size`, else smaller down to the smallest name size, else cut with "…"
 * (empty when not a letter fits).
 */
export function fitFixtureLabel(box: Box, text: string, size: number, bold = false): { text: string; size: number; cut: boolean } {
  const shape: Shape = { ...box, kind: 'table', shape: 'rectangle' };
  const smallest = Math.min(size, NAME_SIZES[NAME_SIZES.length - 1]!);
  for (const s of [size, ...NAME_SIZES.filter((n) => n < size)]) {
    const room = rowRoom(shape, 0, s * LEADING);
    if (room > 0 && textWidth(text, s, bold) <= room) return { text, size: s, cut: false };
  }
  const room = rowRoom(shape, 0, smallest * LEADING);
  return { ...(room > 0 ? fitText(text, room, smallest, bold) : { text: '', cut: true }), size: smallest };
}

export interface TableTextRow {
  text: string;
  /** Centre of the row, in plan units. */
  y: number;
  size: number;
  bold: boolean;
}

export interface TableTextLayout {
  rows: TableTextRow[];
  /** Some text was cut or left out: the full text must be given another way (title, accessible name). */
  shortened: boolean;
}

/**
 * The name (bold) and the lines under it, as they fit inside the table. The whole name comes first:
 * it shrinks, then wraps onto two rows at a space, and lines are left out (from the last) before it
 * is cut. A cut name keeps its last word when that is a number or a short code ("Terr… 12").
 */
export function layoutTableText(table: Shape, name: string, lines: readonly string[] = []): TableTextLayout {
  const layout = tableTextLayout(table, name, lines);
  const cy = center(table).y;
  return { rows: layout.rows.map((row) => ({ ...row, y: cy + row.y })), shortened: layout.shortened };
}

// Layouts already worked out, by what they depend on. A plan is drawn again on every change (a drag,
// each second of the live room): its tables keep their names and sizes, so their text is read from
// here instead of being fitted again. Bounded, the oldest dropped first.
const LAYOUTS = new Map<string, TableTextLayout>();
const MAX_LAYOUTS = 2000;

/**
 * The same layout with each row's `y` measured from the table's centre: it depends only on the name,
 * the lines and the table's shape, size and rotation, not on where the table stands, and is worked
 * out once for them (the result is shared: do not change it).
 */
export function tableTextLayout(table: Shape, name: string, lines: readonly string[] = []): TableTextLayout {
  const isRound = isCircular(table as PlanTable);
  const key = [isRound ? 'o' : 'r', table.width, table.height, isRound ? 0 : table.rotation, name, ...lines].join('\u0000');
  const known = LAYOUTS.get(key);
  if (known) {
    // Used again: kept among the newest.
    LAYOUTS.delete(key);
    LAYOUTS.set(key, known);
    return known;
  }
  const layout = computeLayout({ ...table, x: -table.width / 2, y: -table.height / 2 }, name, lines);
  if (LAYOUTS.size >= MAX_LAYOUTS) LAYOUTS.delete(LAYOUTS.keys().next().value!);
  LAYOUTS.set(key, layout);
  return layout;
}

function computeLayout(table: Shape, name: string, lines: readonly string[]): TableTextLayout {
  const c = center(table);
  const trimmed = name.trim();
  const splits = twoRowSplits(trimmed);
  for (let count = lines.length; count >= 0; count--) {
    const kept = lines.slice(0, count);
    for (const nameRows of [[trimmed], ...splits]) {
      for (const size of NAME_SIZES) {
        const layout = tryLayout(table, c, nameRows, kept, size, false);
        if (layout) return { rows: layout.rows, shortened: layout.shortened || count < lines.length };
      }
    }
  }
  // Not even the name fits whole: as much of it as fits, at the smallest size, alone (on two rows,
  // the first ending at a space, when the table has the height for them).
  const smallest = NAME_SIZES[NAME_SIZES.length - 1]!;
  for (const [first, rest] of splits.slice().sort((a, b) => b[0]!.length - a[0]!.length)) {
    const layout = tryLayout(table, c, [first!, rest!], [], smallest, true, true);
    if (layout) return { rows: layout.rows, shortened: true };
  }
  const layout = tryLayout(table, c, [trimmed], [], smallest, true);
  return { rows: layout?.rows ?? [], shortened: true };
}

/** The ways to write `name` on two rows, split at a space, the most even first. */
function twoRowSplits(name: string): string[][] {
  const words = name.split(/\s+/).filter(Boolean);
  const splits: Array<{ rows: string[]; longest: number }> = [];
  for (let i = 1; i < words.length; i++) {
    const rows = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    splits.push({ rows, longest: Math.max(...rows.map((row) => textWidth(row, 1, true))) });
  }
  return splits.sort((a, b) => a.longest - b.longest).map((split) => split.rows);
}

/** The name cut to `width`: keeps its last word when it tells tables apart (a number, a short code). */
function cutName(name: string, width: number, size: number): { text: string; cut: boolean } {
  const whole = fitText(name, width, size, true);
  if (!whole.cut) return whole;
  const match = /^(.*\S)\s+(\S{0,3}\d\S{0,3}|\S{1,2})$/.exec(name);
  if (match) {
    const tail = ` ${match[2]!}`;
    const head = fitText(match[1]!, width - textWidth(tail, size, true), size, true);
    if (head.text) return { text: head.text + tail, cut: true };
  }
  return whole;
}

function tryLayout(
  table: Shape,
  c: Point,
  nameRows: readonly string[],
  lines: readonly string[],
  nameSize: number,
  allowCut: boolean,
  /** Only the last name row may be cut (the first rows are whole words). */
  cutLastOnly = false,
): { rows: TableTextRow[]; shortened: boolean } | null {
  const lineSize = LINE_SIZES[0];
  const nameH = nameSize * LEADING;
  const lineH = lineSize * LEADING;
  const total = nameRows.length * nameH + lines.length * lineH;
  let top = c.y - total / 2;
  const rows: TableTextRow[] = [];
  let shortened = false;
  for (const [index, nameRow] of nameRows.entries()) {
    const y = top + nameH / 2;
    const room = rowRoom(table, y - c.y, nameH);
    if (room <= 0) return null;
    const mayCut = allowCut && (!cutLastOnly || index === nameRows.length - 1);
    const fitted = mayCut ? cutName(nameRow, room, nameSize) : fitText(nameRow, room, nameSize, true);
    if (!fitted.text || (fitted.cut && !mayCut)) return null;
    rows.push({ text: fitted.text, y, size: nameSize, bold: true });
    shortened ||= fitted.cut;
    top += nameH;
  }
  for (const line of lines) {
    const y = top + lineH / 2;
    const room = rowRoom(table, y - c.y, lineH);
    if (room <= 0) return null;
    let placed: TableTextRow | null = null;
    for (const size of LINE_SIZES) {
      if (textWidth(line, size) <= room) {
        placed = { text: line, y, size, bold: false };
        break;
      }
    }
    if (!placed) {
      const smallest = LINE_SIZES[LINE_SIZES.length - 1]!;
      const cut = fitText(line, room, smallest);
      // A line cut to a letter or two says nothing: leave it out (and those after it) instead.
      if ([...cut.text].length < 4) return null;
      placed = { text: cut.text, y, size: smallest, bold: false };
      shortened = true;
    }
    rows.push(placed);
    top += lineH;
  }
  return { rows, shortened };
}
