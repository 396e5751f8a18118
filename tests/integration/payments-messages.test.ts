import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxRow } from '../../src/server/modules/outbox';
import { renderMessage } from '../../src/server/modules/notifications/render-message';
import type { RenderedEmail } from '../../src/server/modules/notifications/templates/types';
import { dialectsUnderTest } from '../support/databases';
import { CONSENT, guaranteedBooking, startPaymentsHarness, type PaymentsHarness } from '../support/payments-harness';

// French law makes a no-show fee due only when its amount and deadline were shown and accepted:
// the confirmation, its calendar file and the reminder say again what the diner accepted, in the
// words they ticked, for as long as the guarantee holds.

describe.each(await dialectsUnderTest())('the accepted guarantee in the diner’s messages on %s', (dialect) => {
  let h: PaymentsHarness;
  let paymentId: number;
  let bookingId: number;

  beforeAll(async () => {
    h = await startPaymentsHarness(dialect);
    paymentId = await guaranteedBooking(h, '4242424242424242');
    bookingId = (await h.payments.view(h.restaurantId, paymentId)).bookingId;
    await h.server.db.kysely.updateTable('bookings').set({ status: 'confirmed', language: 'fr' }).where('id', '=', bookingId).execute();
  }, 60_000);
  afterAll(async () => h?.close());

  const render = async (kind: string, id: number, now = new Date()) => {
    const row = {
      id: 1,
      kind,
      channel: 'email',
      booking_id: id,
      restaurant_id: null,
      recipient: 'diner@example.fr',
      payload: JSON.stringify({ bookingId: id }),
    };
    return renderMessage({ db: h.server.db.kysely, config: h.server.config, now }, row as unknown as OutboxRow);
  };
  const restated = `Empreinte bancaire : Vous avez accepté : « ${CONSENT.text} »`;

  it('restates it in the confirmation, its HTML, its text and its calendar file', async () => {
    const mail = (await render('booking_received', bookingId)) as RenderedEmail;
    expect(mail.channel).toBe('email');
    expect(mail.text).toContain(restated);
    expect(mail.html).toContain('Empreinte bancaire : Vous avez accepté : « J’autorise le restaurant à débiter jusqu’à 20,00 €');
    const ics = String(mail.attachments?.[0]?.content ?? '').replace(/\r\n /g, '');
    expect(ics).toContain('Empreinte bancaire');
    expect(ics).toContain('20\\,00 €');
  });

  it('restates it in the reminder of the day before', async () => {
    const { date } = await h.server.db.kysely.selectFrom('bookings').select('date').where('id', '=', bookingId).executeTakeFirstOrThrow();
    const dayBefore = new Date(`${date}T08:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    const mail = (await render('booking_reminder', bookingId, dayBefore)) as RenderedEmail;
    expect(mail.channel).toBe('email');
    expect(mail.text).toContain(restated);
  });

  it('says nothing of a guarantee to a booking without one, nor once the fee is charged', async () => {
    const other = h.nextBooking();
    await h.server.db.kysely.updateTable('bookings').set({ status: 'confirmed', language: 'fr' }).where('id', '=', other).execute();
    expect(((await render('booking_received', other)) as RenderedEmail).text).not.toContain('Empreinte bancaire');

    await h.money.charge(h.restaurantId, paymentId, 2000, 'Camille');
    expect(((await render('booking_received', bookingId)) as RenderedEmail).text).not.toContain('Empreinte bancaire');
  });
});
