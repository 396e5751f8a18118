import { useId } from 'react';
import { formatEuros } from '../../domain/euros';
import { dinerNoticeText, noShowPolicySchema, type NoShowPolicy } from '../../domain/no-show-policy';
import { NumberField, TextField } from '../ui/fields';
import { frSettings } from './i18n';
import styles from '../ui/staff-page.module.css';

const t = frSettings.noShow;

/** A policy as typed: the amount in euros, as text, so that "12,50" can be written. */
export type PolicyDraft = Omit<NoShowPolicy, 'amountCents' | 'dinerText'> & { amount: string; dinerText: string };

export const NEW_POLICY: PolicyDraft = { mode: 'guarantee', minCovers: 6, amount: '20', per: 'cover', deadlineHours: 24, holdMinutes: 10, dinerText: '' };

export function draftOf(policy: NoShowPolicy): PolicyDraft {
  const { amountCents, dinerText, ...rest } = policy;
  return { ...rest, amount: (amountCents / 100).toFixed(2).replace('.', ',').replace(/,00$/, ''), dinerText: dinerText ?? '' };
}

const eurosToCents = (text: string): number => {
  const normalised = text.trim().replace(/\s|€/g, '').replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(normalised) ? Math.round(Number(normalised) * 100) : Number.NaN;
};

/** The policy to send, or the first French reason it cannot be. */
export function policyOf(draft: PolicyDraft): { policy: NoShowPolicy } | { error: string } {
  const amountCents = draft.mode === 'none' ? 0 : eurosToCents(draft.amount);
  if (Number.isNaN(amountCents)) return { error: t.amountInvalid };
  const { amount: _amount, dinerText, ...rest } = draft;
  const parsed = noShowPolicySchema.safeParse({ ...rest, amountCents, ...(dinerText.trim() ? { dinerText } : {}) });
  return parsed.success ? { policy: parsed.data } : { error: parsed.error.issues[0]?.message ?? t.amountInvalid };
}

export const summaryOf = (policy: NoShowPolicy): string =>
  policy.mode === 'none'
    ? t.modes.none!
    : t.summary(t.modes[policy.mode]!, formatEuros(policy.amountCents), t.perOptions[policy.per]!, policy.minCovers, policy.deadlineHours);

/** What a policy asks: the mode, then (unless none) from how many covers, how much, until when. */
export function PolicyFields({ value, onChange, name }: { value: PolicyDraft; onChange: (next: PolicyDraft) => void; name: string }) {
  const id = useId();
  const set = <K extends keyof PolicyDraft>(key: K, v: PolicyDraft[K]) => onChange({ ...value, [key]: v });
  const preview = policyOf(value);
  return (
    <>
      <fieldset className={styles.days}>
        <legend className={styles.label}>{t.mode}</legend>
        {(['none', 'guarantee', 'deposit'] as const).map((mode) => (
          <label key={mode} className={styles.dayChip}>
            <input type="radio" name={`${name}-mode`} value={mode} checked={value.mode === mode} onChange={() => set('mode', mode)} />
            {t.modes[mode]}
          </label>
        ))}
      </fieldset>
      {value.mode !== 'none' && (
        <>
          <div className={styles.grid}>
            <NumberField
              label={t.minCovers}
              min={1}
              max={100}
              value={value.minCovers}
              onChange={(v) => set('minCovers', v ?? Number.NaN)}
              name={`${name}-min`}
            />
            <TextField label={t.amount} value={value.amount} onChange={(v) => set('amount', v)} name={`${name}-amount`} maxLength={10} />
            <div className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-per`}>
                {t.per}
              </label>
              <select id={`${id}-per`} className={styles.input} value={value.per} onChange={(e) => set('per', e.target.value as PolicyDraft['per'])}>
                <option value="cover">{t.perOptions.cover}</option>
                <option value="booking">{t.perOptions.booking}</option>
              </select>
            </div>
            <NumberField
              label={t.deadline}
              hint={t.deadlineHint}
              min={1}
              max={168}
              value={value.deadlineHours}
              onChange={(v) => set('deadlineHours', v ?? Number.NaN)}
              name={`${name}-deadline`}
            />
            <NumberField
              label={t.hold}
              hint={t.holdHint}
              min={5}
              max={60}
              value={value.holdMinutes}
              onChange={(v) => set('holdMinutes', v ?? Number.NaN)}
              name={`${name}-hold`}
            />
          </div>
          <TextField
            label={t.dinerText}
            hint={'policy' in preview ? `${t.dinerTextHint}« ${dinerNoticeText({ ...preview.policy, dinerText: undefined }, 'fr')} »` : preview.error}
            multiline
            rows={3}
            maxLength={1000}
            value={value.dinerText}
            onChange={(v) => set('dinerText', v)}
            name={`${name}-text`}
          />
        </>
      )}
    </>
  );
}
