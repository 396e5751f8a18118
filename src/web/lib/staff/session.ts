// The staff side's browser state: the enrolled device (secret + restaurant), the session token and
// the tutorial-passed marker, under the spec's storage keys.

import { storage } from '../storage';
import { STORAGE_KEYS } from '../storage-keys';
import { RESTAURANT_TIME_ZONE } from './restaurant-clock';
import { clearOfflineStore } from '../offline/offline-store';

/** This device's secret, sent as login_check's password; never in the bundle, only in storage. */
const DEVICE_SECRET = 'deviceSecret';
const RESTAURANT_LOGO = 'restaurantLogo';
const RESTAURANT_NAME = 'restaurantName';

export type StaffRole = 'owner' | 'manager' | 'staff';

export interface SessionClaims {
  sub: string;
  restaurantId: number;
  roles: StaffRole[];
  name: string;
  exp: number;
}

/** Reads the payload of a JWT without trusting it: the server checks the signature on every call. */
export function decodeToken(token: string | null): SessionClaims | null {
  if (!token) return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const claims = JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0)))) as Partial<SessionClaims>;
    if (typeof claims.exp !== 'number' || typeof claims.restaurantId !== 'number' || !Array.isArray(claims.roles)) return null;
    return claims as SessionClaims;
  } catch {
    return null;
  }
}

export const staffSession = {
  token: (): string | null => storage.get(STORAGE_KEYS.token),

  /** A token whose expiry has passed means signed out (spec section 4). */
  claims(now = Date.now()): SessionClaims | null {
    const claims = decodeToken(staffSession.token());
    if (!claims || claims.exp * 1000 <= now) return null;
    return claims;
  },

  isAuthenticated: (now = Date.now()): boolean => staffSession.claims(now) !== null,

  signIn(token: string): void {
    storage.set(STORAGE_KEYS.token, token);
  },

  signOut(): void {
    storage.remove(STORAGE_KEYS.token);
  },

  restaurantId: (): string | null => storage.get(STORAGE_KEYS.restaurantId),
  restaurantGuid: (): string | null => storage.get(STORAGE_KEYS.restaurantGuid),
  deviceSecret: (): string | null => storage.get(DEVICE_SECRET),
  restaurantName: (): string | null => storage.get(RESTAURANT_NAME),
  logo: (): string | null => storage.get(RESTAURANT_LOGO),

  /** After enrolment: this device belongs to the restaurant. */
  enrol(device: { deviceSecret: string; restaurantId: number; restaurantGuid: string; restaurantName: string }): void {
    storage.set(DEVICE_SECRET, device.deviceSecret);
    storage.set(STORAGE_KEYS.restaurantId, String(device.restaurantId));
    storage.set(STORAGE_KEYS.restaurantGuid, device.restaurantGuid);
    storage.set(RESTAURANT_NAME, device.restaurantName);
    storage.remove(STORAGE_KEYS.token);
    storage.remove(STORAGE_KEYS.passTutorial);
  },

  /** The device is unknown, revoked or disabled: back to enrolment. */
  forgetDevice(): void {
    // A revoked device keeps nothing of the book it showed.
    void clearOfflineStore();
    for (const key of [
      DEVICE_SECRET,
      STORAGE_KEYS.restaurantId,
      STORAGE_KEYS.restaurantGuid,
      STORAGE_KEYS.token,
      STORAGE_KEYS.passTutorial,
      RESTAURANT_LOGO,
      RESTAURANT_NAME,
      RESTAURANT_TIME_ZONE,
    ]) {
      storage.remove(key);
    }
  },

  /** What the user lookup returns, stored as the spec says. */
  storeUser(user: { restaurantId: number; restaurantGuid: string; pass_tutorial: boolean; logo: string; restaurantName: string }): void {
    storage.set(STORAGE_KEYS.restaurantId, String(user.restaurantId));
    storage.set(STORAGE_KEYS.restaurantGuid, user.restaurantGuid);
    storage.set(RESTAURANT_NAME, user.restaurantName);
    if (user.logo) storage.set(RESTAURANT_LOGO, user.logo);
    else storage.remove(RESTAURANT_LOGO);
    if (user.pass_tutorial) staffSession.markTutorialPassed();
    else storage.remove(STORAGE_KEYS.passTutorial);
  },

  tutorialPassed: (): boolean => storage.get(STORAGE_KEYS.passTutorial) === 'true',
  markTutorialPassed: (): void => storage.set(STORAGE_KEYS.passTutorial, 'true'),
};
