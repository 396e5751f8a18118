// What of a table's text fits inside the table: its name (14 down to 10 units, then cut with "…")
// and the lines under it (seats, the booking…), each kept inside the table's shape as drawn, round
// or rotated. Lines that leave no room are left out; whoever draws the table says the whole text
// elsewhere (the button's accessible name, a <title>).
//
// Text widths are estimated from the advance widths of DejaVu Sans, the widest of the usual
// sans-serif faces (and the one Debian falls back to): on any other face the text comes out
// narrower, never wider.

import { center, corners, isCircular } from './geometry.js';
import type { PlanTable, Point } from './types.js';

/** Advance widths in thousandths of the font size, characters 32 (space) to 126 (~). */
const REGULAR = [
  318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337, 636, 636, 636, 636, 636, 636, 636, 636, 636, 636, 337, 337, 838, 838, 838,
  531, 1000, 684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863, 748, 787, 603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685, 390, 337, 390,
  838, 500, 500, 613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612, 635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525, 636, 337,
  636, 838,
];
const BOLD = [
  348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696, 696, 696, 696, 696, 696, 696, 696, 400, 400, 838, 838, 838,
  580, 1000, 774, 762, 734, 830, 683, 683, 821, 837, 372, 372, 775, 637, 995, 837, 850, 733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725, 457, 365, 457,
  838, 500, 500, 675, 716, 593, 716, 678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712, 365,
  712, 838,
];
// Anything else (symbols, other scripts, emoji): as wide as the widest letters, to be safe.
const OTHER = 1.05;

export const ELLIPSIS = '…';
/** Room kept between the text and the table's edge, in plan units. */
export const TEXT_PADDING = 3;
export const NAME_SIZES = [14, 13, 12, 11, 10] as const;
const LINE_SIZES = [11, 10] as const;
// Height of a line of text as drawn: the font size and a little for accents and descenders.
const LEADING = 1.2;

function charWidth(ch: string, bold: boolean): number {
  const base = ch.normalize('NFD').charAt(0);
  const code = base.charCodeAt(0);
  if (code >= 32 && code <= 126) return (bold ? BOLD : REGULAR)[code - 32]! / 1000;
  if (ch === ELLIPSIS) return 1;
  if (ch === '\u00a0' || ch === '\u202f') return (bold ? BOLD : REGULAR)[0]! / 1000;
  return OTHER;
}

/** Estimated width of `text` drawn at `size` (upper bound for the usual sans-serif faces). */
export function textWidth(text: string, size: number, bold = false): number {
  let em = 0;
  for (const ch of text) em += charWidth(ch, bold);
  return em * size;
}

/** `text` as it fits in `width`: whole, or cut with "…" (empty when not even one letter and "…" fit). */
export function fitText(text: string, width: number, size: number, bold = false): { text: string; cut: boolean } {
  if (textWidth(text, size, bold) <= width) return { text, cut: false };
  const chars = [...text];
  for (let n = chars.length - 1; n >= 1; n--) {
    const candidate = chars.slice(0, n).join('').trimEnd() + ELLIPSIS;
    if (candidate.length > 1 && textWidth(candidate, size, bold) <= width) return { text: candidate, cut: true };
  }
  return { text: '', cut: true };
}

type Shape = Pick<PlanTable, 'x' | 'y' | 'width' | 'height' | 'rotation' | 'shape' | 'kind'>;

/** Width of the table's shape along the horizontal line `dy` below its centre (0 when the line misses it). */
export function chordWidth(table: Shape, dy: number): number {
  const c = center(table);
  if (isCircular(table as PlanTable)) {
    const r = Math.min(table.width, table.height) / 2;
    return Math.abs(dy) >= r ? 0 : 2 * Math.sqrt(r * r - dy * dy);
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
  return xs.length < 2 ? 0 : Math.max(...xs) - Math.min(...xs);
}

/** Room for a row of text of height `h` centred `dy` below the table's centre. */
function rowRoom(table: Shape, dy: number, h: number): number {
  return Math.min(chordWidth(table, dy - h / 2), chordWidth(table, dy + h / 2)) - 2 * TEXT_PADDING;
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
  const splits: string[][] = [];
  for (let i = 1; i < words.length; i++) splits.push([words.slice(0, i).join(' '), words.slice(i).join(' ')]);
  const longest = (rows: string[]) => Math.max(...rows.map((row) => textWidth(row, 1, true)));
  return splits.sort((a, b) => longest(a) - longest(b));
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
