// How wide a text is drawn, estimated without a browser (the server draws the diner's plan picture
// too), and how much of it fits in a given width.
//
// Widths come from the advance widths of DejaVu Sans, the widest of the usual sans-serif faces (and
// the one Debian falls back to): on any other face the text comes out narrower, never wider.

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
// Anything else (symbols, other scripts): as wide as the widest letters, to be safe. Emoji (and the
// other characters beyond the first 65 536, drawn from colour fonts) are wider still.
const OTHER = 1.05;
const EMOJI = 1.3;

export const ELLIPSIS = '…';

function charWidth(ch: string, bold: boolean): number {
  const base = ch.normalize('NFD').charAt(0);
  const code = base.charCodeAt(0);
  if (code >= 32 && code <= 126) return (bold ? BOLD : REGULAR)[code - 32]! / 1000;
  if (ch === ELLIPSIS) return 1;
  if (ch === '\u00a0' || ch === '\u202f') return (bold ? BOLD : REGULAR)[0]! / 1000;
  const point = ch.codePointAt(0)!;
  if (point > 0xffff || (point >= 0x2600 && point <= 0x27bf)) return EMOJI;
  return OTHER;
}

/** Estimated width of `text` drawn at `size` (upper bound for the usual sans-serif faces). */
export function textWidth(text: string, size: number, bold = false): number {
  let em = 0;
  for (const ch of text) em += charWidth(ch, bold);
  return em * size;
}

/**
 * `text` as it fits in `width`: whole, or cut with "…" (empty when not even one letter and "…" fit).
 * The widths of every prefix are summed once and the longest prefix that fits is found by halving:
 * a plan draws dozens of names on every change, and trying each shorter prefix in turn, measuring it
 * anew, cost the square of the name's length.
 */
export function fitText(text: string, width: number, size: number, bold = false): { text: string; cut: boolean } {
  const chars = [...text];
  // prefix[i]: width in em of the first i characters; solid[i]: how many of them are left once the
  // spaces at their end are dropped (a cut name never ends with a space before its "…").
  const prefix = [0];
  const solid = [0];
  for (const [i, ch] of chars.entries()) {
    prefix.push(prefix[i]! + charWidth(ch, bold));
    solid.push(/\s/.test(ch) ? solid[i]! : i + 1);
  }
  if (prefix[chars.length]! * size <= width) return { text, cut: false };
  const ellipsis = charWidth(ELLIPSIS, bold);
  const fits = (n: number) => (prefix[solid[n]!]! + ellipsis) * size <= width;
  // The width of a cut prefix only grows with its length: the longest that fits lies in [lo, hi].
  let lo = 0;
  let hi = chars.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  const kept = solid[lo]!;
  return kept === 0 ? { text: '', cut: true } : { text: chars.slice(0, kept).join('') + ELLIPSIS, cut: true };
}
