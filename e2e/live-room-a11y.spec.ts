import { expect, test } from './support/fixtures';
import { runningSessionForFile } from './running/running-session';
import { WEDNESDAY } from './staff/staff-server';

// The live room's tables are buttons whose visible text (name, state, who) must be part of their
// accessible name, so that a person using voice control can say what they see.

const session = runningSessionForFile({ serial: false });

for (const [when, query] of [
  ['a service with bookings', `date=${WEDNESDAY}&service=noon&time=12:30`],
  ['a quiet evening', `date=${WEDNESDAY}&service=evening&time=19:00`],
] as const) {
  test(`live room, ${when}: no axe violation, the table buttons' names contain their visible text`, async ({ page, axe }) => {
    await session.open(page, `/dashboard/salle?${query}`);
    const tables = page.locator('[data-table-guid]');
    await expect(tables.first()).toBeVisible();
    // label-content-name-mismatch is an experimental rule: asked for by name, with the default set.
    const results = await axe.check(page, `la salle en direct, ${when}`, { alsoRules: ['label-content-name-mismatch'] });
    // …and nothing left undecided about the tables (icon-only arrows elsewhere may be).
    const undecided = results.incomplete
      .filter((r) => r.id === 'label-content-name-mismatch')
      .flatMap((r) => r.nodes.map((n) => n.html))
      .filter((html) => html.includes('data-table-guid'));
    expect(undecided).toEqual([]);
  });
}
