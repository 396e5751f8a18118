import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog, type ConfirmRequest } from '../ui/confirm-dialog';
import { useToast } from '../ui/toasts';
import { fr } from '../i18n/fr';
import { errorText } from '../lib/api';
import { AlertDialog, type AlertMessage } from '../ui/alert-dialog';
import { Button } from '../ui/button';
import styles from '../ui/staff-page.module.css';
import { formatInstant, frMailing } from './i18n';
import type { Mailing, MailingApi } from './mailing-api';

const t = frMailing.history;

/** Every send with its report: delivered, failed, waiting (SMS quiet hours), unsubscribed since. */
export function MailingHistory({ api }: { api: MailingApi }) {
  const toast = useToast();
  const list = useQuery({ queryKey: ['mailings'], queryFn: ({ signal }) => api.mailings(signal), refetchInterval: 15_000 });
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [alert, setAlert] = useState<AlertMessage | null>(null);

  async function cancel(m: Mailing) {
    try {
      await api.cancel(m.guid);
      toast(frMailing.history.status.cancelled!);
      await list.refetch();
    } catch (error) {
      setAlert({ title: fr.common.errorTitle, message: errorText(error, fr.common.genericError) });
    }
  }

  return (
    <>
      <ul className={styles.list}>
        {list.isSuccess && list.data.length === 0 && <li className={styles.muted}>{t.none}</li>}
        {(list.data ?? []).map((m) => {
          const status = m.status === 'queued' && m.report.pending > 0 ? t.inProgress : (t.status[m.status] ?? m.status);
          return (
            <li key={m.guid} className={styles.row} data-testid="mailing-row">
              <div>
                <p>
                  <span className={styles.strong}>{m.subject}</span> ·{' '}
                  <span className={m.status === 'cancelled' ? styles.badgeBad : styles.badge}>{status}</span>
                </p>
                <p className={styles.muted}>
                  {formatInstant(m.send_at, m.time_zone)} — {t.recipients(m.recipients.email, m.recipients.sms)}
                </p>
                {m.status !== 'cancelled' && (
                  <p aria-label={t.reportLabel(m.subject)}>
                    <span className={styles.badgeGood}>
                      {m.report.sent} {t.sent}
                    </span>{' '}
                    {m.report.failed > 0 && (
                      <span className={styles.badgeBad}>
                        {m.report.failed} {t.failed}
                      </span>
                    )}{' '}
                    {m.report.pending > 0 && (
                      <span className={styles.badge}>
                        {m.report.pending} {t.pending}
                      </span>
                    )}{' '}
                    {m.report.skipped > 0 && (
                      <span className={styles.badge}>
                        {m.report.skipped} {t.skipped}
                      </span>
                    )}{' '}
                    <span className={styles.badge}>
                      {m.report.unsubscribedSince} {t.unsubscribed}
                    </span>
                  </p>
                )}
                {m.report.smsNotBefore && m.report.sms.pending > 0 && (
                  <p className={styles.muted}>{t.smsHeldUntil(formatInstant(m.report.smsNotBefore, m.time_zone))}</p>
                )}
              </div>
              {m.status === 'scheduled' && (
                <Button
                  variant="secondary"
                  onClick={() =>
                    setConfirm({
                      title: t.cancel,
                      message: t.cancelConfirm(m.subject),
                      confirm: t.cancel,
                      cancel: frMailing.close,
                      onConfirm: () => void cancel(m),
                    })
                  }
                >
                  {t.cancel}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </>
  );
}
