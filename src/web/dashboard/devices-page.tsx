import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { errorText } from '../lib/api';
import { fr } from '../i18n/fr';
import { setDocumentHead } from '../lib/head';
import { AlertDialog, type AlertMessage } from '../ui/alert-dialog';
import { Button } from '../ui/button';
import { ConfirmDialog, type ConfirmRequest } from '../ui/confirm-dialog';
import { useDashboard } from './dashboard-context';
import { frDashboard } from './i18n';
import styles from './pages.module.css';
import { paths } from '../lib/paths';
import { formatRestaurantInstant } from '../lib/staff/restaurant-clock';

const t = frDashboard.devices;

/** The owner sees every enrolled device and disconnects the lost or replaced ones. */
export function DevicesPage() {
  const { api, claims } = useDashboard();
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const owner = claims.roles[0] === 'owner';
  const devices = useQuery({ queryKey: ['devices'], queryFn: ({ signal }) => api.devices(signal), enabled: owner });
  const revoke = useMutation({
    mutationFn: (guid: string) => api.revokeDevice(guid),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['devices'] }),
    onError: (error) => setAlert({ title: fr.common.errorTitle, message: errorText(error, fr.common.genericError) }),
  });

  useEffect(() => {
    setDocumentHead({ title: frDashboard.documentTitle(t.title), robots: 'noindex,nofollow', keywords: null });
  }, []);

  if (!owner) return <Navigate to={paths.serviceBook} replace />;

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      <p className={styles.intro}>{t.intro}</p>
      <ul className={styles.list}>
        {(devices.data ?? []).map((d) => (
          <li key={d.guid} className={styles.row} data-testid="device">
            <div>
              <p>
                <span className={styles.strong}>{d.label || t.unnamed}</span>{' '}
                {d.current && <span className={`${styles.badge} ${styles.badgeGood}`}>{t.current}</span>}{' '}
                <span className={`${styles.badge} ${d.status === 'active' ? '' : styles.badgeBad}`}>{t.status[d.status]}</span>
              </p>
              <p className={styles.muted}>
                {t.enrolled(formatRestaurantInstant(d.enrolledAt, 'long'), d.enrolledBy)} ·{' '}
                {d.lastLoginAt ? t.lastLogin(formatRestaurantInstant(d.lastLoginAt, 'long')) : t.never}
              </p>
            </div>
            {d.status !== 'revoked' && !d.current && (
              <Button
                variant="secondary"
                disabled={revoke.isPending}
                onClick={() =>
                  setConfirm({
                    title: t.revoke,
                    message: t.revokeConfirm(d.label || t.unnamed),
                    confirm: t.revoke,
                    cancel: frDashboard.booking.cancelNo,
                    onConfirm: () => revoke.mutate(d.guid),
                  })
                }
              >
                {t.revoke}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </main>
  );
}

export { DevicesPage as Component };
