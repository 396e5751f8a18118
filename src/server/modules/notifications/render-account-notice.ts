import { findAppConfig } from '../app-config';
import { findDeviceById, findOwnerById } from '../auth';
import { findRestaurantById } from '../restaurants';
import { links } from './links';
import type { OutboxRow } from '../outbox';
import type { RenderContext } from './render-message';
import { deviceDisabledEmail, emailConfirmationEmail, passwordAttemptsEmail, signUpAttemptEmail } from './templates/account-notices';
import type { Brand } from './templates/email-layout';
import type { RenderResult } from './templates/types';

const skip = (reason: string): RenderResult => ({ channel: 'skip', reason });
const idFrom = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);

async function productBrand(ctx: RenderContext): Promise<Brand> {
  const app = await findAppConfig(ctx.db);
  const appName = app?.name || 'Couvert';
  return { restaurantName: appName, logoUrl: links(ctx.config.publicUrl).asset(app?.logo_image ?? ''), address: '', phone: '', appName };
}

/** Account e-mails, rendered from the data as it is at delivery. */
export async function renderAccountNotice(ctx: RenderContext, row: OutboxRow, payload: Record<string, unknown>): Promise<RenderResult> {
  const brand = await productBrand(ctx);
  const base = ctx.config.publicUrl;
  const owner = await findOwnerById(ctx.db, idFrom(payload.ownerId) ?? -1);
  const name = owner?.name ?? '';
  switch (row.kind) {
    case 'device_disabled': {
      const device = await findDeviceById(ctx.db, idFrom(payload.deviceId) ?? -1);
      if (!device || !device.disabled_at) return skip('appareil débloqué ou supprimé depuis');
      const restaurant = await findRestaurantById(ctx.db, device.restaurant_id);
      if (!restaurant) return skip('restaurant introuvable');
      return deviceDisabledEmail({
        brand,
        to: row.recipient,
        name,
        restaurantName: restaurant.name,
        deviceLabel: device.label,
        failures: idFrom(payload.failures) ?? 10,
        devicesUrl: `${base}/dashboard/appareils`,
      });
    }
    case 'owner_password_attempts':
      if (!owner) return skip('compte introuvable');
      return passwordAttemptsEmail({ brand, to: row.recipient, name, failures: idFrom(payload.failures) ?? 0, resetUrl: `${base}/mot-de-passe/oublie` });
    case 'sign_up_attempt': {
      if (!owner) return skip('compte introuvable');
      const added = await findRestaurantById(ctx.db, idFrom(payload.restaurantId) ?? -1);
      return signUpAttemptEmail({
        brand,
        to: row.recipient,
        name,
        loginUrl: `${base}/login`,
        resetUrl: `${base}/mot-de-passe/oublie`,
        addedRestaurant: added?.name ?? null,
      });
    }
    case 'email_confirmation': {
      if (!owner) return skip('compte introuvable');
      if (owner.email_confirmed_at) return skip('adresse déjà confirmée');
      const confirmUrl = typeof payload.confirmUrl === 'string' ? payload.confirmUrl : '';
      if (!confirmUrl) return skip('lien absent');
      return emailConfirmationEmail({ brand, to: row.recipient, name, confirmUrl, validityHours: idFrom(payload.validityHours) ?? 48 });
    }
    default:
      return skip(`type inconnu ${row.kind}`);
  }
}
