import { useId } from 'react';
import type { DinerProtection } from '../../domain/schemas/responses/diner-payment';
import { copy } from '../i18n/diner-language';
import { restaurantWallClock } from '../i18n/diner-dates';
import { money } from '../i18n/diner-money';
import styles from './waiting-offer.module.css';

/**
 * The restaurant's guarantee or deposit for the offered table, as the wizard's last page shows it:
 * what it is, the words to accept (amount and deadline named), how much for this party, until when
 * a cancellation is free on the restaurant's clock, and a required tick of its own.
 */
export function OfferProtection(props: {
  protection: DinerProtection;
  timeZone: string;
  accepted: boolean;
  changed: boolean;
  onAccept: (tick: boolean) => void;
}) {
  const t = copy.wizard.protection;
  const uid = useId();
  const p = props.protection;
  const amount = money(p.amountCents, p.currency);
  const until = restaurantWallClock(p.freeCancellationUntil, props.timeZone);
  const guarantee = p.kind === 'guarantee';
  return (
    <section className={styles.protection} aria-labelledby={`${uid}-heading`} data-testid="protection" data-kind={p.kind}>
      <h2 id={`${uid}-heading`} className={styles.protectionHeading}>
        {guarantee ? t.guaranteeHeading : t.depositHeading}
      </h2>
      {props.changed && (
        <p role="alert" className={styles.protectionError} data-testid="protection-changed">
          {t.changed}
        </p>
      )}
      <p className={styles.protectionText} data-testid="protection-text">
        {p.text}
      </p>
      <ul className={styles.protectionFacts}>
        <li data-testid="protection-amount">{guarantee ? t.guaranteeAmount(amount) : t.depositAmount(amount)}</li>
        <li data-testid="protection-deadline">{t.freeUntil(t.dateAtTime(until.date, until.time))}</li>
      </ul>
      <label className={styles.checkRow} htmlFor={`${uid}-accept`}>
        <input
          id={`${uid}-accept`}
          type="checkbox"
          checked={props.accepted}
          required
          aria-required="true"
          onChange={(e) => props.onAccept(e.target.checked)}
          data-testid="protection-accept"
        />
        <span>{guarantee ? t.acceptGuarantee : t.acceptDeposit}</span>
      </label>
      <p className={styles.rule}>{guarantee ? t.nextGuarantee : t.nextDeposit(amount)}</p>
    </section>
  );
}
