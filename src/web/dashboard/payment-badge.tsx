import type { BookingItem } from './dashboard-api';
import { frPayment } from './payment-i18n';
import styles from './payment.module.css';

const t = frPayment;

/** Where a booking's card guarantee or deposit stands, on its line of the book and its timeline bar. */
export function PaymentBadge({ booking, className }: { booking: BookingItem; className?: string }) {
  const payment = booking.payment;
  if (!payment) return null;
  const label = t.badge[payment.state] ?? payment.state;
  return (
    <span
      className={`${styles.badge} ${styles[`badge_${payment.state}`] ?? ''} ${className ?? ''}`}
      data-testid="booking-payment"
      data-payment={payment.state}
      title={t.kind[payment.kind]}
    >
      <span className="visually-hidden">{t.badgePrefix}</span>
      {label}
    </span>
  );
}
