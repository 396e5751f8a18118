import { useMemo } from 'react';
import { qrCodeMatrix } from './qr-code-matrix';

const QUIET_ZONE = 4;

/** The SVG of a QR code (with its quiet zone), as a file the owner can download and print. */
export function qrCodeSvg(text: string): string | null {
  const matrix = qrCodeMatrix(text);
  if (!matrix) return null;
  const size = matrix.length + QUIET_ZONE * 2;
  const path: string[] = [];
  matrix.forEach((row, y) => row.forEach((dark, x) => dark && path.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`)));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path.join('')}" fill="#000"/></svg>`;
}

/** A QR code of `text`, drawn black on white whatever the theme (a scanner needs the contrast). */
export function QrCode({ text, label, size = 176 }: { text: string; label: string; size?: number }) {
  const svg = useMemo(() => qrCodeSvg(text), [text]);
  if (!svg) return null;
  return <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={label} width={size} height={size} data-testid="qr-code" />;
}
