// The auth module as the rest of the server sees it: other modules import it from here only
// (tests/architecture/module-order.test.ts), so what is not listed can change inside the folder.
export {
  awaitsOwnerConfirmation,
  findDeviceByGuid,
  findDeviceById,
  findLiveSession,
  findOwnerById,
  findPasswordReset,
  listDevices,
  liveSessionJtis,
  revokeDevice,
  spendStreamTicket,
} from './auth-access';
export { AUTH_MESSAGES } from './auth-messages';
export { authRoutes } from './auth-routes';
export { authService } from './auth-service';
export { hashPassword } from './password-hash';
export { sha256, staffCodeHmac } from './secrets';
export { MANAGERS, OWNERS, requireStaff, staffOf, type StaffPrincipal } from './staff-guard';
