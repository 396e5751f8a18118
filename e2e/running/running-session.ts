// A staff session on a server of its own (fixed clock, fresh demo database), for the settings,
// communications, guests and statistics pages: their changes never leak into other tests.
import type { APIRequestContext, Page } from '@playwright/test';
import { test } from '../support/fixtures';
import { CODES, enrolDevice, loginToken, useDevice, type Enrolment } from '../staff/staff-helpers';
import { SERVER_NOW, startStaffServer, type StaffServer } from '../staff/staff-server';

export interface RunningSession {
  server: StaffServer;
  device: Enrolment;
  token: string;
  url: (path: string) => string;
  open: (page: Page, path: string) => Promise<void>;
}

export async function startRunningSession(request: APIRequestContext, code: string = CODES.owner): Promise<RunningSession> {
  const server = await startStaffServer();
  const device = await enrolDevice(request, server.baseURL);
  const token = await loginToken(request, device.deviceSecret, code, server.baseURL);
  const url = (path: string) => `${server.baseURL}${path}`;
  return {
    server,
    device,
    token,
    url,
    async open(page, path) {
      await page.clock.setFixedTime(new Date(SERVER_NOW));
      await useDevice(page, device, { token });
      await page.goto(url(path));
    },
  };
}

/**
 * The file's staff session on a server of its own, started before its first test and stopped after
 * its last; the tests run in order (serial) unless told otherwise, since they share that server.
 * Set-up of the file's own data goes in a `test.beforeAll` declared after this call.
 */
export function runningSessionForFile(options: { serial?: boolean; code?: string } = {}): RunningSession {
  let current: RunningSession | undefined;
  const started = () => {
    if (!current) throw new Error('the running session starts in beforeAll');
    return current;
  };
  if (options.serial !== false) test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: undefined });
  test.beforeAll(async ({ request }) => {
    current = await startRunningSession(request, options.code);
  });
  test.afterAll(async () => current?.server.stop());
  return {
    get server() {
      return started().server;
    },
    get device() {
      return started().device;
    },
    get token() {
      return started().token;
    },
    url: (path) => started().url(path),
    open: (page, path) => started().open(page, path),
  };
}
