import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// A phone number on the waiting-list card (and a booking's) wraps as a whole, never mid-number.

const css = readFileSync(new URL('./service-book.module.css', import.meta.url), 'utf8');
const rule = (name: string) => new RegExp(`\\.${name} \\{[^}]*white-space: nowrap;`).exec(css);

describe('phone numbers in the service book', () => {
  it('never wrap inside the number', () => {
    expect(rule('phoneNumber')).not.toBeNull();
    expect(rule('phone')).not.toBeNull();
    expect(readFileSync(new URL('./waiting-list.tsx', import.meta.url), 'utf8')).toMatch(/className=\{styles\.phoneNumber\}/);
  });
});
