import { useEffect, useId, useRef, useState } from 'react';
import { formatPhoneForDisplay } from '../../../domain/phone-display';
import { copy } from '../../i18n/diner-language';
import { useLanguageKeptState } from '../../i18n/language-kept-state';
import { errorText } from '../../lib/api';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { bookingApi } from '../api';
import wizardStyles from '../wizard.module.css';
import formStyles from './form.module.css';
import styles from './summary-page.module.css';

export interface SmsCodeScreenProps {
  phone: string;
  /** Asks the server to text a code (the wizard sends its draft and a bot-check proof). */
  requestCode: () => Promise<unknown>;
  /** Whether a code was already sent to this phone during this visit (no automatic resend). */
  alreadySent: boolean;
  onSent: () => void;
  onVerified: () => void;
  onError: (message: string) => void;
}

/** The server sends six-digit codes: the button waits for all six, and the screen says so. */
const SMS_CODE_LENGTH = 6;

/** Replaces the summary when the restaurant confirms bookings of this size by SMS. */
export function SmsCodeScreen({ phone, requestCode, alreadySent, onSent, onVerified, onError }: SmsCodeScreenProps) {
  const t = copy.wizard.sms;
  const uid = useId();
  // The digits typed so far stay across a language switch.
  const [code, setCode] = useLanguageKeptState('wizard.sms-code', '');
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const [status, setStatus] = useState('');
  const started = useRef(false);

  const send = async (isResend: boolean) => {
    setSending(true);
    setStatus('');
    try {
      await requestCode();
      onSent();
      if (isResend) setStatus(t.sent);
    } catch (error) {
      onError(errorText(error, t.sendError));
    } finally {
      setSending(false);
    }
  };

  useEffect(() => {
    if (started.current || alreadySent) return;
    started.current = true;
    void send(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const complete = code.length === SMS_CODE_LENGTH;

  const check = async () => {
    if (checking || !complete) return;
    setChecking(true);
    try {
      await bookingApi.checkCode(phone, code.trim());
      onVerified();
    } catch {
      // Any error from the check, wrong code or otherwise (spec section 5).
      onError(t.error);
    } finally {
      setChecking(false);
    }
  };

  return (
    <section aria-labelledby="sms-heading" data-testid="sms-code-screen">
      <h2 id="sms-heading" className={wizardStyles.pageHeading}>
        {t.heading}
      </h2>
      <form
        className={styles.code}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void check();
        }}
      >
        <p>{t.text(formatPhoneForDisplay(phone))}</p>
        <p className={formStyles.hint}>{t.validity}</p>
        {sending && <Spinner label={t.sending} />}
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${uid}-code`}>
            {t.codeLabel}
          </label>
          <input
            id={`${uid}-code`}
            className={`${formStyles.input} ${styles.codeInput}`}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SMS_CODE_LENGTH}
            aria-describedby={`${uid}-code-hint`}
          />
          <p id={`${uid}-code-hint`} className={formStyles.hint}>
            {t.codeHint(SMS_CODE_LENGTH, code.length)}
          </p>
        </div>
        <div className={styles.codeActions}>
          <Button type="submit" disabled={checking || !complete}>
            {t.validate}
          </Button>
          <Button variant="ghost" onClick={() => void send(true)} disabled={sending}>
            {t.resend}
          </Button>
        </div>
        <p className={styles.status} role="status">
          {status}
        </p>
      </form>
    </section>
  );
}
