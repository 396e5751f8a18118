// A staff session on a server of its own (fixed clock, fresh demo database), for the settings,
// communications, guests and statistics pages: their changes never leak into other tests.
import type { APIRequestContext, Page } from '@playwright/test';
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
