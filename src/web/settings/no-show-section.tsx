import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { NoShowPolicy } from '../../domain/no-show-policy';
import type { ServiceSettings } from '../../domain/schemas/settings';
import type { IsoWeekday } from '../../domain/types';
import { Button } from '../ui/button';
import { Section } from '../ui/fields';
import { frSettings } from './i18n';
import { LoadedForm } from './loaded-form';
import { NEW_POLICY, PolicyFields, draftOf, policyOf, summaryOf, type PolicyDraft } from './no-show-policy-fields';
import { NoShowOverrides } from './no-show-overrides';
import { GuestRiskForm } from './guest-risk-form';
import { useSettings } from './settings-context';
import { closedDaysWarning } from './rule-closed-days';
import { weekdaysInFull } from './weekdays-in-full';
import styles from '../ui/staff-page.module.css';

const t = frSettings.noShow;
const NO_SHOW = ['settings', 'no-show'];

interface RuleDraft {
  service: 'noon' | 'evening';
  weekdays: IsoWeekday[];
  policy: PolicyDraft;
}

/** Réglages → Protection contre les absences: the Stripe account, the rules per service, the exceptions. */
export function NoShowSection() {
  const { api } = useSettings();
  const query = useQuery({ queryKey: NO_SHOW, queryFn: ({ signal }) => api.noShow(signal) });
  // The services' days, as Réglages → Services reads them: a rule on a closed day is pointed out.
  const services = useQuery({ queryKey: ['settings', 'services'], queryFn: ({ signal }) => api.services(signal) });
  return (
    <Section title={frSettings.sections.noShow} intro={t.intro}>
      <LoadedForm query={query}>
        {(data, reload) => (
          <>
            <AccountPanel state={data.account.state} accountId={data.account.accountId} />
            <RulesForm
              services={services.data ?? null}
              initial={data.services.map((r) => ({ service: r.service, weekdays: r.weekdays as IsoWeekday[], policy: draftOf(r.policy) }))}
              onSaved={reload}
            />
            <NoShowOverrides overrides={data.overrides} />
            <GuestRiskForm initial={data.risk} accountState={data.account.state} onSaved={reload} />
          </>
        )}
      </LoadedForm>
    </Section>
  );
}

function AccountPanel({ state, accountId }: { state: string; accountId: string | null }) {
  const { api, run } = useSettings();
  const refreshed = useRef(false);
  const location = useLocation();
  const navigate = useNavigate();
  // Back from Stripe's onboarding: what Stripe now says is read once, and the marker leaves the address.
  useEffect(() => {
    if (refreshed.current || !new URLSearchParams(location.search).has('stripe')) return;
    refreshed.current = true;
    void navigate(location.pathname, { replace: true });
    void run(() => api.refreshStripeAccount(), { success: t.refreshed, invalidate: [NO_SHOW] });
  }, [api, run, location, navigate]);
  const connect = () =>
    void run(
      async () => {
        const { url } = await api.startStripeOnboarding();
        window.location.assign(url);
      },
      { success: t.connect },
    );
  return (
    <section className={styles.card} aria-labelledby="no-show-account" data-testid="stripe-account">
      <h3 id="no-show-account" className={styles.cardTitle}>
        {t.account}
      </h3>
      <p role="status">
        {t.accountStates[state]}
        {accountId && <span className={styles.muted}> ({accountId})</span>}
      </p>
      <div className={styles.actions}>
        {state !== 'connected' && <Button onClick={connect}>{state === 'not_connected' ? t.connect : t.resume}</Button>}
        {state !== 'not_connected' && (
          <Button variant="secondary" onClick={() => void run(() => api.refreshStripeAccount(), { success: t.refreshed, invalidate: [NO_SHOW] })}>
            {t.refresh}
          </Button>
        )}
      </div>
    </section>
  );
}

function RulesForm({ initial, services, onSaved }: { initial: RuleDraft[]; services: readonly ServiceSettings[] | null; onSaved: () => void }) {
  const { api, run } = useSettings();
  const [rules, setRules] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const update = (index: number, next: Partial<RuleDraft>) => setRules((all) => all.map((r, i) => (i === index ? { ...r, ...next } : r)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const policies: { service: RuleDraft['service']; weekdays: IsoWeekday[]; policy: NoShowPolicy }[] = [];
    for (const rule of rules) {
      const checked = policyOf(rule.policy);
      if ('error' in checked) return setError(checked.error);
      policies.push({ service: rule.service, weekdays: rule.weekdays, policy: checked.policy });
    }
    setError(null);
    void run(() => api.saveNoShowRules({ policies }), { invalidate: [NO_SHOW], onDone: onSaved });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="no-show-rules">
      <h3 id="no-show-rules" className={styles.cardTitle}>
        {t.rules}
      </h3>
      <p className={styles.muted}>{t.rulesIntro}</p>
      {rules.length === 0 && <p>{t.noRules}</p>}
      {rules.map((rule, index) => (
        <RuleCard
          key={index}
          index={index}
          rule={rule}
          warning={services && closedDaysWarning(rule, services)}
          onChange={(next) => update(index, next)}
          onRemove={() => setRules((all) => all.filter((_, i) => i !== index))}
        />
      ))}
      <div>
        <Button variant="secondary" onClick={() => setRules((all) => [...all, { service: 'evening', weekdays: [6], policy: NEW_POLICY }])}>
          {t.addRule}
        </Button>
      </div>
      {error && (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
      <div className={styles.saveBar}>
        <Button type="submit">{frSettings.save}</Button>
      </div>
    </form>
  );
}

function RuleCard(props: { index: number; rule: RuleDraft; warning: string | null; onChange: (next: Partial<RuleDraft>) => void; onRemove: () => void }) {
  const { index, rule, onChange, onRemove } = props;
  const id = useId();
  const days = frSettings.services.weekdays;
  const toggleDay = (day: IsoWeekday) =>
    onChange({ weekdays: rule.weekdays.includes(day) ? rule.weekdays.filter((d) => d !== day) : [...rule.weekdays, day].sort() });
  const checked = policyOf(rule.policy);
  return (
    <fieldset className={styles.card} data-testid="no-show-rule">
      <legend className={styles.cardTitle}>
        {t.rule(index + 1)} — {t.ruleDays(t.services[rule.service]!, weekdaysInFull(rule.weekdays))}
      </legend>
      {'policy' in checked && <p className={styles.muted}>{summaryOf(checked.policy)}</p>}
      {props.warning && (
        <p className={styles.warning} data-testid="no-show-rule-closed">
          {props.warning}
        </p>
      )}
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-service`}>
          {t.service}
        </label>
        <select
          id={`${id}-service`}
          className={styles.input}
          value={rule.service}
          onChange={(e) => onChange({ service: e.target.value as RuleDraft['service'] })}
        >
          <option value="noon">{t.services.noon}</option>
          <option value="evening">{t.services.evening}</option>
        </select>
      </div>
      <fieldset className={styles.days}>
        <legend className={styles.label}>{t.days}</legend>
        {days.map((name, i) => {
          const day = (i + 1) as IsoWeekday;
          return (
            <label key={name} className={styles.dayChip}>
              <input type="checkbox" checked={rule.weekdays.includes(day)} onChange={() => toggleDay(day)} />
              {name}
            </label>
          );
        })}
      </fieldset>
      <PolicyFields name={`rule-${index}`} value={rule.policy} onChange={(policy) => onChange({ policy })} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onRemove}>
          {t.removeRule}
        </Button>
      </div>
    </fieldset>
  );
}
