import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { SUBSCRIPTION_CONSENT_TEXT } from '../../domain/subscription-consent';
import { fr } from '../i18n/fr';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { MessageDialog, type ServerMessage } from '../my-booking/message-dialog';
import { PageCard, pageStyles, ResultState } from '../my-booking/page-card';
import { messageFromError } from '../my-booking/server-message';
import { useDiningPageHead } from '../my-booking/use-dining-page-head';
import { communicationsApi, type CommunicationsRestaurant } from './api';
import styles from './communications.module.css';

const ICONS = [
  // plate
  <svg key="plate" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8"><circle cx="12" cy="12" r="7" /><circle cx="12" cy="12" r="3.5" /></svg>,
  // calendar star
  <svg key="event" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8"><rect x="3" y="5" width="18" height="16" rx="2" /><path d="M3 10h18M8 3v4M16 3v4" /></svg>,
  // open door
  <svg key="free" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8"><path d="m5 12 5 5 9-10" /></svg>,
];

/** Route communication/{slug}: sign-up to the restaurant's daily specials, by e-mail and/or SMS. */
export function CommunicationsRoute() {
  const { slug = '' } = useParams();
  const t = fr.communications;
  const [message, setMessage] = useState<ServerMessage | null>(null);
  const restaurant = useQuery({
    queryKey: ['communications', slug],
    queryFn: ({ signal }) => communicationsApi.restaurant(slug, signal),
    retry: false,
  });
  useDiningPageHead(restaurant.data?.name, { index: true });

  const data = restaurant.data;
  return (
    <PageCard restaurant={data ? { name: data.name, logo: data.logo, logoAlt: t.logoAlt(data.name) } : undefined}>
      {restaurant.isPending ? (
        <main className={pageStyles.state}>
          <Spinner label={t.loading} />
        </main>
      ) : restaurant.isError || !data ? (
        // No restaurant, no form: the diner is told at once instead of filling in a form that cannot be sent.
        <ResultState
          tone="error"
          title={t.errorTitle}
          text={messageFromError(restaurant.error, t.notFound).message}
          testId="communications-error"
        />
      ) : (
        <main className={pageStyles.main}>
          <h1 className={styles.heading}>{t.heading}</h1>
          <p className={styles.intro}>{t.intro(data.name)}</p>
          <ul className={styles.benefits} aria-label={t.benefitsLabel}>
            {t.benefits.map((b, i) => (
              <li key={b.title} className={styles.benefit}>
                <span className={styles.benefitIcon} aria-hidden="true">
                  {ICONS[i]}
                </span>
                <h2 className={styles.benefitTitle}>{b.title}</h2>
                <p className={styles.benefitText}>{b.text}</p>
              </li>
            ))}
          </ul>
          <SignUpForm restaurant={data} onMessage={setMessage} />
        </main>
      )}
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </PageCard>
  );
}

function SignUpForm({ restaurant, onMessage }: { restaurant: CommunicationsRestaurant; onMessage: (m: ServerMessage) => void }) {
  const t = fr.communications;
  const ids = { email: useId(), emailHint: useId(), phone: useId(), phoneHint: useId() };
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [consent, setConsent] = useState(false);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      const envelope = await communicationsApi.subscribe({ restaurant_id: restaurant.restaurant_id, email: email.trim(), phone_number: phone.trim(), consent });
      onMessage({ error: false, title: t.successTitle, message: envelope.message });
      setEmail('');
      setPhone('');
      setConsent(false);
    } catch (error) {
      onMessage(messageFromError(error, fr.common.genericError));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t.formLabel}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={ids.email}>
          {t.email}
        </label>
        <input
          id={ids.email}
          className={styles.input}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-describedby={ids.emailHint}
        />
        <p className={styles.hint} id={ids.emailHint}>
          {t.emailHint}
        </p>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={ids.phone}>
          {t.phone}
        </label>
        <input
          id={ids.phone}
          className={styles.input}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={32}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          aria-describedby={ids.phoneHint}
        />
        <p className={styles.hint} id={ids.phoneHint}>
          {t.phoneHint}
        </p>
      </div>
      <label className={styles.consent}>
        <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} data-testid="consent" />
        <span>{SUBSCRIPTION_CONSENT_TEXT}</span>
      </label>
      <Button type="submit" block disabled={sending} aria-busy={sending}>
        {sending ? t.submitting : t.submit}
      </Button>
    </form>
  );
}

export { CommunicationsRoute as Component };
