import { minutesToTime, parseInstant, zonedNow } from '../../domain/dates';
import { formatLongDate } from '../../domain/localized-dates';
import { dinerMoney } from '../../domain/no-show-policy';
import { copy, dinerLanguage } from '../i18n/diner-language';
import type { MyBooking } from './api';
import styles from './my-booking.module.css';

export type Protection = NonNullable<MyBooking['protection']>;

const money = (cents: number) => dinerMoney(cents, dinerLanguage());
const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/** The free-cancellation deadline as the restaurant's clock reads it, in the page's language. */
function deadlineOf(protection: Protection, timeZone: string): { date: string; hour: string } | null {
  if (!protection.freeCancellationUntil) return null;
  const local = zonedNow(timeZone, parseInstant(protection.freeCancellationUntil));
  return { date: formatLongDate(local.date, dinerLanguage()), hour: minutesToTime(local.minutes) };
}

/** A card or deposit still awaited, or lapsed: nothing can be charged nor refunded. */
const inForce = (p: Protection) => p.state !== 'awaiting_card' && p.state !== 'awaiting_payment' && p.state !== 'expired';

/**
 * What cancelling now costs, said before the diner confirms: free (a paid deposit given back),
 * or, past the deadline, the fees the accepted terms allow. Null when nothing holds.
 */
export function cancelNotice(protection: Protection | null | undefined, timeZone: string): { free: boolean; text: string } | null {
  if (!protection || !inForce(protection)) return null;
  const t = copy.myBooking.protection;
  const paid = protection.chargedCents - protection.refundedCents;
  const deposit = protection.kind === 'deposit' && protection.state === 'deposit_paid' && paid > 0;
  const deadline = deadlineOf(protection, timeZone);
  if (protection.cancellationFree || !deadline) return { free: true, text: deposit ? t.promptRefund(money(paid)) : t.promptFree };
  if (deposit) return { free: false, text: t.promptFeesDeposit(money(paid), deadline.date, deadline.hour) };
  if (protection.kind === 'guarantee' && (protection.state === 'card_saved' || protection.state === 'failed'))
    return { free: false, text: t.promptFeesGuarantee(money(protection.amountCents), deadline.date, deadline.hour) };
  return null;
}

/** The guarantee or deposit restated: the words the diner accepted, until when cancelling is free, the card or the payment. */
export function ProtectionPanel({ protection, timeZone }: { protection: Protection; timeZone: string }) {
  const t = copy.myBooking.protection;
  const deadline = deadlineOf(protection, timeZone);
  const awaiting = protection.state === 'awaiting_card' || protection.state === 'awaiting_payment';
  return (
    <section className={styles.protection} aria-labelledby="my-booking-protection" data-testid="my-booking-protection">
      <h2 id="my-booking-protection">{protection.kind === 'guarantee' ? t.guaranteeTitle : t.depositTitle}</h2>
      {awaiting ? (
        <p data-testid="protection-awaiting">{protection.kind === 'guarantee' ? t.awaitingCard : t.awaitingPayment}</p>
      ) : (
        <ul className={styles.protectionFacts}>
          {deadline && (
            <li data-testid="protection-deadline">
              {protection.cancellationFree ? t.freeUntil(deadline.date, deadline.hour) : t.freeOver(deadline.date, deadline.hour)}
            </li>
          )}
          {protection.card && <li data-testid="protection-card">{t.card(brandName(protection.card.brand), protection.card.last4)}</li>}
          {protection.kind === 'deposit' && protection.chargedCents > 0 && (
            <li data-testid="protection-paid">{t.depositPaid(money(protection.chargedCents))}</li>
          )}
        </ul>
      )}
      <p className={styles.protectionLabel}>{t.accepted}</p>
      <blockquote className={styles.protectionText} data-testid="protection-text">
        {protection.text}
      </blockquote>
    </section>
  );
}

/** A cancelled booking's deposit: on its way back, or given back. */
export function refundNote(refund: { amountCents: number; done: boolean } | null | undefined): string | null {
  if (!refund) return null;
  const t = copy.myBooking.protection;
  return refund.done ? t.refunded(money(refund.amountCents)) : t.refunding(money(refund.amountCents));
}
