import { describe, expect, it } from 'vitest';
import { passwordWeakness } from './password-strength';

describe('passwords attackers try first', () => {
  it.each([
    ['aaaaaaaaaa', 'repeated'],
    ['abcabcabcabc', 'repeated'],
    ['0123456789', 'sequential'],
    ['9876543210', 'sequential'],
    ['abcdefghijk', 'sequential'],
    ['azertyuiop', 'sequential'],
    ['QWERTYUIOP!', 'sequential'],
    ['azertyui2026', 'sequential'],
    ['motdepasse', 'common'],
    ['Mot-de-passe', 'common'],
    ['password12', 'common'],
    ['P@ssw0rd2026', 'common'],
    ['jetaime1234', 'common'],
    ['passwordpassword', 'common'],
  ] as const)('refuses %s (%s)', (password, reason) => {
    expect(passwordWeakness(password)).toBe(reason);
  });

  it.each(['mot-de-passe-solide', 'un-tout-nouveau-mot', 'couvert-demo-2026', 'cheval batterie agrafe', 'Brasserie du Port 1987', 'ma-phrase-a-moi-seule'])(
    'accepts %s',
    (password) => {
      expect(passwordWeakness(password)).toBeNull();
    },
  );
});
