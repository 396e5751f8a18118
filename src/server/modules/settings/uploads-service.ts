import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../context';
import { AppError } from '../../http/envelope';

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
export const UPLOADS_URL_PREFIX = '/uploads/';

export const UPLOAD_MESSAGES = {
  notAnImage: 'Seules les images PNG, JPEG, WebP ou GIF sont acceptées.',
  tooLarge: 'Image trop lourde : 2 Mo au maximum.',
  empty: 'Le fichier est vide.',
};

interface SniffedImage {
  extension: 'png' | 'jpg' | 'gif' | 'webp';
  contentType: string;
}

/**
 * What the bytes say the file is, whatever name or type the browser claimed. Only raster formats:
 * an SVG can carry script, and it would be served from our own origin.
 */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (bytes.length >= 8 && starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { extension: 'png', contentType: 'image/png' };
  if (bytes.length >= 3 && starts(0xff, 0xd8, 0xff)) return { extension: 'jpg', contentType: 'image/jpeg' };
  if (bytes.length >= 6 && (starts(0x47, 0x49, 0x46, 0x38, 0x37, 0x61) || starts(0x47, 0x49, 0x46, 0x38, 0x39, 0x61))) {
    return { extension: 'gif', contentType: 'image/gif' };
  }
  if (bytes.length >= 12 && starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP') {
    return { extension: 'webp', contentType: 'image/webp' };
  }
  return null;
}

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** Stores a restaurant's picture under <DATA_DIR>/uploads/<restaurant guid>/ and returns its URL. */
export async function saveUpload(ctx: AppContext, restaurantGuid: string, bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw new AppError(400, UPLOAD_MESSAGES.empty, 'empty');
  if (bytes.length > MAX_UPLOAD_BYTES) throw new AppError(413, UPLOAD_MESSAGES.tooLarge, 'too_large');
  const image = sniffImage(bytes);
  if (!image) throw new AppError(415, UPLOAD_MESSAGES.notAnImage, 'not_an_image');
  // The guid comes from our database, never from the request: no path can be smuggled in.
  const folder = path.join(uploadsDir(ctx.config.dataDir), restaurantGuid);
  await mkdir(folder, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${image.extension}`;
  await writeFile(path.join(folder, name), bytes, { flag: 'wx' });
  return `${UPLOADS_URL_PREFIX}${restaurantGuid}/${name}`;
}
