import { useId } from 'react';
import { copy } from '../../i18n/diner-language';
import { restaurantWallClock } from '../../i18n/diner-dates';
import { money } from '../../i18n/diner-money';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import type { ProtectionControl } from '../use-protection';
import formStyles from './form.module.css';
import styles from './protection-block.module.css';

/**
 * The restaurant's guarantee or deposit on the summary: what it is, how much, until when a
 * cancellation is free (in the restaurant's time zone), and its own required tick, apart from the
 * general terms: the law wants the amount and the deadline accepted, not buried in them.
 */
export function ProtectionBlock({ control, timeZone }: { control: ProtectionControl; timeZone: string }) {
  const t = copy.wizard.protection;
  const uid = useId();
  const { load } = control;
  if (load.status === 'none') return null;
  if (load.status === 'loading') {
    return (
      <div className={styles.block} data-testid="protection">
        <Spinner label={t.loading} />
      </div>
    );
  }
  if (load.status === 'error') {
    return (
      <div className={styles.block} data-testid="protection">
        <p role="alert" className={styles.error}>
          {t.loadError}
        </p>
        <Button variant="secondary" onClick={control.retry}>
          {t.retry}
        </Button>
      </div>
    );
  }
  const p = load.protection;
  const amount = money(p.amountCents, p.currency);
  const until = restaurantWallClock(p.freeCancellationUntil, timeZone);
  const guarantee = p.kind === 'guarantee';
  return (
    <section className={styles.block} aria-labelledby={`${uid}-heading`} data-testid="protection" data-kind={p.kind}>
      <h3 id={`${uid}-heading`} className={styles.heading}>
        {guarantee ? t.guaranteeHeading : t.depositHeading}
      </h3>
      {control.changed && (
        <p role="alert" className={styles.error} data-testid="protection-changed">
          {t.changed}
        </p>
      )}
      <p className={styles.text} data-testid="protection-text">
        {p.text}
      </p>
      <ul className={styles.facts}>
        <li data-testid="protection-amount">{guarantee ? t.guaranteeAmount(amount) : t.depositAmount(amount)}</li>
        <li data-testid="protection-deadline">{t.freeUntil(t.dateAtTime(until.date, until.time))}</li>
      </ul>
      <label className={formStyles.checkRow} htmlFor={`${uid}-accept`}>
        <input
          id={`${uid}-accept`}
          type="checkbox"
          checked={control.accepted}
          required
          aria-required="true"
          onChange={(e) => control.setAccepted(e.target.checked)}
          data-testid="protection-accept"
        />
        <span>
          {guarantee ? t.acceptGuarantee : t.acceptDeposit} <span className="visually-hidden">{copy.wizard.summary.requiredMark}</span>
        </span>
      </label>
    </section>
  );
}

/** Under the booking button: what happens on the provider's page. */
export function protectionNote(control: ProtectionControl): string | null {
  const p = control.protection;
  if (!p) return null;
  const t = copy.wizard.protection;
  return p.kind === 'guarantee' ? t.nextGuarantee : t.nextDeposit(money(p.amountCents, p.currency));
}
