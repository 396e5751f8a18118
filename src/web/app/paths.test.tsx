// @vitest-environment jsdom
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MAILING_TABS, paths, patterns, SETTINGS_SECTIONS } from '../lib/paths';
import { routes } from './routes';

// Every path the table builds is served by a page of the app (never by the catch-all redirect).
describe('the route table', () => {
  const built = [
    paths.home,
    paths.signUp,
    paths.forgotPassword,
    paths.resetPassword,
    paths.login,
    paths.tutorial,
    paths.demoBooking,
    paths.booking('le-petit-zinc'),
    paths.booking('le-petit-zinc', '24-11-2026'),
    paths.bookingIframe('le-petit-zinc'),
    paths.myBooking('AbC123'),
    paths.confirmBooking('AbC123'),
    paths.communication('le-petit-zinc'),
    paths.floorPlanCreate,
    paths.floorPlanEdit('plan-1'),
    paths.serviceBook,
    paths.search,
    paths.team,
    paths.devices,
    paths.liveRoom,
    paths.settingsHome,
    ...SETTINGS_SECTIONS.map((s) => paths.settings(s)),
    paths.guests,
    paths.guest('g-1'),
    paths.communicationsHome,
    ...MAILING_TABS.map((tab) => paths.communications(tab)),
    paths.statistics,
  ];

  it.each(built)('%s is absolute and served by a page', (path) => {
    expect(path.startsWith('/')).toBe(true);
    const matches = matchRoutes(routes, path) ?? [];
    const leaf = matches[matches.length - 1]!;
    expect(leaf.route.path, path).not.toBe('*');
  });

  // The addresses are written once, in lib/paths.ts: each pattern is a route of the table, whose
  // leaf is that very pattern (a page with pages of its own is served with its splat).
  it.each(Object.entries(patterns))('the pattern %s (%s) is a route of the table', (_, pattern) => {
    const address = pattern.replace(/:(\w+)/g, 'x');
    const leaf = (matchRoutes(routes, address) ?? []).at(-1)!;
    expect([pattern, `${pattern}/*`]).toContain(leaf.route.path ?? (leaf.route.index ? pattern : undefined));
  });

  it('encodes what could break a path', () => {
    expect(paths.guest('a/b')).toBe('/dashboard/clients/a%2Fb');
    expect(paths.booking('le petit/zinc', '24-11-2026')).toBe('/reserver/le%20petit%2Fzinc/24-11-2026');
    expect(paths.serviceBookAt({ date: '2026-11-17', service: 'dinner', reservation: 'x&y' })).toBe(
      '/dashboard?date=2026-11-17&service=dinner&reservation=x%26y',
    );
  });
});
