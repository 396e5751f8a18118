// The end-to-end tests' own fixtures: every spec imports `test` and `expect` from here.
// - `api`: the real API through Playwright's request context (the envelope's `object`).
// - `axe`: axe-core finds no violation on what a page shows now.
// - `screens`: full-page screenshots at phone and desktop widths, into the test's own output
//   folder (kept with the report, never a fixed path on the machine).
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

export { expect };

/**
 * The shared date picker's text fields carry aria-expanded without a combobox role (ui/date-picker);
 * the staff pages leave them out of the axe check until fixed there, and check everything else.
 */
export const DATE_PICKER_FIELDS = 'input[aria-haspopup="dialog"]';

interface Envelope<T> {
  object: T;
  message?: string;
}

export interface Api {
  /** GET /api<path> on the test's server; fails the test unless it answers 2xx. */
  get<T>(path: string): Promise<T>;
}

export interface AxeOptions {
  /** A selector left out of the check. */
  except?: string;
  /** Only what this selector matches is checked. */
  include?: string;
  /** Rules off by default (experimental ones) asked for by name, with the default set. */
  alsoRules?: string[];
}

export interface Axe {
  /** Fails the test on any violation; returns the whole result for what a test checks beyond. */
  check(page: Page, label: string, options?: AxeOptions): Promise<AxeResults>;
}

export interface Screens {
  shoot(page: Page, name: string): Promise<void>;
}

export const test = base.extend<{ api: Api; axe: Axe; screens: Screens }>({
  api: async ({ request }, use) => {
    await use({
      async get<T>(path: string) {
        const res = await request.get(`/api${path}`);
        expect(res.ok(), `GET ${path} → ${res.status()}`).toBeTruthy();
        return ((await res.json()) as Envelope<T>).object;
      },
    });
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  axe: async ({}, use) => {
    await use({
      async check(page, label, options = {}) {
        const builder = new AxeBuilder({ page });
        if (options.include) builder.include(options.include);
        if (options.except) builder.exclude(options.except);
        if (options.alsoRules) builder.options({ rules: Object.fromEntries(options.alsoRules.map((rule) => [rule, { enabled: true }])) });
        const results = await builder.analyze();
        const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(summary, `violations axe sur ${label}`).toEqual([]);
        return results;
      },
    });
  },
  // eslint-disable-next-line no-empty-pattern -- as above
  screens: async ({}, use, testInfo) => {
    await use({
      async shoot(page, name) {
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
          await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
        }
        await page.setViewportSize({ width: 1280, height: 900 });
      },
    });
  },
});
