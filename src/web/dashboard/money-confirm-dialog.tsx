import { useId, useRef, useState } from 'react';
import { formatEuros, parseEuros } from '../../domain/euros';
import { errorText } from '../lib/api';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { frPayment } from './payment-i18n';
import styles from './payment.module.css';
import { randomUuid } from '../lib/random-uuid';

const t = frPayment;

/** A key for one confirmation. */
const confirmationKey = randomUuid;

interface MoneyConfirmProps {
  action: 'charge' | 'refund';
  dinerName: string;
  /** The most this action may take or give back, and the amount offered first. */
  maxCents: number;
  last4: string | null;
  /** Sends the action with this confirmation's key; answers the server's outcome and message. */
  send: (amountCents: number, key: string) => Promise<{ outcome: 'done' | 'already' | 'failed'; message: string }>;
  /** The server answered: done, already done, or refused by the bank (then `refused`). */
  onDone: (message: string, refused: boolean) => void;
  onClose: () => void;
}

/**
 * "Débiter" or "Rembourser" asked once more, naming the diner, the amount and the card. The key is
 * made when the dialog opens: a double click, or a second try after a lost answer, is the same
 * request, and the server answers it once. A refusal of the bank closes it: trying again is a new
 * confirmation, with its own key.
 */
export function MoneyConfirmDialog({ action, dinerName, maxCents, last4, send, onDone, onClose }: MoneyConfirmProps) {
  const [key] = useState(confirmationKey);
  const [text, setText] = useState(() =>
    formatEuros(maxCents)
      .replace(/\s?€$/, '')
      .replace(/\u00a0/g, ''),
  );
  const [sending, setSending] = useState(false);
  // Two clicks in one frame both see `sending` false: the ref stops the second before it is sent.
  const inFlight = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const cents = parseEuros(text);
  const valid = cents !== null && cents <= maxCents;
  const amount = valid ? formatEuros(cents) : '—';
  const max = formatEuros(maxCents);

  const confirm = async () => {
    if (!valid || inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setError(null);
    try {
      const answer = await send(cents, key);
      onDone(answer.message, answer.outcome === 'failed');
    } catch (failure) {
      setError(errorText(failure, t.failed));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const charge = action === 'charge';
  const card = last4 ?? '????';
  // Without a valid amount the question still names the diner and the card, and waits for one.
  const question = charge
    ? valid
      ? t.confirmCharge(dinerName, amount, card)
      : t.confirmChargeAny(dinerName, card)
    : valid
      ? t.confirmRefund(dinerName, amount)
      : t.confirmRefundAny(dinerName);
  return (
    <Modal
      open
      role="alertdialog"
      title={charge ? t.confirmChargeTitle : t.confirmRefundTitle}
      onClose={onClose}
      testId="money-confirm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            {t.cancel}
          </Button>
          <Button onClick={() => void confirm()} disabled={!valid || sending} aria-describedby={error ? `${id}-error` : undefined}>
            {sending ? t.sending : !valid ? (charge ? t.charge : t.refund) : charge ? t.confirmChargeButton(amount) : t.confirmRefundButton(amount)}
          </Button>
        </>
      }
    >
      <form
        className={styles.confirm}
        onSubmit={(e) => {
          e.preventDefault();
          void confirm();
        }}
      >
        <p data-testid="money-confirm-question">{question}</p>
        <div className={styles.field}>
          <label htmlFor={`${id}-amount`}>{t.amount}</label>
          <input
            id={`${id}-amount`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={!valid}
            aria-describedby={`${id}-hint`}
            disabled={sending}
          />
          <small id={`${id}-hint`} className={valid ? styles.hint : styles.error}>
            {valid ? (charge ? t.chargeHint(max) : t.refundHint(max)) : t.amountInvalid(max)}
          </small>
        </div>
        {error && (
          <p id={`${id}-error`} className={styles.error} role="alert" data-testid="money-confirm-error">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
