import { describe, expect, it } from 'vitest';
import { mailingComposeSchema, smsSegments } from './mailing.js';

describe('smsSegments', () => {
  it('counts 160 characters in one SMS and 153 per part beyond', () => {
    expect(smsSegments('')).toBe(0);
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('a'.repeat(306))).toBe(2);
    expect(smsSegments('a'.repeat(307))).toBe(3);
  });
});

describe('mailingComposeSchema', () => {
  const base = { subject: 'Plat du jour', text: 'Blanquette', channels: ['email'] };

  it('accepts a message to send now, with defaults', () => {
    expect(mailingComposeSchema.parse(base)).toEqual({ ...base, sms_text: '', image_url: '' });
  });

  it('refuses a message without channel, subject or text, in French', () => {
    const result = mailingComposeSchema.safeParse({ subject: ' ', text: '', channels: [] });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toEqual([
      'Objet : ce champ est obligatoire.',
      'Message : ce champ est obligatoire.',
      'Choisissez au moins un canal : e-mail ou SMS.',
    ]);
  });

  it('accepts our uploads and https pictures only', () => {
    expect(mailingComposeSchema.safeParse({ ...base, image_url: '/uploads/abc/0123.png' }).success).toBe(true);
    expect(mailingComposeSchema.safeParse({ ...base, image_url: 'https://cdn.example/plat.jpg' }).success).toBe(true);
    expect(mailingComposeSchema.safeParse({ ...base, image_url: 'javascript:alert(1)' }).success).toBe(false);
    expect(mailingComposeSchema.safeParse({ ...base, image_url: 'http://insecure.example/x.jpg' }).success).toBe(false);
  });

  it('reads the send time as an instant with its offset', () => {
    expect(mailingComposeSchema.safeParse({ ...base, send_at: '2026-11-18T09:30:00.000Z' }).success).toBe(true);
    expect(mailingComposeSchema.safeParse({ ...base, send_at: '2026-11-18 09:30' }).success).toBe(false);
  });

  it('or as a day and a time on the restaurant’s clock, both given, never with an instant too', () => {
    expect(mailingComposeSchema.safeParse({ ...base, send_date: '2026-11-18', send_time: '10:00' }).success).toBe(true);
    const messages = (value: Record<string, unknown>) => mailingComposeSchema.safeParse({ ...base, ...value }).error?.issues.map((i) => i.message);
    expect(messages({ send_date: '2026-11-18' })).toEqual(['Indiquez le jour et l’heure de l’envoi.']);
    expect(messages({ send_date: '2026-02-30', send_time: '10:00' })).toEqual(['Date d’envoi invalide.']);
    expect(messages({ send_date: '2026-11-18', send_time: '24:00' })).toEqual(['Heure d’envoi invalide (HH:MM).']);
    expect(messages({ send_at: '2026-11-18T09:30:00.000Z', send_date: '2026-11-18', send_time: '10:00' })).toEqual([
      'Indiquez l’heure d’envoi une seule fois : un instant, ou un jour et une heure.',
    ]);
  });
});
