import { createHash } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { inKeyedTransaction, inTransaction } from '../../db/transactions';
import { AppError } from '../../http/envelope';
import { LRUCache } from 'lru-cache';
import { awaitsOwnerConfirmation } from '../auth';
import {
  deleteOwnerlessUploads,
  deleteUploadOwner,
  findLegacyUploadHash,
  findUpload,
  findUploadMeta,
  isPictureUsedBy,
  restaurantUploadBytes,
  storePicture,
  uploadOwnersBefore,
  type StoredUpload,
  type UploadMeta,
  type UploadOwnerKey,
} from './uploads-repository';

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
export const UPLOADS_URL_PREFIX = '/uploads/';

/** A picture uploaded and never used (or no longer used) is deleted after this long. */
const UNUSED_UPLOAD_GRACE_HOURS = 24;

const megabytes = (bytes: number) => `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} Mo`;

const UPLOAD_MESSAGES = {
  notAnImage: 'Seules les images PNG, JPEG, WebP ou GIF sont acceptées.',
  tooLarge: 'Image trop lourde : 2 Mo au maximum.',
  empty: 'Le fichier est vide.',
  ownerNotConfirmed: "Confirmez d'abord votre adresse e-mail avec le lien reçu à l'inscription : vous pourrez ensuite téléverser des images.",
  quotaReached: (used: number, size: number, quota: number) =>
    `Les images de votre restaurant occupent déjà ${megabytes(used)} sur les ${megabytes(quota)} permis : celle-ci (${megabytes(size)}) dépasserait la limite. ` +
    `Les images que vous n'utilisez plus sont effacées au bout de ${UNUSED_UPLOAD_GRACE_HOURS} heures.`,
};

export interface SniffedImage {
  extension: 'png' | 'jpg' | 'gif' | 'webp';
  contentType: string;
}

/**
 * What the bytes say the file is, whatever name or type the browser claimed. Only raster formats:
 * an SVG can carry script, and it would be served from our own origin.
 */
function sniffImage(bytes: Uint8Array): SniffedImage | null {
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

/** The checks every stored picture passes, uploaded today or imported from an older version. */
export function checkImage(bytes: Buffer): SniffedImage {
  if (bytes.length === 0) throw new AppError(400, UPLOAD_MESSAGES.empty, 'empty');
  if (bytes.length > MAX_UPLOAD_BYTES) throw new AppError(413, UPLOAD_MESSAGES.tooLarge, 'too_large');
  const image = sniffImage(bytes);
  if (!image) throw new AppError(415, UPLOAD_MESSAGES.notAnImage, 'not_an_image');
  return image;
}

export const contentHash = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

const uploadUrl = (hash: string, extension: string): string => `${UPLOADS_URL_PREFIX}${hash}.${extension}`;

export type UploadAddress =
  | { kind: 'content'; hash: string; extension: string }
  /** Before pictures lived in the database: /uploads/<restaurant guid>/<32 hex>.<ext>. */
  | { kind: 'legacy'; folder: string; path: string };

/** What an address under /uploads/ names, or null when it names nothing we could have made. */
export function parseUploadAddress(path: string): UploadAddress | null {
  const content = /^\/uploads\/([a-f0-9]{64})\.(png|jpg|gif|webp)$/.exec(path);
  if (content) return { kind: 'content', hash: content[1]!, extension: content[2]! };
  const legacy = /^\/uploads\/([A-Za-z0-9-]+)\/[a-f0-9]{32}\.(png|jpg|gif|webp)$/.exec(path);
  if (legacy) return { kind: 'legacy', folder: legacy[1]!, path };
  return null;
}

/**
 * Stores a restaurant's picture in the database, once per content, records that this restaurant
 * uploaded it, and returns its address (the hash of its bytes: the same picture, the same address).
 *
 * Every tenant shares the database: a restaurant's pictures weigh at most the configured quota
 * (counted under a lock per restaurant, so parallel uploads cannot all pass the same count), and
 * nothing is stored for a restaurant whose owner has not confirmed their address (anyone can
 * sign up).
 */
export async function saveUpload(ctx: AppContext, restaurantId: number, bytes: Buffer): Promise<string> {
  const image = checkImage(bytes);
  if (await awaitsOwnerConfirmation(ctx.db.kysely, restaurantId)) throw new AppError(403, UPLOAD_MESSAGES.ownerNotConfirmed, 'owner_not_confirmed');
  const hash = contentHash(bytes);
  const at = ctx.now().toISOString();
  const quota = ctx.config.uploadQuotaBytes;
  await inKeyedTransaction(ctx.db, `uploads:${restaurantId}`, async (trx) => {
    const used = await restaurantUploadBytes(trx, restaurantId, hash);
    if (used + bytes.length > quota) throw new AppError(413, UPLOAD_MESSAGES.quotaReached(used, bytes.length, quota), 'upload_quota');
    await storePicture(trx, { hash, content_type: image.contentType, extension: image.extension, bytes, created_at: at }, restaurantId);
  });
  return uploadUrl(hash, image.extension);
}

/**
 * Frees what pictures no restaurant uses: a restaurant's claim on a picture it uploaded more than
 * the grace period ago and names nowhere (settings, tables, placements, icons, mailings, its HTML)
 * is dropped, which gives its quota back; a picture nobody claims any more is deleted. Run by the
 * worker's scheduled jobs. Returns how many pictures were deleted.
 */
export async function collectUnusedUploads(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNUSED_UPLOAD_GRACE_HOURS * 3600_000).toISOString();
  let after: UploadOwnerKey | null = null;
  for (;;) {
    const candidates: UploadOwnerKey[] = await uploadOwnersBefore(db.kysely, before, after, 200);
    for (const { hash, restaurant_id: restaurantId } of candidates) {
      // Checked and dropped in one transaction: a settings change in between sees the claim or its absence.
      await inTransaction(db, async (trx) => {
        if (!(await isPictureUsedBy(trx, hash, restaurantId))) await deleteUploadOwner(trx, hash, restaurantId, before);
      });
    }
    if (candidates.length < 200) break;
    after = candidates.at(-1)!;
  }
  return inTransaction(db, (trx) => deleteOwnerlessUploads(trx, before));
}

/** Hot pictures kept in memory per instance, at most this many bytes. */
const IMAGE_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * Reads pictures one row at a time (never a whole table), through a per-instance cache of the most
 * recently served ones, bounded by their bytes (a logo is fetched by every diner opening the booking
 * page). Content-addressed entries never go stale: nothing to invalidate, anywhere.
 */
export function uploadsReader(
  ctx: AppContext,
  cache = new LRUCache<string, StoredUpload>({
    maxSize: IMAGE_CACHE_BYTES,
    sizeCalculation: (upload) => Math.max(1, upload.bytes.length),
    maxEntrySize: IMAGE_CACHE_BYTES / 4,
  }),
) {
  return {
    async picture(hash: string): Promise<StoredUpload | undefined> {
      const hot = cache.get(hash);
      if (hot) return hot;
      const row = await findUpload(ctx.db.kysely, hash);
      if (row) cache.set(hash, row);
      return row;
    },
    async meta(hash: string): Promise<UploadMeta | undefined> {
      return cache.get(hash) ?? findUploadMeta(ctx.db.kysely, hash);
    },
    async legacyHash(path: string): Promise<string | undefined> {
      return findLegacyUploadHash(ctx.db.kysely, path);
    },
  };
}
