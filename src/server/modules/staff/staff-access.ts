// The staff members other modules look up: the sign-in by code and the owner's first member.
// The rest of the module's tables stays behind its service.

export { findActiveStaffByCode, findStaffMemberById, insertStaffMember, loadStaffCodeKey } from './staff-members-repository';
