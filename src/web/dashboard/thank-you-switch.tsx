import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../lib/api';
import { Toggle } from '../ui/fields';
import { useDashboard } from './dashboard-context';
import { frDashboard } from './i18n';
import styles from './service-book.module.css';

const t = frDashboard.thankYou;

/**
 * "Ne pas envoyer de remerciement": the host's say on the e-mail the morning after, for a diner
 * who would rather not hear from the restaurant (a complaint, a difficult evening). Saved at once.
 */
export function ThankYouSwitch({ guid }: { guid: string }) {
  const { api } = useDashboard();
  const client = useQueryClient();
  const key = ['booking-thank-you', guid];
  const state = useQuery({ queryKey: key, queryFn: ({ signal }) => api.thankYou(guid, signal) });
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  // The box follows the click at once; the server's answer confirms it (or puts it back).
  const [shown, setShown] = useState<boolean | null>(null);
  if (!state.data) return null;
  const change = async (blocked: boolean) => {
    setBusy(true);
    setShown(blocked);
    try {
      const done = await api.blockThankYou(guid, blocked);
      client.setQueryData(key, done.object);
      setSaid(done.message);
    } catch (error) {
      setSaid(errorText(error, t.error));
    } finally {
      setShown(null);
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="thank-you-heading">
      <h3 id="thank-you-heading" className={styles.dialogHeading}>
        {t.heading}
      </h3>
      {state.data.sent ? (
        <p>{t.sent}</p>
      ) : (
        <fieldset disabled={busy} className={styles.plainFieldset}>
          <Toggle label={t.block} hint={t.hint} name="thank_you_blocked" checked={shown ?? state.data.blocked} onChange={(x) => void change(x)} />
        </fieldset>
      )}
      <p role="status" className={styles.hint}>
        {said}
      </p>
    </section>
  );
}
