import { parseInstant } from '../../../domain/dates';
import { findAppConfig } from '../app-config';
import { findOwnerById, findPasswordReset, sha256 } from '../auth';
import { links } from './links';
import type { OutboxRow } from '../outbox';
import type { RenderContext } from './render-message';
import { passwordResetEmail } from './templates/account-emails';
import type { RenderResult } from './templates/types';

const skip = (reason: string): RenderResult => ({ channel: 'skip', reason });

/** The token travels in the link's fragment (see the owner service); only its hash is stored. */
const tokenOf = (resetUrl: string) => /#jeton=([A-Za-z0-9_-]+)$/.exec(resetUrl)?.[1] ?? null;

/**
 * The owner's reset link, sent only while it can still be used: a link already used, retired by a
 * completed reset or past its hour would only lead to "Ce lien n'est plus valable".
 */
export async function renderPasswordReset(ctx: RenderContext, row: OutboxRow, payload: Record<string, unknown>): Promise<RenderResult> {
  const resetUrl = typeof payload.resetUrl === 'string' ? payload.resetUrl : '';
  const token = tokenOf(resetUrl);
  if (!token) return skip('lien absent');
  const reset = await findPasswordReset(ctx.db, sha256(token));
  if (!reset) return skip('demande de réinitialisation introuvable');
  if (reset.used_at) return skip('lien déjà utilisé ou remplacé');
  if (reset.expires_at <= ctx.now.toISOString()) return skip('lien expiré');
  const owner = await findOwnerById(ctx.db, reset.owner_id);
  if (!owner) return skip('compte introuvable');
  const app = await findAppConfig(ctx.db);
  const appName = app?.name || 'Couvert';
  return passwordResetEmail({
    brand: { restaurantName: appName, logoUrl: links(ctx.config.publicUrl).asset(app?.logo_image ?? ''), address: '', phone: '', appName },
    to: row.recipient,
    name: owner.name,
    resetUrl,
    validityMinutes: Math.round((parseInstant(reset.expires_at).getTime() - parseInstant(reset.created_at).getTime()) / 60_000),
  });
}
