import type { AppContext } from '../../context';
import { unprocessable } from '../../http/envelope';
import { findRestaurantById } from '../restaurants';
import { isUploadOwnedBy } from './uploads-repository';
import { parseUploadAddress, UPLOADS_URL_PREFIX } from './uploads-service';

const OWN_UPLOADS_MESSAGE = "Cette image n'a pas été téléversée pour ce restaurant : choisissez une image https://… ou téléversez-la.";

/**
 * The shared schema lets a picture be an https address or a file of this site; a picture under
 * /uploads/ must also be one this restaurant uploaded, never another's. A content address is its
 * own when the restaurant uploaded those bytes; an address of the older form (its folder is the
 * restaurant's guid) still comes back from a settings form opened before the upgrade, and is its
 * own when the folder is its own, as before.
 */
export async function requireOwnUploads(ctx: AppContext, restaurantId: number, ...urls: Array<string | undefined>): Promise<void> {
  const uploads = urls.filter((u): u is string => typeof u === 'string' && u.startsWith(UPLOADS_URL_PREFIX));
  if (uploads.length === 0) return;
  let guid: string | null | undefined;
  for (const url of uploads) {
    const address = parseUploadAddress(url);
    let own = false;
    if (address?.kind === 'content') {
      own = await isUploadOwnedBy(ctx.db.kysely, address.hash, address.extension, restaurantId);
    } else if (address?.kind === 'legacy') {
      guid ??= (await findRestaurantById(ctx.db.kysely, restaurantId))?.guid ?? null;
      own = guid !== null && address.folder === guid;
    }
    if (!own) throw unprocessable(OWN_UPLOADS_MESSAGE, 'not_own_upload');
  }
}
