// The staff members other modules look up: the sign-in by code and the owner's first member.
// Below sign-in: the team screen (staff module) manages the members, sign-in only reads them.

export { findActiveStaffByCode, findStaffMemberById, insertStaffMember, loadStaffCodeKey } from './staff-members-repository';
