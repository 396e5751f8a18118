// The staff-members module as the rest of the server sees it: other modules import it from here only
// (tests/architecture/module-order.test.ts), so what is not listed can change inside the folder.
export { findActiveStaffByCode, findStaffMemberById, insertStaffMember, loadStaffCodeKey } from './staff-members-access';
export { countActiveOwners, findStaffMemberByGuid, listActiveStaffMembers, type StaffMemberRow, updateStaffMember } from './staff-members-repository';
