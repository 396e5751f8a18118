import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatLongFrenchDate } from '../../domain/dates';
import { ApiError, errorText } from '../lib/api';
import { setDocumentHead } from '../lib/head';
import { AlertDialog, type AlertMessage } from '../ui/alert-dialog';
import { Button } from '../ui/button';
import { CODE_LENGTH, CodeBoxes } from './code-boxes';
import { frStaff } from './i18n';
import { restaurantToday } from '../lib/staff/restaurant-clock';
import { staffSession } from '../lib/staff/session';
import { reasonOf, staffAccessApi } from '../lib/staff/staff-api';
import styles from './code-screen.module.css';
import { paths } from '../lib/paths';

const t = frStaff.login;
const empty = () => Array.from({ length: CODE_LENGTH }, () => '');

type AfterAlert = 'retry' | 'enrol';

/**
 * The spec's login screen, on an enrolled device: four digit boxes, today's date, the product's
 * name, version and logo. A valid code stores the token, loads the user and opens the dashboard.
 */
export function CodeScreen({ notice }: { notice?: string | null }) {
  const navigate = useNavigate();
  const [digits, setDigits] = useState<string[]>(empty);
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<(AlertMessage & { after: AfterAlert }) | null>(null);
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const submitting = useRef(false);
  const messageId = useId();

  const config = useQuery({ queryKey: ['app-config'], queryFn: ({ signal }) => staffAccessApi.appConfig(signal), retry: 0, staleTime: Infinity });
  const product = config.data?.name ?? 'Couvert';

  useEffect(() => {
    setDocumentHead({ title: t.documentTitle(product), robots: 'noindex,nofollow', keywords: null });
  }, [product]);

  useEffect(() => {
    if (config.isError) setAlert({ title: t.configErrorTitle, message: t.configError, after: 'retry' });
  }, [config.isError]);

  useEffect(() => {
    refs.current[0]?.focus();
  }, []);

  async function submit(code: string) {
    if (submitting.current) return;
    if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) {
      setInvalid(true);
      refs.current[digits.findIndex((d) => !/^\d$/.test(d))]?.focus();
      return;
    }
    const secret = staffSession.deviceSecret();
    if (!secret) {
      staffSession.forgetDevice();
      // Nothing to wait for: the router settles the navigation and shows its own errors.
      void navigate(paths.home, { replace: true });
      return;
    }
    submitting.current = true;
    setInvalid(false);
    setBusy(true);
    try {
      let token: string;
      try {
        token = (await staffAccessApi.loginCheck(code, secret)).token;
      } catch (error) {
        const reason = reasonOf(error);
        if (reason === 'device_unknown' || reason === 'device_disabled') {
          setAlert({ title: t.failureTitle, message: errorText(error, t.failure), after: 'enrol' });
        } else if (reason === 'login_delayed' || (error instanceof ApiError && error.status === 0)) {
          setAlert({ title: t.failureTitle, message: errorText(error, t.failure), after: 'retry' });
        } else {
          setAlert({ title: t.failureTitle, message: t.failure, after: 'retry' });
        }
        return;
      }
      if (!token) {
        setAlert({ title: t.failureTitle, message: t.failure, after: 'retry' });
        return;
      }
      staffSession.signIn(token);
      try {
        const user = await staffAccessApi.user(code);
        staffSession.storeUser(user);
      } catch {
        staffSession.signOut();
        setAlert({ title: t.failureTitle, message: t.userLookupFailure, after: 'retry' });
        return;
      }
      void navigate(paths.serviceBook);
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  }

  function closeAlert() {
    const after = alert?.after;
    setAlert(null);
    setDigits(empty());
    if (after === 'enrol') {
      staffSession.forgetDevice();
      void navigate(paths.home, { replace: true });
      return;
    }
    // After the dialog gives focus back.
    setTimeout(() => refs.current[0]?.focus(), 0);
  }

  function forgetDevice() {
    if (!window.confirm(t.otherRestaurantConfirm)) return;
    staffSession.forgetDevice();
    void navigate(paths.home, { replace: true });
  }

  const logo = config.data?.logo_image || '/logo.svg';
  return (
    <main className={styles.page}>
      <form
        className={styles.card}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit(digits.join(''));
        }}
      >
        <header className={styles.header}>
          <img className={styles.logo} src={logo} alt={t.logoAlt(product)} width={72} height={72} />
          <p className={styles.product}>
            <span className={styles.productName}>{product}</span>
            {config.data?.version && <span className={styles.version}>{t.version(config.data.version)}</span>}
          </p>
          <p className={styles.date}>{formatLongFrenchDate(restaurantToday(), { capitalize: true })}</p>
        </header>
        {staffSession.restaurantName() && <p className={styles.restaurant}>{staffSession.restaurantName()}</p>}
        <h1 className={styles.heading}>{t.heading}</h1>
        {notice && (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        )}
        <p id={messageId} className={invalid ? styles.error : styles.instructions} role={invalid ? 'alert' : undefined}>
          {invalid ? t.invalid : t.instructions}
        </p>
        <CodeBoxes
          digits={digits}
          onChange={(next) => {
            setDigits(next);
            if (invalid) setInvalid(false);
          }}
          onComplete={(code) => void submit(code)}
          disabled={busy}
          invalid={invalid}
          describedBy={messageId}
          inputRefs={refs}
        />
        <Button type="submit" block disabled={busy} aria-busy={busy || undefined}>
          {busy ? t.submitting : t.submit}
        </Button>
        <button type="button" className={styles.linkButton} onClick={forgetDevice}>
          {t.otherRestaurant}
        </button>
      </form>
      <AlertDialog alert={alert} onClose={closeAlert} />
    </main>
  );
}
