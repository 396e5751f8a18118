import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatEuros } from '../../domain/euros';
import { formatRestaurantInstant } from '../lib/staff/restaurant-clock';
import { Button } from '../ui/button';
import { useDashboard } from './dashboard-context';
import type { BookingItem } from './dashboard-api';
import { frPayment } from './payment-i18n';
import { MoneyConfirmDialog } from './money-confirm-dialog';
import styles from './payment.module.css';
import book from './service-book.module.css';

const t = frPayment;

/**
 * The booking's card guarantee or deposit: where it stands, the card, the amounts, who charged or
 * refunded what; and "Débiter" (a no-show's fee) or "Rembourser" for the owner and managers. What
 * may be done comes from the server, which checks it again on every request.
 */
export function BookingPayment({ booking }: { booking: BookingItem }) {
  const { api } = useDashboard();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<'charge' | 'refund' | null>(null);
  const [said, setSaid] = useState<{ text: string; refused: boolean } | null>(null);
  const payment = useQuery({
    queryKey: ['booking-payment', booking.guid, booking.status, booking.payment?.state],
    queryFn: ({ signal }) => api.payment(booking.guid, signal),
  });
  const p = payment.data;

  const finished = (message: string, refused: boolean) => {
    setAsking(null);
    setSaid({ text: message, refused });
    void queryClient.invalidateQueries({ queryKey: ['booking-payment', booking.guid] });
    void queryClient.invalidateQueries({ queryKey: ['service-book'] });
  };

  return (
    <section aria-labelledby="payment-heading" className={styles.block} data-testid="booking-payment-block">
      <h3 id="payment-heading" className={book.dialogHeading}>
        {t.heading} : {p ? (t.badge[p.state] ?? p.state) : booking.payment ? t.badge[booking.payment.state] : ''}
      </h3>
      {payment.isPending && <p className={styles.hint}>{t.loading}</p>}
      {payment.isError && <p className={styles.error}>{t.loadError}</p>}
      {p && (
        <>
          <ul className={styles.facts}>
            <li>{t.kind[p.kind]}</li>
            <li className={styles.card}>{p.card ? t.card(p.card.brand, p.card.last4) : t.noCard}</li>
            <li>{p.kind === 'guarantee' ? t.accepted(formatEuros(p.amountCents)) : t.deposit(formatEuros(p.amountCents))}</li>
            {p.chargedCents > 0 && p.kind === 'guarantee' && <li>{t.charged(formatEuros(p.chargedCents))}</li>}
            {p.refundedCents > 0 && <li>{t.refunded(formatEuros(p.refundedCents))}</li>}
            {p.state === 'failed' && p.failureReason && <li className={styles.failure}>{t.failure(p.failureReason)}</li>}
          </ul>
          {p.history.length > 0 && (
            <ol className={styles.lines} aria-label={t.historyLabel} data-testid="payment-history">
              {p.history.map((line, i) => (
                <li key={i}>
                  {t.by(
                    t.line[line.action]?.[line.outcome] ?? line.action,
                    formatEuros(line.amountCents),
                    line.actor,
                    formatRestaurantInstant(line.at, 'short'),
                  )}
                  {line.outcome === 'failed' && line.failureReason ? ` — ${line.failureReason}` : ''}
                </li>
              ))}
            </ol>
          )}
          {said && (
            <p className={said.refused ? styles.error : styles.done} role={said.refused ? 'alert' : 'status'} data-testid="payment-said">
              {said.text}
            </p>
          )}
          <Actions booking={booking} payment={p} onAsk={setAsking} />
          {asking && (
            <MoneyConfirmDialog
              action={asking}
              dinerName={booking.name}
              maxCents={asking === 'charge' ? p.amountCents : p.chargedCents - p.refundedCents}
              last4={p.card?.last4 ?? null}
              send={async (amountCents, key) => {
                const answer = asking === 'charge' ? await api.charge(booking.guid, amountCents, key) : await api.refund(booking.guid, amountCents, key);
                return { outcome: answer.object.outcome, message: answer.message };
              }}
              onDone={finished}
              onClose={() => setAsking(null)}
            />
          )}
        </>
      )}
    </section>
  );
}

type PaymentAnswer = NonNullable<Awaited<ReturnType<ReturnType<typeof useDashboard>['api']['payment']>>>;

/** The buttons the server allows, and otherwise why not (the staff's role, the booking's status). */
function Actions({ booking, payment: p, onAsk }: { booking: BookingItem; payment: PaymentAnswer; onAsk: (action: 'charge' | 'refund') => void }) {
  const chargeable = p.kind === 'guarantee' && (p.state === 'card_saved' || p.state === 'failed');
  if (p.notAllowed) return chargeable || p.state === 'deposit_paid' || p.state === 'fee_charged' ? <p className={styles.hint}>{p.notAllowed}</p> : null;
  const waitForNoShow = chargeable && !p.canCharge && booking.status !== 'no_show';
  if (!p.canCharge && !p.canRefund && !waitForNoShow) return null;
  return (
    <div className={styles.actions}>
      {p.canCharge && (
        <Button className={book.danger} variant="secondary" onClick={() => onAsk('charge')}>
          {t.charge}
        </Button>
      )}
      {p.canRefund && (
        <Button variant="secondary" onClick={() => onAsk('refund')}>
          {t.refund}
        </Button>
      )}
      {waitForNoShow && <p className={styles.hint}>{t.chargeOnlyNoShow}</p>}
    </div>
  );
}
