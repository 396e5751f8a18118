import { useId, useState, type FormEvent } from 'react';
import { formatEuros, parseEuros } from '../../domain/euros';
import { guestRiskRuleSchema, type GuestRiskRule, type RiskAction } from '../../domain/guest-risk';
import { Button } from '../ui/button';
import { frSettings } from './i18n';
import { useSettings } from './settings-context';
import styles from '../ui/staff-page.module.css';

// Réglages → Garanties et acomptes → Absences répétées: from how many no-shows in twelve months the
// rule acts, and what it does (docs/guest-risk.md). The server checks the same schema and refuses a
// card guarantee while the Stripe account cannot take charges; the screen says so beforehand.

const t = frSettings.noShow.risk;
const ACTIONS: readonly RiskAction[] = ['flag', 'guarantee', 'refuse'];

export function GuestRiskForm({ initial, accountState, onSaved }: { initial: GuestRiskRule; accountState: string; onSaved: () => void }) {
  const { api, run } = useSettings();
  const id = useId();
  const [enabled, setEnabled] = useState(initial.threshold !== null);
  const [threshold, setThreshold] = useState(String(initial.threshold ?? 2));
  const [action, setAction] = useState<RiskAction>(initial.action);
  const [amount, setAmount] = useState(formatEuros(initial.guaranteeCents, { spaces: 'plain' }).replace(/\s?€$/, ''));
  const [error, setError] = useState<string | null>(null);
  const chargeable = accountState === 'connected';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const guaranteeCents = parseEuros(amount);
    if (guaranteeCents === null) return setError(t.amountInvalid);
    const parsed = guestRiskRuleSchema.safeParse({ threshold: enabled ? Number(threshold) : null, action, guaranteeCents });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? t.amountInvalid);
    if (enabled && action === 'guarantee' && !chargeable) return setError(t.needsAccount);
    setError(null);
    void run(() => api.saveGuestRisk(parsed.data), { success: t.saved, invalidate: [['settings', 'no-show']], onDone: onSaved });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="guest-risk-rule">
      <h3 id={`${id}-title`} className={styles.cardTitle}>
        {t.title}
      </h3>
      <p className={styles.muted}>{t.intro}</p>
      <label className={styles.dayChip}>
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        {t.enabled}
      </label>
      {enabled && (
        <>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-threshold`}>
              {t.threshold}
            </label>
            <input
              id={`${id}-threshold`}
              className={styles.input}
              type="number"
              inputMode="numeric"
              min={1}
              max={20}
              value={threshold}
              onChange={(e) => setThreshold(e.target.value)}
            />
          </div>
          <fieldset className={styles.days}>
            <legend className={styles.label}>{t.action}</legend>
            {ACTIONS.map((a) => (
              <label key={a} className={styles.dayChip}>
                <input type="radio" name={`${id}-action`} value={a} checked={action === a} onChange={() => setAction(a)} />
                {t.actions[a]}
              </label>
            ))}
          </fieldset>
          <p className={styles.muted}>{t.explain[action]}</p>
          {action === 'guarantee' && (
            <>
              {!chargeable && (
                <p className={styles.warning} data-testid="guest-risk-needs-account">
                  {t.needsAccount}
                </p>
              )}
              <div className={styles.field}>
                <label className={styles.label} htmlFor={`${id}-amount`}>
                  {t.amount}
                </label>
                <input
                  id={`${id}-amount`}
                  className={styles.input}
                  inputMode="decimal"
                  value={amount}
                  onChange={(e) => setAmount(e.target.value)}
                  aria-describedby={`${id}-amount-hint`}
                />
                <small id={`${id}-amount-hint`} className={styles.muted}>
                  {t.amountHint}
                </small>
              </div>
            </>
          )}
        </>
      )}
      {error && (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
      {/* Not the sticky save bar: the service rules above already have theirs. */}
      <div className={styles.actions}>
        <Button type="submit">{t.save}</Button>
      </div>
    </form>
  );
}
