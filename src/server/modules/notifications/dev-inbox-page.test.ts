import { describe, expect, it } from 'vitest';
import { linkify, smsPage } from './dev-inbox-page';
import { devInboxes } from './dev-inbox-policy';

describe('development inbox page', () => {
  it('makes addresses links and everything else escaped text', () => {
    expect(linkify('Votre lien : http://localhost:3000/resa/Ab_1-c. Merci <b>&</b>')).toBe(
      'Votre lien : <a href="http://localhost:3000/resa/Ab_1-c">http://localhost:3000/resa/Ab_1-c</a>. Merci &lt;b&gt;&amp;&lt;/b&gt;',
    );
    const html = smsPage([{ id: '1', at: '2026-11-17T08:00:00.000Z', to: '+33612345678', body: '<script>alert(1)</script> javascript:alert(1)' }]);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; javascript:alert(1)');
  });
});

describe('development inbox policy', () => {
  const base = { smtpUrl: undefined, sms: undefined };
  // Whatever NODE_ENV says: npm start sets production on a newcomer's machine.
  it('opens while the links point at this machine, closes on a public deployment or with a real provider', () => {
    expect(devInboxes({ ...base, publicUrl: 'http://localhost:3000' })).toEqual({ mail: true, sms: true });
    expect(devInboxes({ ...base, publicUrl: 'http://127.0.0.1:8080' })).toEqual({ mail: true, sms: true });
    expect(devInboxes({ ...base, publicUrl: 'https://couvert.example.fr' })).toEqual({ mail: false, sms: false });
    expect(devInboxes({ ...base, publicUrl: 'https://reservation.example.fr' })).toEqual({ mail: false, sms: false });
    expect(devInboxes({ ...base, publicUrl: 'http://localhost.example.fr' })).toEqual({ mail: false, sms: false });
    expect(devInboxes({ publicUrl: 'http://localhost:3000', smtpUrl: 'smtp://mail:25', sms: undefined })).toEqual({ mail: false, sms: true });
    const sms = { apiUrl: 'https://sms.example', accountSid: 'a', authToken: 'b', from: 'c' };
    expect(devInboxes({ publicUrl: 'http://localhost:3000', smtpUrl: undefined, sms })).toEqual({ mail: true, sms: false });
  });
});
