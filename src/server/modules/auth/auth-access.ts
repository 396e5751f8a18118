// What other modules read of owners, devices and staff sessions.
// The rest of the module's tables stays behind its service.

export { findDeviceByGuid, findDeviceById, listDevices, revokeDevice } from './devices-repository';
export { awaitsOwnerConfirmation, findOwnerById, findPasswordReset } from './owners-repository';
export { findLiveSession, liveSessionJtis, spendStreamTicket } from './staff-sessions-repository';
