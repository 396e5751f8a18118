// Calls of staff access. login_check is the one call sent without the bearer header.

import { api, apiEnvelope, ApiError, type RequestOptions } from '../lib/api';
import { staffSession, type StaffRole } from './session';

export interface AppConfig {
  name: string;
  version: string;
  logo_image: string;
}

export interface StaffUser {
  restaurantId: number;
  restaurantGuid: string;
  pass_tutorial: boolean;
  logo: string;
  restaurantName: string;
  restaurantSlug: string;
  staffGuid: string;
  name: string;
  role: StaffRole;
}

export interface Enrolment {
  enrolled: true;
  deviceSecret: string;
  restaurantId: number;
  restaurantGuid: string;
  restaurantName: string;
  restaurantSlug: string;
}

export interface StaffHome {
  restaurantId: number;
  restaurantGuid: string;
  name: string;
  slug: string;
  logo: string;
  timeZone: string;
  today: string;
  passTutorial: boolean;
  onlineBookingActive: boolean;
  me: { guid: string; name: string; role: StaffRole };
}

export type EnrolResult = Enrolment | { enrolled: false; restaurants: Array<{ id: number; name: string; slug: string }> };

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

export const staffAccessApi = {
  appConfig: (signal?: AbortSignal) => api<AppConfig>('/app/config/', { signal, anonymous: true }),

  loginCheck: (code: string, deviceSecret: string) =>
    api<{ token: string; expiresAt: string }>('/login_check', {
      method: 'POST',
      body: { username: code, password: deviceSecret },
      anonymous: true,
    }),

  user: (username: string) => api<StaffUser>(`/user/${encodeURIComponent(username)}`),

  enrol: (body: { email: string; password: string; restaurantId?: number; deviceLabel?: string }) =>
    apiEnvelope<EnrolResult>('/devices/enrol', { method: 'POST', body, anonymous: true }),

  signUp: (body: { email: string; password: string; ownerName: string; restaurantName: string; code: string; deviceLabel?: string }) =>
    api<Enrolment>('/owners/sign-up', { method: 'POST', body, anonymous: true }),

  requestReset: (email: string) => apiEnvelope<null>('/owners/password-reset', { method: 'POST', body: { email }, anonymous: true }),

  confirmReset: (token: string, password: string) =>
    apiEnvelope<null>('/owners/password-reset/confirm', { method: 'POST', body: { token, password }, anonymous: true }),

  home: (restaurantId: string, signal?: AbortSignal) => staffCall<StaffHome>(`/staff/restaurants/${encodeURIComponent(restaurantId)}`, { signal }),

  passTutorial: (restaurantId: string) => staffCall<null>(`/staff/restaurants/${encodeURIComponent(restaurantId)}/tutorial`, { method: 'POST', body: {} }),
};

/** The server's reason word for a refusal (`object.reason`), if any. */
export function reasonOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as { object?: { reason?: unknown } } | null;
  return typeof body?.object?.reason === 'string' ? body.object.reason : null;
}
