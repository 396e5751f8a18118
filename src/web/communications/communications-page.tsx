import { useEffect, useState, type FormEvent } from 'react';
import { IFRAME_BODY_CLASS, isIframeMode, reportHeightToParent } from '../lib/iframe';
import * as z from 'zod/mini';
import type { subscriptionCreateSchema } from '../../domain/schemas/booking';
import { useZodForm } from '../lib/use-zod-form';
import { SUBSCRIPTION_CONSENT_TEXT } from '../../domain/subscription-consent';
import { copy, dinerLanguage } from '../i18n/diner-language';
import { Button } from '../ui/button';
import { HintedField } from '../ui/hinted-field';
import { Spinner } from '../ui/spinner';
import { MessageDialog, type ServerMessage } from '../ui/message-dialog';
import { PageCard, pageStyles, ResultState } from '../ui/page-card';
import { messageFromError } from '../lib/server-message';
import { communicationsApi, type CommunicationsRestaurant } from './api';
import styles from './communications.module.css';

const ICONS = [
  // plate
  <svg key="plate" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
    <circle cx="12" cy="12" r="7" />
    <circle cx="12" cy="12" r="3.5" />
  </svg>,
  // calendar star
  <svg key="event" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </svg>,
  // open door
  <svg key="free" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
    <path d="m5 12 5 5 9-10" />
  </svg>,
];

export type CommunicationsState = { kind: 'loading' } | { kind: 'error'; text: string } | { kind: 'ready'; restaurant: CommunicationsRestaurant };

/** Sign-up to the restaurant's daily specials, by e-mail and/or SMS (rendered by the server too). */
export function CommunicationsPage({ state }: { state: CommunicationsState }) {
  const t = copy.communications;
  const [message, setMessage] = useState<ServerMessage | null>(null);
  const data = state.kind === 'ready' ? state.restaurant : null;
  // Embedded on the restaurant's own site (embed.js with data-page="communication"): the frame
  // takes the form's height, as the wizard's does.
  useEffect(() => {
    if (!isIframeMode(window.location.search, false)) return;
    document.body.classList.add(IFRAME_BODY_CLASS);
    const stop = reportHeightToParent();
    return () => {
      stop();
      document.body.classList.remove(IFRAME_BODY_CLASS);
    };
  }, []);
  return (
    <PageCard restaurant={data ? { name: data.name, logo: data.logo, logoAlt: t.logoAlt(data.name) } : undefined}>
      {state.kind === 'loading' ? (
        <main className={pageStyles.state}>
          <Spinner label={t.loading} />
        </main>
      ) : state.kind === 'error' || !data ? (
        // No restaurant, no form: the diner is told at once instead of filling in a form that cannot be sent.
        <ResultState tone="error" title={t.errorTitle} text={state.kind === 'error' ? state.text : t.notFound} testId="communications-error" />
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

/**
 * The form's part of the route's body (`subscriptionCreateSchema`) in zod/mini, the diner pages'
 * light zod. The rules (a contact, a valid one, a mobile, the consent) stay the server's: its
 * refusal, in its words, shows in the page's message dialog.
 */
const signUpSchema = z.object({
  email: z.string().check(z.maxLength(254)),
  phone_number: z.string().check(z.maxLength(32)),
  consent: z.boolean(),
}) satisfies z.ZodMiniType<unknown, Omit<z.input<typeof subscriptionCreateSchema>, 'restaurant_id' | 'language'>>;

const blank = { email: '', phone_number: '', consent: false };

/** The two ways to be reached, each with its hint; the schema's lengths. */
const CONTACT_FIELDS = [
  { key: 'email', label: 'email', hint: 'emailHint', type: 'email', maxLength: 254 },
  { key: 'phone_number', label: 'phone', hint: 'phoneHint', type: 'tel', maxLength: 32 },
] as const;

function SignUpForm({ restaurant, onMessage }: { restaurant: CommunicationsRestaurant; onMessage: (m: ServerMessage) => void }) {
  const t = copy.communications;
  const form = useZodForm(signUpSchema, blank, { keepAs: 'communications.sign-up' });
  const { email, phone_number: phone, consent } = form.values;
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      const envelope = await communicationsApi.subscribe({
        restaurant_id: restaurant.restaurant_id,
        email: email.trim(),
        phone_number: phone.trim(),
        consent,
        language: dinerLanguage(),
      });
      onMessage({ error: false, title: t.successTitle, message: envelope.message });
      form.reset(blank);
    } catch (error) {
      onMessage(messageFromError(error, copy.common.genericError));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t.formLabel}>
      {CONTACT_FIELDS.map(({ key, label, hint, type, maxLength }) => (
        <HintedField key={key} id={form.fieldId(key)} label={t[label]} hint={t[hint]} classes={styles}>
          <input
            {...form.field(key, { hintId: form.fieldId(`${key}-hint`) })}
            className={styles.input}
            type={type}
            inputMode={type}
            autoComplete={type === 'tel' ? 'tel' : 'email'}
            maxLength={maxLength}
            value={form.values[key]}
            onChange={(e) => form.set(key, e.target.value)}
          />
        </HintedField>
      ))}
      <label className={styles.consent}>
        <input type="checkbox" checked={consent} onChange={(e) => form.set('consent', e.target.checked)} data-testid="consent" />
        <span>{SUBSCRIPTION_CONSENT_TEXT}</span>
      </label>
      <Button type="submit" block disabled={sending} aria-busy={sending}>
        {sending ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
