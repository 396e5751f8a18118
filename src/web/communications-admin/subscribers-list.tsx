import { formatLongFrenchDate } from '../../domain/dates';
import { formatPhoneForDisplay } from '../../domain/phone-display';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { usePagedFilters } from '../lib/use-paged-filters';
import { PagedList } from '../ui/paged-list';
import { ConfirmDialog, type ConfirmRequest } from '../ui/confirm-dialog';
import { useToast } from '../ui/toasts';
import { fr } from '../i18n/fr';
import { errorText } from '../lib/api';
import { AlertDialog, type AlertMessage } from '../ui/alert-dialog';
import { Button } from '../ui/button';
import { TextField } from '../ui/fields';
import styles from '../ui/staff-page.module.css';
import { formatDay, frMailing } from './i18n';
import type { MailingApi } from './mailing-api';
import { PhoneNumber } from '../ui/phone-number';
import { EmailAddress } from '../ui/email-address';

const t = frMailing.subscribers;

/** Who receives the daily specials, how, and the proof of their consent. */
export function SubscribersList({ api }: { api: MailingApi }) {
  const toast = useToast();
  const paging = usePagedFilters({ search: '', status: '' });
  const { filters, setFilter, page } = paging;
  const { search, status } = filters;
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const statusId = useId();
  const list = useQuery({
    queryKey: ['subscribers', search, status, page],
    queryFn: ({ signal }) => api.subscribers({ search, status, page }, signal),
    placeholderData: keepPreviousData,
  });

  async function remove(guid: string, who: string) {
    try {
      await api.removeSubscriber(guid);
      toast(`${t.remove} : ${who}`);
      await list.refetch();
    } catch (error) {
      setAlert({ title: fr.common.errorTitle, message: errorText(error, fr.common.genericError) });
    }
  }

  return (
    <div className={styles.form}>
      <div className={styles.grid}>
        <TextField type="search" label={t.search} value={search} onChange={(value) => setFilter('search', value)} />
        <div className={styles.field}>
          <label className={styles.label} htmlFor={statusId}>
            {t.status}
          </label>
          <select id={statusId} className={styles.input} value={status} onChange={(e) => setFilter('status', e.target.value)}>
            <option value="">{t.all}</option>
            {Object.entries(t.statuses).map(([value, label]) => (
              <option key={value} value={value}>
                {label} ({list.data?.counts[value] ?? 0})
              </option>
            ))}
          </select>
        </div>
      </div>
      <PagedList query={list} items={(data) => data.subscribers} paging={paging} pageSize={50} text={t}>
        {(s) => {
          const zone = list.data!.timeZone;
          const who = [s.email, formatPhoneForDisplay(s.phone_number)].filter(Boolean).join(' · ');
          return (
            <li key={s.guid} className={styles.row} data-testid="subscriber-row">
              <div>
                <p>
                  <span className={styles.strong}>
                    {s.email && <EmailAddress email={s.email} />}
                    {s.email && s.phone_number && ' · '}
                    {s.phone_number && <PhoneNumber>{formatPhoneForDisplay(s.phone_number)}</PhoneNumber>}
                  </span>{' '}
                  ·{' '}
                  <span className={s.status === 'active' ? styles.badgeGood : s.status === 'unsubscribed' ? styles.badgeBad : styles.badge}>
                    {t.statuses[s.status]}
                  </span>{' '}
                  {s.channels.map((c) => (
                    <span key={c} className={styles.badge}>
                      {t.channels[c]}
                    </span>
                  ))}
                </p>
                <p className={styles.muted}>
                  {t.consent} {s.source_booking ? t.fromBooking(s.source_booking.reference, formatLongFrenchDate(s.source_booking.date)) : t.fromPage}{' '}
                  {t.consentAt(formatDay(s.consent_at, zone))}
                  {s.confirmed_at && `, ${t.confirmedAt(formatDay(s.confirmed_at, zone))}`}
                  {s.unsubscribed_at && `, ${t.unsubscribedAt(formatDay(s.unsubscribed_at, zone))}`} : « {s.consent_text} »
                </p>
              </div>
              <Button
                variant="ghost"
                aria-label={`${t.remove} ${who}`}
                onClick={() =>
                  setConfirm({
                    title: t.remove,
                    message: t.removeConfirm(who),
                    confirm: t.remove,
                    cancel: frMailing.cancel,
                    onConfirm: () => void remove(s.guid, who),
                  })
                }
              >
                {t.remove}
              </Button>
            </li>
          );
        }}
      </PagedList>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </div>
  );
}
