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

export async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `/tmp/couvert-running-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
