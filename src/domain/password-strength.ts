// What makes an owner's password too easy to guess (NIST SP 800-63B, 5.1.1.2): one of the most
// common passwords (with the usual digits or symbols around it, or letters swapped for look-alike
// digits), the same few characters repeated, or a run of the alphabet, the digits or a keyboard
// row. Length alone does not help: "aaaaaaaaaa", "0123456789" and "azertyuiop" are among the first
// guesses of any attacker. Run by the web forms before sending and by the server before hashing.

export type PasswordWeakness = 'common' | 'repeated' | 'sequential';

const ADVICE = 'choisissez-en un autre, par exemple quelques mots sans lien entre eux.';

/** One clear sentence per reason, the same on the form and in the API's answer. */
export const PASSWORD_WEAKNESS_MESSAGES: Record<PasswordWeakness, string> = {
  common: `Ce mot de passe fait partie des plus courants : ${ADVICE}`,
  repeated: `Ce mot de passe répète trop les mêmes caractères : ${ADVICE}`,
  sequential: `Ce mot de passe est une suite de caractères (comme 123456 ou azerty) : ${ADVICE}`,
};

/**
 * The most common passwords of French and English speakers (breach corpora's top entries), as
 * their letters: digits and symbols around them are removed before comparing, so "password12" or
 * "Motdepasse!" is "password" or "motdepasse".
 */
const COMMON = new Set(
  (
    'password motdepasse azerty qwerty azertyuiop qwertyuiop iloveyou jetaime soleil bonjour doudou loulou chouchou ' +
    'marseille football princesse princess nicolas camille marine julien thomas alexandre sunshine welcome admin ' +
    'administrateur administrator utilisateur letmein monkey dragon baseball superman batman trustno master shadow ' +
    'michael jennifer liverpool chocolat chocolate starwars whatever computer internet couvert restaurant bienvenue ' +
    'changeme secret motdepass passe passwort contrasena qwertz azertyui abcdef abcdefgh abc azer qsdf wxcv ' +
    'pokemon naruto minecraft fortnite loveyou iloveu jetaimes amour mamour cheval chien chat maison france paris ' +
    'lyon toulouse bordeaux nantes lille nice olympique psg marseille anthony maxime kevin jordan ' +
    'charlie daniel matthew jessica ashley michelle hunter killer freedom summer winter spring autumn flower ' +
    'hello hellohello test testtest demo demodemo user guest root toor login zaq qaz qazwsx zaqwsx ' +
    'mustang harley ranger buster tigger hockey soccer cookie banane biscuit bisous coucou salut tintin ' +
    'vacances nounours poupette cherie doudoune papa maman mamanpapa famille bebe enfant'
  ).split(' '),
);

/** Runs people type instead of a password, read forwards or backwards. */
const RUNS = [
  'abcdefghijklmnopqrstuvwxyz',
  '01234567890',
  'azertyuiop',
  'qwertyuiop',
  'qwertzuiop',
  'qsdfghjklm',
  'asdfghjkl',
  'wxcvbn',
  'zxcvbnm',
  'azqswxedcrfvtgbyhnujikolpm',
  'qazwsxedcrfvtgbyhnujmikolp',
];

const LOOK_ALIKES: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };

function isRun(text: string): boolean {
  if (text.length < 4) return false;
  return RUNS.some((run) => run.includes(text) || run.split('').reverse().join('').includes(text));
}

/** Null when the password is not one an attacker tries first; otherwise why it is. */
export function passwordWeakness(password: string): PasswordWeakness | null {
  const lower = password
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  // "aaaaaaaaaa", "1212121212", "abcabcabca": a handful of characters, whatever the length.
  if (new Set(lower).size < 4) return 'repeated';
  const alphanumeric = lower.replace(/[^a-z0-9]/g, '');
  // A run, whole or with a few characters added around it ("azertyuiop", "0123456789!", "abcdefgh12").
  const core = alphanumeric.replace(/^[0-9]{1,4}|[0-9]{1,4}$/g, '');
  if (isRun(alphanumeric) || (core.length >= 6 && isRun(core))) return 'sequential';
  const letters = lower
    .replace(/[^a-z0-9@$!]/g, '')
    .replace(/^[^a-z]+|[^a-z]+$/g, '')
    .replace(/[0134579@$!]/g, (c) => LOOK_ALIKES[c] ?? c);
  if (COMMON.has(letters) || COMMON.has(alphanumeric) || COMMON.has(letters.replace(/(.+?)\1+$/, '$1'))) return 'common';
  return null;
}
