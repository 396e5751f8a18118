// Calls of staff access. The sign-in calls are sent without the bearer header.

import { ApiError, call, callEnvelope, type CallInput } from '../api';
import { rememberRestaurantTimeZone } from './restaurant-clock';
import { staffSession } from './session';
import { clearOfflineStore } from '../offline/offline-store';

export type { AppConfig, Enrolment, EnrolResult, StaffHome, StaffUser } from '../api-contract';

/**
 * "Se déconnecter": the server revokes the session (on every instance, so a copied token dies
 * with it), then the token is forgotten here whatever the answer (offline, already ended).
 */
export async function logOut(): Promise<void> {
  try {
    await call('POST /logout');
  } catch {
    // The local sign-out below still happens; the session ends at its expiry at the latest.
  }
  staffSession.signOut();
  // What this session kept for a network cut goes with it, sent or not.
  await clearOfflineStore();
}

export const staffAccessApi = {
  appConfig: (signal?: AbortSignal) => call('GET /app/config/', { signal, anonymous: true }),

  loginCheck: (code: string, deviceSecret: string) => call('POST /login_check', { body: { username: code, password: deviceSecret }, anonymous: true }),

  user: (username: string) => call('GET /user/:username', { params: { username } }),

  enrol: (body: CallInput<'POST /devices/enrol'>['body']) => callEnvelope('POST /devices/enrol', { body, anonymous: true }),

  /** Always the same answer (the rest goes by e-mail): the message to show. */
  signUp: (body: CallInput<'POST /owners/sign-up'>['body']) => callEnvelope('POST /owners/sign-up', { body, anonymous: true }),

  confirmEmail: (token: string) => callEnvelope('POST /owners/confirm-email', { body: { token }, anonymous: true }),

  ownerEmail: (restaurantId: string, signal?: AbortSignal) => call('GET /staff/restaurants/:restaurantId/owner-email', { params: { restaurantId }, signal }),

  resendConfirmation: (restaurantId: string) => callEnvelope('POST /staff/restaurants/:restaurantId/owner-email/resend', { params: { restaurantId } }),

  requestReset: (email: string) => callEnvelope('POST /owners/password-reset', { body: { email }, anonymous: true }),

  confirmReset: (token: string, password: string) => callEnvelope('POST /owners/password-reset/confirm', { body: { token, password }, anonymous: true }),

  /** The staff home; its time zone becomes the staff app's clock (restaurant-clock.ts). */
  home: async (restaurantId: string, signal?: AbortSignal) => {
    const home = await call('GET /staff/restaurants/:restaurantId', { params: { restaurantId }, signal });
    rememberRestaurantTimeZone(home.timeZone);
    return home;
  },

  passTutorial: (restaurantId: string) => call('POST /staff/restaurants/:restaurantId/tutorial', { params: { restaurantId } }),
};

/** The server's reason word for a refusal (`object.reason`), if any. */
export function reasonOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as { object?: { reason?: unknown } } | null;
  return typeof body?.object?.reason === 'string' ? body.object.reason : null;
}
