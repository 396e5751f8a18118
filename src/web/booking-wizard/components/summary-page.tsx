import { formatPhoneForDisplay } from '../../../domain/phone-display';
import { useEffect, useId, type ReactNode } from 'react';

import { paths } from '../../lib/paths';
import { copy } from '../../i18n/diner-language';
import { longDate } from '../../i18n/diner-dates';
import type { Draft } from '../draft';
import type { QuestionAnswer, RestaurantConfig } from '../types';
import { SummaryChoices } from './summary-choices';
import wizardStyles from '../wizard.module.css';
import formStyles from './form.module.css';
import styles from './summary-page.module.css';
import { EmailAddress } from '../../ui/email-address';
import { PhoneNumber } from '../../ui/phone-number';

export interface Consents {
  terms: boolean;
  adult: boolean;
}

export interface SummaryPageProps {
  /** The restaurant, whose general terms the consent links to. */
  slug: string;
  config: RestaurantConfig;
  draft: Draft;
  /** The answers to the restaurant's questions that go with the booking. */
  answers: QuestionAnswer[];
  consents: Consents;
  phoneVerified: boolean;
  onConsentsChange: (consents: Consents) => void;
  onChange: (patch: Partial<Draft>) => void;
  onValidityChange: (valid: boolean) => void;
  /** The restaurant's guarantee or deposit, with its own tick (protection-block.tsx). */
  protection?: ReactNode;
  /** Nothing is asked, or what is asked is ticked. */
  protectionAccepted?: boolean;
}

/** Continue is allowed once the terms (and, for adult-only restaurants, the age) are certified. */
function consentsGiven(consents: Consents, isAdult: boolean): boolean {
  return consents.terms && (!isAdult || consents.adult);
}

export function SummaryPage({
  slug,
  config,
  draft,
  answers,
  consents,
  phoneVerified,
  onConsentsChange,
  onChange,
  onValidityChange,
  protection,
  protectionAccepted = true,
}: SummaryPageProps) {
  const t = copy.wizard.summary;
  const uid = useId();

  useEffect(() => {
    onValidityChange(consentsGiven(consents, config.is_adult) && protectionAccepted);
  }, [consents, config.is_adult, protectionAccepted, onValidityChange]);

  return (
    <section aria-labelledby="summary-heading">
      <h2 id="summary-heading" className={wizardStyles.pageHeading}>
        {t.heading}
      </h2>
      {phoneVerified && (
        <p className={styles.verified} role="status">
          {copy.wizard.sms.verified}
        </p>
      )}
      {draft.is_waiting && <p className={styles.waiting}>{t.waiting}</p>}
      <dl className={styles.list} data-testid="summary">
        <dt>{t.date}</dt>
        <dd data-testid="summary-date">{longDate(draft.date, { capitalize: true })}</dd>
        <dt>{draft.is_waiting ? t.waitingHour : t.hour}</dt>
        <dd data-testid="summary-hour">{draft.hour}</dd>
        <dt>{t.covers}</dt>
        <dd data-testid="summary-covers">{draft.tableware_count}</dd>
        <dt>{t.name}</dt>
        <dd>{draft.name}</dd>
        <dt>{t.email}</dt>
        <dd>
          <EmailAddress email={draft.email} />
        </dd>
        <dt>{t.phone}</dt>
        <dd>
          <PhoneNumber>{formatPhoneForDisplay(draft.phone)}</PhoneNumber>
        </dd>
        {draft.informations.trim() && (
          <>
            <dt>{t.informations}</dt>
            <dd>{draft.informations}</dd>
          </>
        )}
        <SummaryChoices slug={slug} config={config} draft={draft} answers={answers} />
      </dl>
      <p className={styles.hold}>
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </svg>
        {/* A waiting-list request holds no table: it must not be promised one. */}
        <span data-testid="summary-hold">{draft.is_waiting ? t.waitingHold : t.hold}</span>
      </p>
      {protection}
      <fieldset className={styles.consents}>
        <legend className="visually-hidden">{t.consentsLegend}</legend>
        <label className={formStyles.checkRow} htmlFor={`${uid}-terms`}>
          <input
            id={`${uid}-terms`}
            type="checkbox"
            checked={consents.terms}
            required
            aria-required="true"
            onChange={(e) => onConsentsChange({ ...consents, terms: e.target.checked })}
          />
          <span>
            {t.termsBefore}
            {/* A new tab: the diner reads the terms without leaving the booking half-filled. */}
            {/* "New tab" is the link's description, not part of the checkbox's name, which stays the sentence. */}
            <a
              href={paths.terms(slug)}
              target="_blank"
              rel="noopener"
              className={styles.termsLink}
              aria-describedby={`${uid}-terms-new-tab`}
              data-testid="terms-link"
            >
              {t.termsLink}
            </a>
            {t.termsAfter} <span className="visually-hidden">{t.requiredMark}</span>
          </span>
        </label>
        <span id={`${uid}-terms-new-tab`} hidden>
          {t.newTab}
        </span>
        <label className={formStyles.checkRow} htmlFor={`${uid}-sms`}>
          <input id={`${uid}-sms`} type="checkbox" checked={draft.sms} onChange={(e) => onChange({ sms: e.target.checked })} />
          <span>{t.communications}</span>
        </label>
        {config.is_adult && (
          <label className={formStyles.checkRow} htmlFor={`${uid}-adult`}>
            <input
              id={`${uid}-adult`}
              type="checkbox"
              checked={consents.adult}
              required
              aria-required="true"
              onChange={(e) => onConsentsChange({ ...consents, adult: e.target.checked })}
            />
            <span>
              {t.adult} <span className="visually-hidden">{t.requiredMark}</span>
            </span>
          </label>
        )}
      </fieldset>
      <p className={styles.notice}>{t.dataNotice}</p>
    </section>
  );
}
