// A server of its own for the staff end-to-end tests: the real built server on a fresh SQLite
// database seeded with the demo, its clock on Tuesday 17 November 2026 at 12:20 in Paris (lunch in
// progress), the outbox kept for reading. The browser's clock is set to the same instant.
import { startOwnServer, type OwnServer } from '../support/own-server';

export const SERVER_NOW = '2026-11-17T11:20:00Z';
export const TODAY = '2026-11-17';
/** The seed's few bookings: 12:00, 12:30, 13:00, 20:00, 20:30. */
export const WEDNESDAY = '2026-11-18';
export const THURSDAY = '2026-11-19';
export const FRIDAY = '2026-11-20';

export type StaffServer = OwnServer;

export function startStaffServer(): Promise<StaffServer> {
  return startOwnServer({ name: 'staff', now: SERVER_NOW, worker: false });
}
