// Calls of staff access. login_check is the one call sent without the bearer header.

import { api, apiEnvelope, ApiError, type RequestOptions } from '../api';
import type { AppConfig, EnrolResult, LoginAnswer, OwnerEmailStatus, StaffHome, StaffUser } from '../api-contract';
import { rememberRestaurantTimeZone } from './restaurant-clock';
import { staffSession } from './session';

export type { AppConfig, Enrolment, EnrolResult, StaffHome, StaffUser } from '../api-contract';

/** Fired when a staff call answers 401: the session is over, the app goes back to the code screen. */
export const SIGNED_OUT_EVENT = 'couvert:signed-out';

/**
 * A call of the staff API with the bearer token. A 401 (expired, revoked or invalid session) signs
 * out and tells the app, whatever page made the call.
 */
export async function staffCall<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await api<T>(path, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      staffSession.signOut();
      window.dispatchEvent(new CustomEvent(SIGNED_OUT_EVENT, { detail: error.serverMessage }));
    }
    throw error;
  }
}

/**
 * "Se déconnecter": the server revokes the session (on every instance, so a copied token dies
 * with it), then the token is forgotten here whatever the answer (offline, already ended).
 */
export async function logOut(): Promise<void> {
  try {
    await api<null>('/logout', { method: 'POST' });
  } catch {
    // The local sign-out below still happens; the session ends at its expiry at the latest.
  }
  staffSession.signOut();
}

/** `staffCall` keeping the envelope, for calls whose message is what the page shows. */
async function staffEnvelope<T>(path: string, options: RequestOptions = {}) {
  try {
    return await apiEnvelope<T>(path, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      staffSession.signOut();
      window.dispatchEvent(new CustomEvent(SIGNED_OUT_EVENT, { detail: error.serverMessage }));
    }
    throw error;
  }
}

export const staffAccessApi = {
  appConfig: (signal?: AbortSignal) => api<AppConfig>('/app/config/', { signal, anonymous: true }),

  loginCheck: (code: string, deviceSecret: string) =>
    api<LoginAnswer>('/login_check', {
      method: 'POST',
      body: { username: code, password: deviceSecret },
      anonymous: true,
    }),

  user: (username: string) => api<StaffUser>(`/user/${encodeURIComponent(username)}`),

  enrol: (body: { email: string; password: string; restaurantId?: number; deviceLabel?: string }) =>
    apiEnvelope<EnrolResult>('/devices/enrol', { method: 'POST', body, anonymous: true }),

  /** Always the same answer (the rest goes by e-mail): the message to show. */
  signUp: (body: { email: string; password: string; ownerName: string; restaurantName: string; code: string; deviceLabel?: string; botcheck?: string }) =>
    apiEnvelope<null>('/owners/sign-up', { method: 'POST', body, anonymous: true }),

  confirmEmail: (token: string) => apiEnvelope<null>('/owners/confirm-email', { method: 'POST', body: { token }, anonymous: true }),

  ownerEmail: (restaurantId: string, signal?: AbortSignal) =>
    staffCall<OwnerEmailStatus>(`/staff/restaurants/${encodeURIComponent(restaurantId)}/owner-email`, { signal }),

  resendConfirmation: (restaurantId: string) =>
    staffEnvelope<null>(`/staff/restaurants/${encodeURIComponent(restaurantId)}/owner-email/resend`, { method: 'POST' }),

  requestReset: (email: string) => apiEnvelope<null>('/owners/password-reset', { method: 'POST', body: { email }, anonymous: true }),

  confirmReset: (token: string, password: string) =>
    apiEnvelope<null>('/owners/password-reset/confirm', { method: 'POST', body: { token, password }, anonymous: true }),

  /** The staff home; its time zone becomes the staff app's clock (restaurant-clock.ts). */
  home: async (restaurantId: string, signal?: AbortSignal) => {
    const home = await staffCall<StaffHome>(`/staff/restaurants/${encodeURIComponent(restaurantId)}`, { signal });
    rememberRestaurantTimeZone(home.timeZone);
    return home;
  },

  passTutorial: (restaurantId: string) => staffCall<null>(`/staff/restaurants/${encodeURIComponent(restaurantId)}/tutorial`, { method: 'POST', body: {} }),
};

/** The server's reason word for a refusal (`object.reason`), if any. */
export function reasonOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as { object?: { reason?: unknown } } | null;
  return typeof body?.object?.reason === 'string' ? body.object.reason : null;
}
