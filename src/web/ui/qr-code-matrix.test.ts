import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { qrCodeMatrix } from './qr-code-matrix';

// The sign-up page's QR code. Each symbol below was read back by a real scanner (zbar) when this
// encoder was written; the hashes keep those very symbols, the other checks say why they scan.

const fingerprint = (m: boolean[][]) =>
  createHash('sha256')
    .update(m.map((row) => row.map((dark) => (dark ? '1' : '0')).join('')).join('\n'))
    .digest('hex')
    .slice(0, 16);

const finderAt = (m: boolean[][], x: number, y: number) =>
  [0, 1, 2, 3, 4, 5, 6].every((dy) =>
    [0, 1, 2, 3, 4, 5, 6].every((dx) => {
      const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3));
      return m[y + dy]![x + dx] === (ring !== 2);
    }),
  );

describe('QR code of a page address', () => {
  it('picks the smallest version that holds the text and draws the three finder patterns', () => {
    for (const [text, size] of [
      ['A', 21],
      ['https://couvert.example/communication/le-petit-zinc', 33],
      ['x'.repeat(150), 49],
    ] as const) {
      const m = qrCodeMatrix(text)!;
      expect(m).toHaveLength(size);
      expect(finderAt(m, 0, 0) && finderAt(m, size - 7, 0) && finderAt(m, 0, size - 7)).toBe(true);
      // The timing pattern alternates between the finders; the dark module sits by the bottom one.
      for (let i = 8; i < size - 8; i++) expect(m[6]![i]).toBe(i % 2 === 0);
      expect(m[size - 8]![8]).toBe(true);
    }
  });

  it('keeps the symbols a scanner read back', () => {
    expect(fingerprint(qrCodeMatrix('https://couvert.example/communication/le-petit-zinc')!)).toBe('f4fb13a14f5ca856');
    expect(fingerprint(qrCodeMatrix('x'.repeat(150))!)).toBe('9782fa7f0642d3e6');
  });

  it('refuses a text too long for a printable code', () => {
    expect(qrCodeMatrix('x'.repeat(300))).toBeNull();
  });
});
