import { useId, type ReactNode } from 'react';
import { parseInstant } from '../../domain/dates';
import type { DinerProtection } from '../../domain/schemas/responses/diner-payment';
import { copy } from '../i18n/diner-language';
import { restaurantWallClock } from '../i18n/diner-dates';
import { money } from '../i18n/diner-money';
import styles from './protection-terms.module.css';

/**
 * A restaurant's guarantee or deposit as a diner accepts it, wherever a table is taken (the wizard's
 * last page, a waiting-list offer): what it is, the restaurant's words, the amount for this party,
 * until when a cancellation is free on the restaurant's clock, and a required tick of its own,
 * apart from the general terms: the law wants the amount and the deadline accepted, not buried.
 */
export function ProtectionTerms(props: {
  protection: DinerProtection;
  timeZone: string;
  accepted: boolean;
  /** The words changed since the diner last saw them: they must tick again. */
  changed: boolean;
  onAccept: (tick: boolean) => void;
  heading: 'h2' | 'h3';
  children?: ReactNode;
}) {
  const t = copy.wizard.protection;
  const uid = useId();
  const p = props.protection;
  const amount = money(p.amountCents, p.currency);
  const until = restaurantWallClock(p.freeCancellationUntil, props.timeZone);
  const guarantee = p.kind === 'guarantee';
  // A booking for tonight may already be inside the deadline: never offer a free cancellation that has passed.
  const free = parseInstant(p.freeCancellationUntil).getTime() > Date.now();
  const Heading = props.heading;
  return (
    <section className={styles.block} aria-labelledby={`${uid}-heading`} data-testid="protection" data-kind={p.kind}>
      <Heading id={`${uid}-heading`} className={styles.heading}>
        {guarantee ? t.guaranteeHeading : t.depositHeading}
      </Heading>
      {props.changed && (
        <p role="alert" className={styles.error} data-testid="protection-changed">
          {t.changed}
        </p>
      )}
      <p className={styles.text} data-testid="protection-text">
        {p.text}
      </p>
      <ul className={styles.facts}>
        <li data-testid="protection-amount">{guarantee ? t.guaranteeAmount(amount) : t.depositAmount(amount)}</li>
        <li data-testid="protection-deadline">{free ? t.freeUntil(t.dateAtTime(until.date, until.time)) : t.freeOver}</li>
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
        <span>
          {guarantee ? t.acceptGuarantee : t.acceptDeposit} <span className="visually-hidden">{copy.wizard.summary.requiredMark}</span>
        </span>
      </label>
      {props.children}
    </section>
  );
}

/** What happens next, on the provider's page: a card saved, or the deposit paid. */
export function protectionNext(p: DinerProtection): string {
  const t = copy.wizard.protection;
  return p.kind === 'guarantee' ? t.nextGuarantee : t.nextDeposit(money(p.amountCents, p.currency));
}
