// The journeys' shared fixture. A journey uses the product as people do: it opens one entry URL,
// then only clicks, types and scrolls what a person sees. The fixture gives it browser contexts
// at the project's size (390x844 or 1280x800) whose clock agrees with the journey's server, keeps
// every page error, console error and 5xx answer seen by any page of those contexts and fails the
// journey on them at the end, and saves a screenshot of each screen reached into the test output.
import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { test as base, expect } from '../support/fixtures';
import { startOwnServer, type OwnServer } from '../support/own-server';

// A full-page picture shows the page as a person scrolling through it sees it: long lists draw their
// rows off screen only when they come into view (content-visibility), which one capture never does.
export const SCROLLED_THROUGH = '* { content-visibility: visible !important; }';

export { expect };

export interface Journey {
  /** The address of the journey's server (the product). */
  baseURL: string;
  /** A new browser context (another person, or the same person on another device); French unless `locale` says otherwise. */
  /**
   * A new browser (another person's device). `installable`: its pages may keep the staff app with
   * the service worker, as a tablet does (the other tests' browsers do not, see playwright.config.ts).
   */
  newContext(options?: { locale?: string; installable?: boolean }): Promise<BrowserContext>;
  /** Saves a full-page screenshot of what `page` shows now, attached to the test's report. */
  shot(page: Page, name: string): Promise<void>;
  /**
   * A problem the journey expects, not to be counted against it: a page of another service that
   * answers a person's mistake with a 4xx (the payment provider's page refusing a declined card).
   */
  expectProblem(pattern: RegExp): void;
  /**
   * Lets `ms` pass at once, as between a booking and its evening: the server's clock and every
   * open browser context's jump forward together (due timers in the pages fire once).
   */
  advanceClock(ms: number): Promise<void>;
  /** Lets time pass until `instant` (ISO), on the server and in the browsers (see advanceClock). */
  advanceClockTo(instant: string): Promise<void>;
}

/** The server of one journey file: its own database and clock, e-mails and SMS delivered locally. */
export interface JourneyServerOptions {
  name: string;
  /** The server's (and browsers') clock at start, ISO instant. */
  now: string;
  /** The demo's seeding instant, when not `now` (see own-server). */
  seededAt?: string;
  /** The demo's three months of past service, as on a first `npm start`. */
  seedHistory?: boolean;
}

function watch(page: Page, problems: string[]): void {
  const where = () => {
    try {
      return new URL(page.url()).pathname;
    } catch {
      return page.url();
    }
  };
  page.on('pageerror', (error) => problems.push(`erreur de page sur ${where()} : ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`erreur console sur ${where()} : ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`réponse ${response.status()} à ${response.request().method()} ${response.url()}`);
  });
}

function fileName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const test = base.extend<{ journey: Journey }, { journeyServer: OwnServer; journeyServerOptions: JourneyServerOptions }>({
  journeyServerOptions: [
    { name: 'journey', now: '2026-11-17T13:00:00Z' },
    { scope: 'worker', option: true },
  ],
  journeyServer: [
    async ({ journeyServerOptions }, use) => {
      const server = await startOwnServer({ ...journeyServerOptions, worker: true, botCheck: true });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ journeyServer }, use) => use(journeyServer.baseURL),
  journey: async ({ browser, journeyServer, journeyServerOptions, viewport }, use, testInfo: TestInfo) => {
    const problems: string[] = [];
    const expected: RegExp[] = [];
    const contexts: BrowserContext[] = [];
    const closed = new Set<BrowserContext>();
    let count = 0;
    const journey: Journey = {
      baseURL: journeyServer.baseURL,
      async newContext(options = {}) {
        const context = await browser.newContext({
          baseURL: journeyServer.baseURL,
          viewport: viewport ?? { width: 1280, height: 800 },
          locale: options.locale ?? 'fr-FR',
          timezoneId: 'Europe/Paris',
          hasTouch: (viewport?.width ?? 1280) < 600,
          isMobile: false,
          serviceWorkers: options.installable ? 'allow' : 'block',
        });
        // The browser's clock is the server's: "today" is the same day on both sides.
        const elapsed = Date.now() - journeyServer.startedAt + journeyServer.advancedMs;
        await context.clock.install({ time: new Date(Date.parse(journeyServerOptions.now) + elapsed) });
        context.on('page', (page) => watch(page, problems));
        context.on('close', () => closed.add(context));
        contexts.push(context);
        return context;
      },
      async shot(page, name) {
        count++;
        const path = testInfo.outputPath(`${String(count).padStart(2, '0')}-${fileName(name)}.png`);
        await page.screenshot({ path, fullPage: true, style: SCROLLED_THROUGH });
        await testInfo.attach(name, { path, contentType: 'image/png' });
      },
      expectProblem(pattern) {
        expected.push(pattern);
      },
      async advanceClock(ms) {
        await journeyServer.advanceClock(ms);
        for (const context of contexts) if (!closed.has(context)) await context.clock.fastForward(ms);
      },
      async advanceClockTo(instant) {
        const serverNow = Date.parse(journeyServerOptions.now) + Date.now() - journeyServer.startedAt + journeyServer.advancedMs;
        const ms = Date.parse(instant) - serverNow;
        if (ms < 0) throw new Error(`L'horloge du parcours a déjà dépassé ${instant}.`);
        await journey.advanceClock(ms);
      },
    };
    await use(journey);
    for (const context of contexts) await context.close();
    const unexpected = problems.filter((problem) => !expected.some((pattern) => pattern.test(problem)));
    expect(unexpected, 'erreurs de page, erreurs console et réponses 5xx pendant le parcours').toEqual([]);
  },
});
