import { describe, expect, it } from 'vitest';
import {
  checkBirthday,
  checkCovers,
  checkDinerEmail,
  checkDinerName,
  checkPostCode,
  DINER_FIELD_MESSAGES,
  isPlausibleEmail,
  STAFF_DINER_FIELD_MESSAGES,
} from './diner-fields';

const refusedWith = (message: string): unknown => expect.objectContaining({ ok: false, message });

describe('checkCovers', () => {
  it('takes a whole number of people from 1 to 99', () => {
    expect(checkCovers(1)).toEqual({ ok: true, value: 1 });
    expect(checkCovers(99)).toEqual({ ok: true, value: 99 });
  });

  it('refuses none, fractions and non-numbers with the minimum message, big groups with the call message', () => {
    for (const n of [0, -3, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(checkCovers(n), String(n)).toEqual(refusedWith('Le nombre de couverts doit être au moins 1.'));
    expect(checkCovers(100)).toEqual(refusedWith('Pour un groupe de plus de 99 personnes, veuillez appeler le restaurant.'));
  });
});

describe('checkDinerName', () => {
  it('tidies spaces and needs two characters', () => {
    expect(checkDinerName('  Camille   Durand ')).toEqual({ ok: true, value: 'Camille Durand' });
    expect(checkDinerName('Jo')).toEqual({ ok: true, value: 'Jo' });
    for (const name of ['', '   ', 'A', ' A ']) expect(checkDinerName(name), JSON.stringify(name)).toEqual(refusedWith('Veuillez indiquer votre nom.'));
  });

  it('refuses more than 120 characters as typed', () => {
    expect(checkDinerName('a'.repeat(120)).ok).toBe(true);
    expect(checkDinerName('a'.repeat(121))).toEqual(refusedWith('Le nom ne doit pas dépasser 120 caractères.'));
  });
});

describe('checkDinerEmail', () => {
  it('stores the address trimmed and in lower case', () => {
    expect(checkDinerEmail(' Camille.Durand@Exemple.FR ')).toEqual({ ok: true, value: 'camille.durand@exemple.fr' });
  });

  it('refuses what cannot be an address', () => {
    for (const email of [
      '',
      'camille',
      'camille@',
      'camille@exemple',
      'camille.exemple.fr',
      'camille martin@exemple.fr',
      'a@b.c',
      `${'a'.repeat(65)}@exemple.fr`,
      `a@${'b'.repeat(250)}.fr`,
    ]) {
      expect(checkDinerEmail(email), email).toEqual(refusedWith('Veuillez saisir une adresse e-mail valide.'));
    }
    expect(isPlausibleEmail(`${'a'.repeat(64)}@exemple.fr`)).toBe(true);
  });
});

describe('checkPostCode and checkBirthday', () => {
  it('take blank as none', () => {
    expect(checkPostCode('')).toEqual({ ok: true, value: null });
    expect(checkPostCode('   ')).toEqual({ ok: true, value: null });
    expect(checkPostCode(null)).toEqual({ ok: true, value: null });
    expect(checkBirthday('')).toEqual({ ok: true, value: null });
    expect(checkBirthday(null)).toEqual({ ok: true, value: null });
  });

  it('accept any country’s post code, trimmed', () => {
    expect(checkPostCode(' 75004 ')).toEqual({ ok: true, value: '75004' });
    expect(checkPostCode('SW1A 1AA')).toEqual({ ok: true, value: 'SW1A 1AA' });
    expect(checkPostCode('98800')).toEqual({ ok: true, value: '98800' });
    for (const code of ['75', '75<b>', '12345678901', 'ÉÈ123']) expect(checkPostCode(code), code).toEqual(refusedWith('Le code postal est invalide.'));
  });

  it('need a real calendar day for a birthday', () => {
    expect(checkBirthday('1990-02-28')).toEqual({ ok: true, value: '1990-02-28' });
    expect(checkBirthday('1990-02-31')).toEqual(refusedWith('La date de naissance est invalide.'));
    expect(checkBirthday('28/02/1990')).toEqual(refusedWith('La date de naissance est invalide.'));
  });
});

describe('messages', () => {
  it('are French sentences, and the host reads its own for each reason a staff form meets', () => {
    for (const message of [...Object.values(DINER_FIELD_MESSAGES), ...Object.values(STAFF_DINER_FIELD_MESSAGES)]) expect(message).toMatch(/^[A-ZÀ-Ý].*\.$/);
    expect(Object.keys(STAFF_DINER_FIELD_MESSAGES).every((k) => k in DINER_FIELD_MESSAGES)).toBe(true);
  });
});
