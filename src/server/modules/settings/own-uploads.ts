import type { AppContext } from '../../context';
import { unprocessable } from '../../http/envelope';
import { findRestaurantById } from '../restaurants/restaurants-repository';
import { UPLOADS_URL_PREFIX } from './uploads-service';

export const OWN_UPLOADS_MESSAGE = "Cette image n'a pas été téléversée pour ce restaurant : choisissez une image https://… ou téléversez-la.";

/**
 * The shared schema lets a picture be an https address or a file of this site; a file under
 * /uploads/ must also be one of this restaurant's (its folder is its guid), never another's.
 */
export async function requireOwnUploads(ctx: AppContext, restaurantId: number, ...urls: Array<string | undefined>): Promise<void> {
  const uploads = urls.filter((u): u is string => typeof u === 'string' && u.startsWith(UPLOADS_URL_PREFIX));
  if (uploads.length === 0) return;
  const restaurant = await findRestaurantById(ctx.db.kysely, restaurantId);
  const own = restaurant ? `${UPLOADS_URL_PREFIX}${restaurant.guid}/` : null;
  if (!own || uploads.some((u) => !u.startsWith(own))) throw unprocessable(OWN_UPLOADS_MESSAGE, 'not_own_upload');
}
