import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../lib/api';
import { staffAccessApi } from '../../lib/staff/staff-api';
import { frDashboard as t } from '../../dashboard';
import styles from './owner-email-banner.module.css';

const UNCONFIRMED_POLL_MS = 30_000;

/**
 * Shown to an owner whose address is not confirmed yet: the restaurant takes no online booking
 * until they open the link of the sign-up e-mail, which they can have sent again from here.
 */
export function OwnerEmailBanner({ restaurantId }: { restaurantId: string }) {
  const status = useQuery({
    queryKey: ['owner-email', restaurantId],
    queryFn: ({ signal }) => staffAccessApi.ownerEmail(restaurantId, signal),
    // The link is usually opened in another tab: until it is, coming back to this one (and every
    // half minute) asks again, so the banner goes without a reload. Once confirmed, it stays so.
    staleTime: (query) => (query.state.data?.confirmed ? Infinity : 0),
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (query.state.data?.confirmed ? false : UNCONFIRMED_POLL_MS),
  });
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);

  if (!status.data || status.data.confirmed) return null;

  async function resend() {
    setSending(true);
    try {
      setAnswer({ ok: true, text: (await staffAccessApi.resendConfirmation(restaurantId)).message });
    } catch (error) {
      setAnswer({ ok: false, text: errorText(error, t.ownerEmail.failed) });
    } finally {
      setSending(false);
    }
  }

  return (
    <section className={styles.banner} aria-labelledby="owner-email-title">
      <div>
        <h2 id="owner-email-title" className={styles.title}>
          {t.ownerEmail.title}
        </h2>
        <p className={styles.text}>{t.ownerEmail.text(status.data.emails.join(', '))}</p>
        {answer && (
          <p className={answer.ok ? styles.answer : styles.error} role={answer.ok ? 'status' : 'alert'}>
            {answer.text}
          </p>
        )}
      </div>
      <button type="button" className={styles.resend} onClick={() => void resend()} disabled={sending} aria-busy={sending || undefined}>
        {sending ? t.ownerEmail.sending : t.ownerEmail.resend}
      </button>
    </section>
  );
}
