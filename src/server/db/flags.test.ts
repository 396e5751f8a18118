import { describe, expect, it } from 'vitest';
import { readFlags, writeFlags } from './flags';

describe('flag columns', () => {
  it('reads the selected flag columns of a table as booleans and leaves the others alone', () => {
    const row = readFlags('dining_tables', { id: 7, name: 'T1', active: 1 as const, combinable: 0 as const, max_covers: 1 });
    expect(row).toEqual({ id: 7, name: 'T1', active: true, combinable: false, max_covers: 1 });
  });

  it('only converts the columns that are flags of that table', () => {
    // `active` is a flag of staff members, `required` is not a column of theirs.
    expect(readFlags('staff_members', { active: 0 as const, required: 1 })).toEqual({ active: false, required: 1 });
  });

  it('writes booleans back as 0/1 and keeps absent columns absent', () => {
    const values = writeFlags('restaurants', { seo_no_follow: true, is_adult: false, name: 'Chez Lise', reminder_sms_enabled: undefined });
    expect(values).toEqual({ seo_no_follow: 1, is_adult: 0, name: 'Chez Lise', reminder_sms_enabled: undefined });
    expect('pass_tutorial' in values).toBe(false);
  });
});
