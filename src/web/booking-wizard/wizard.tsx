import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { copy } from '../i18n/diner-language';
import { useLanguageKeptState } from '../i18n/language-kept-state';
import { longDate } from '../i18n/diner-dates';
import { ApiError, errorText } from '../lib/api';
import { notifyParentOfNewPage } from '../lib/iframe';
import { prefetchPhoneRules } from '../lib/phone-rules';
import { AlertDialog, type AlertMessage } from '../ui/alert-dialog';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { Spinner } from '../ui/spinner';
import { bookingApi } from './api';
import { discardBotCheck, prepareBotCheck, takeBotCheck } from '../lib/botcheck';
import { DatePage } from './components/date-page';
import { ExperiencePage } from './components/experience-page';
import { HourPage } from './components/hour-page';
import { InformationsPage } from './components/informations-page';
import { SmsCodeScreen } from './components/sms-code-screen';
import { Stepper } from './components/stepper';
import { SummaryPage, type Consents } from './components/summary-page';
import { WelcomePage } from './components/welcome-page';
import { bookingCreateBody, draftCheckBody } from './draft';
import { clearIdempotencyKey, idempotencyKeyFor } from './idempotency';
import { assignTable } from './table-assignment';
import type { RestaurantConfig } from './types';
import type { BookedInfo } from './components/success-dialog';
import { draftHasInput, primaryAction, resumablePage, smsCodeRequired, type Page, type WizardFlags } from './wizard-logic';
import { useWizardHistory } from './use-wizard-history';
import { isProtectionRefusal, useProtection } from './use-protection';
import { ProtectionBlock, protectionNote } from './components/protection-block';
import { useWizardStore } from './wizard-store';
import type { DayUnavailability } from './hour-rules';

import styles from './wizard.module.css';

export interface WizardProps {
  slug: string;
  config: RestaurantConfig;
  today: string;
  query: string;
  routeDate: string | null;
  onReset: () => void;
  onBooked: (info: BookedInfo) => void;
  /** A booking held until the diner saves a card or pays a deposit on the provider's page. */
  onPaymentNeeded: (shortId: string) => void;
  /** The diner already pressed "Commencer" on the server-rendered first page: open on the next one. */
  autoStart?: boolean;
}

function hintFor(page: Page, isWaiting: boolean): string | undefined {
  const h = copy.wizard.nav.hints;
  return { 1: undefined, 2: h.date, 3: h.hour, 4: h.informations, 5: h.experience, 6: isWaiting ? h.summaryWaiting : h.summary }[page];
}

export function Wizard({ slug, config, today, query, routeDate, onReset, onBooked, onPaymentNeeded, autoStart }: WizardProps) {
  const t = copy.wizard;
  const store = useWizardStore({ slug, query, routeDate, flags: { experienceEnabled: config.show_experience_stepper } });
  const { draft, updateDraft, state, dispatch, goto, setCanContinue, answers, setAnswers, clearAnswers } = store;
  const { page, canContinue } = state;
  const flags: WizardFlags = { experienceEnabled: config.show_experience_stepper, isWaiting: draft.is_waiting };

  const [busy, setBusy] = useState<string | null>(null);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  // Kept across a language switch: the ticks given, the number checked by code, the code sent.
  const [consents, setConsents] = useLanguageKeptState<Consents>('wizard.consents', { terms: false, adult: false });
  const [verifiedPhone, setVerifiedPhone] = useLanguageKeptState<string | null>('wizard.verified-phone', null);
  const [codeSentTo, setCodeSentTo] = useLanguageKeptState<string | null>('wizard.code-sent-to', null);
  const tableRef = useRef<string | null>(null);
  const submitting = useRef(false);
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  const needsCode = page === 6 && smsCodeRequired(config, draft.tableware_count) && verifiedPhone !== draft.phone.trim();
  // A waiting-list request holds no table: nothing to guarantee.
  // The same contact details as bookingCreateBody sends (draft.ts).
  const protection = useProtection({
    active: page === 6 && !draft.is_waiting,
    slug,
    date: draft.date,
    hour: draft.hour,
    covers: draft.tableware_count,
    email: draft.email.trim(),
    phone: draft.phone.trim(),
  });
  const paymentNote = page === 6 && !needsCode ? protectionNote(protection) : null;

  // A new page: focus its content for screen readers and bring it into view.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // The new page's heading is announced; the page starts at its top.
    const heading = mainRef.current?.querySelector<HTMLElement>('h2');
    const target = heading ?? mainRef.current;
    if (heading) heading.tabIndex = -1;
    target?.focus({ preventScroll: true });
    mainRef.current?.closest('[data-wizard-card]')?.scrollIntoView?.({ block: 'start' });
    notifyParentOfNewPage();
  }, [page, needsCode]);

  // The phone rule (a separate download, kept out of the first page) is fetched while the diner
  // picks an hour, so the contact page checks the number without waiting.
  useEffect(() => {
    if (page >= 3) prefetchPhoneRules();
  }, [page]);

  // The summary's bot-check proof is computed while the diner reads it.
  useEffect(() => {
    if (page === 6) prepareBotCheck();
  }, [page]);

  // The code screen keeps the booking button off until the code is checked.
  useEffect(() => {
    if (needsCode) setCanContinue(false);
  }, [needsCode, setCanContinue]);

  /** Summary data: the restaurant's tables and the blocked ones give a suggested table. */
  const prepareSummary = async (applyPlacement: boolean) => {
    try {
      const identity = await bookingApi.identity(slug);
      const [tables, blocked] = await Promise.all([
        bookingApi.activeTables(identity.restaurantGuid, draftCheckBody(draft, [])),
        bookingApi.blockedTables(slug, draft.date, draft.hour, draft.tableware_count),
      ]);
      tableRef.current = assignTable({
        tables,
        blocked,
        placement: draft.bookingIconsCustomerPlacementSelected,
        applyPlacement,
        tableName: draft.tableName,
      });
    } catch (error) {
      // The suggestion is a preference only: the server assigns the table anyway.
      console.warn('Suggestion de table indisponible', error);
      tableRef.current = draft.tableName;
    }
  };

  const checkDraft = async (withAnswers: boolean): Promise<boolean> => {
    try {
      await bookingApi.checkDraft(draftCheckBody(draft, withAnswers ? answers : []));
      return true;
    } catch (error) {
      setAlert({ message: errorText(error, copy.common.genericError) });
      return false;
    }
  };

  /** Each protected call spends its own proof: one for the code, a fresh one for the booking. */
  const requestCode = async () => {
    const botcheck = await takeBotCheck();
    try {
      return await bookingApi.createCode(draft.phone.trim(), slug, draftCheckBody(draft, []), botcheck);
    } finally {
      prepareBotCheck();
    }
  };

  const submit = async () => {
    if (submitting.current) return;
    submitting.current = true;
    setBusy(draft.is_waiting ? t.summary.creatingWaiting : t.summary.creating);
    try {
      const body = bookingCreateBody(draft, {
        restaurantId: config.restaurantId,
        answers: config.show_experience_stepper && !draft.is_waiting ? answers : [],
        table: draft.is_waiting ? null : tableRef.current,
        conditionsAccepted: consents.terms,
        adultCertified: config.is_adult ? consents.adult : false,
        protectionAccepted: draft.is_waiting ? undefined : protection.version,
      });
      const key = idempotencyKeyFor(body);
      const botcheck = await takeBotCheck();
      const booking = await bookingApi.createBooking(botcheck ? { ...body, botcheck } : body, key);
      clearIdempotencyKey();
      if (booking.payment) {
        onPaymentNeeded(booking.shortId);
        return;
      }
      onBooked({ covers: draft.tableware_count, date: draft.date, hour: draft.hour, isWaiting: draft.is_waiting, booking });
    } catch (error) {
      discardBotCheck();
      if (isProtectionRefusal(error)) {
        protection.reloadChanged();
        return;
      }
      // A refusal (a table just taken…) says why; a lost connection says so, and that a retry
      // (same idempotency key) books once; anything else is the spec's generic failure.
      setAlert({
        message:
          error instanceof ApiError && error.isRefusal
            ? error.serverMessage!
            : error instanceof ApiError && error.status === 0
              ? draft.is_waiting
                ? t.summary.createOfflineWaiting
                : t.summary.createOffline
              : draft.is_waiting
                ? t.summary.createErrorWaiting
                : t.summary.createError,
      });
    } finally {
      submitting.current = false;
      setBusy(null);
    }
  };

  const next = async () => {
    if (!canContinue || busy) return;
    switch (page) {
      case 1:
        clearAnswers();
        dispatch({ type: 'next', flags });
        return;
      case 2:
      case 3:
        dispatch({ type: 'next', flags });
        return;
      case 4: {
        setBusy(t.informations.checking);
        try {
          if (!(await checkDraft(false))) return;
          if (flags.experienceEnabled && !flags.isWaiting) {
            dispatch({ type: 'next', flags });
          } else {
            await prepareSummary(false);
            dispatch({ type: 'next', flags });
          }
        } finally {
          setBusy(null);
        }
        return;
      }
      case 5: {
        setBusy(t.experience.preparing);
        try {
          if (!(await checkDraft(true))) return;
          await prepareSummary(true);
          dispatch({ type: 'next', flags });
        } finally {
          setBusy(null);
        }
        return;
      }
      case 6:
        await submit();
        return;
    }
  };

  const history = useWizardHistory(
    page,
    (target) => {
      const shown = resumablePage(target, draft, flags);
      // A page reached again through the history was complete when the diner left it.
      goto(shown, true);
      return shown;
    },
    () => dispatch({ type: 'back', flags }),
  );

  const back = () => {
    if (busy) return;
    history.back();
  };

  // A day that cannot be booked at all (a route date in the past, closed, beyond the window): the
  // date page, saying why, in place of the hour page.
  // Kept as the reason and the day, so that a language switch writes it again in its words.
  const [dayNotice, setDayNotice] = useLanguageKeptState<{ reason: DayUnavailability; date: string } | null>('wizard.day-notice', null);
  const onDayUnavailable = (reason: DayUnavailability) => {
    setDayNotice({ reason, date: draft.date });
    updateDraft({ date: '', hour: '', is_waiting: false, tableName: null });
    history.replaceNext();
    goto(2, false);
  };

  // "Recommencer" wipes the draft: once something is filled in, the diner confirms first.
  const [confirmReset, setConfirmReset] = useState(false);
  const askReset = () => {
    if (draftHasInput(draft)) setConfirmReset(true);
    else onReset();
  };

  const onDateSelect = useCallback(
    (date: string) => {
      if (date !== draft.date) updateDraft({ date, hour: '', is_waiting: false, tableName: null });
      setDayNotice(null);
      setCanContinue(true);
    },
    [draft.date, updateDraft, setCanContinue, setDayNotice],
  );

  const onPickEvent = (date: string) => {
    if (date !== draft.date) updateDraft({ date, hour: '', is_waiting: false, tableName: null });
    goto(3, false);
  };

  const onHourChange = useCallback(
    (choice: { hour: string; isWaiting: boolean } | null) => {
      if (choice) {
        updateDraft({ hour: choice.hour, is_waiting: choice.isWaiting });
        setCanContinue(true);
      } else {
        updateDraft({ hour: '', is_waiting: false });
        setCanContinue(false);
      }
    },
    [updateDraft, setCanContinue],
  );

  const onWaitingValidate = (hour: string) => {
    updateDraft({ hour, is_waiting: true, tableName: null });
    // 'Valider' forces the next page, whatever the continue flag says.
    dispatch({ type: 'next', flags: { ...flags, isWaiting: true } });
  };

  const autoStarted = useRef(false);
  useEffect(() => {
    if (!autoStart || autoStarted.current) return;
    autoStarted.current = true;
    if (page === 1) void next();
    // Once, on the first render: the press happened before this code was loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const action = primaryAction(page, draft.is_waiting);
  const primaryLabel = { start: t.nav.start, next: t.nav.next, book: t.nav.book, 'join-waiting': t.nav.joinWaiting }[action];
  const hint = !canContinue && !busy && !needsCode ? hintFor(page, draft.is_waiting) : undefined;

  let content: ReactNode;
  switch (page) {
    case 1:
      content = <WelcomePage restaurantName={config.name} informationHtml={config.external_form_information} />;
      break;
    case 2:
      content = (
        <DatePage
          slug={slug}
          config={config}
          today={today}
          value={draft.date}
          onSelect={onDateSelect}
          onPickEvent={onPickEvent}
          notice={dayNotice && t.dayNotice[dayNotice.reason](longDate(dayNotice.date))}
        />
      );
      break;
    case 3:
      content = (
        <HourPage
          slug={slug}
          date={draft.date}
          today={today}
          covers={draft.tableware_count}
          hour={draft.hour}
          isWaiting={draft.is_waiting}
          waitingEnabled={config.is_waiting_booking_enabled}
          phoneNumber={config.phoneNumber}
          onChange={onHourChange}
          onWaitingValidate={onWaitingValidate}
          onDayUnavailable={onDayUnavailable}
        />
      );
      break;
    case 4:
      content = <InformationsPage config={config} draft={draft} today={today} onChange={updateDraft} onValidityChange={setCanContinue} />;
      break;
    case 5:
      content = (
        <ExperiencePage
          slug={slug}
          config={config}
          draft={draft}
          answers={answers}
          onAnswersChange={setAnswers}
          onChange={updateDraft}
          onValidityChange={setCanContinue}
        />
      );
      break;
    case 6:
      content = needsCode ? (
        <SmsCodeScreen
          phone={draft.phone.trim()}
          requestCode={requestCode}
          alreadySent={codeSentTo === draft.phone.trim()}
          onSent={() => setCodeSentTo(draft.phone.trim())}
          onVerified={() => setVerifiedPhone(draft.phone.trim())}
          onError={(message) => setAlert({ message })}
        />
      ) : (
        <SummaryPage
          slug={slug}
          config={config}
          draft={draft}
          answers={config.show_experience_stepper && !draft.is_waiting ? answers : []}
          consents={consents}
          phoneVerified={smsCodeRequired(config, draft.tableware_count)}
          onConsentsChange={setConsents}
          onChange={updateDraft}
          onValidityChange={setCanContinue}
          protection={<ProtectionBlock control={protection} timeZone={config.time_zone || 'Europe/Paris'} />}
          protectionAccepted={protection.satisfied}
        />
      );
      break;
  }

  return (
    <>
      <Stepper page={page} experienceEnabled={config.show_experience_stepper} isWaiting={draft.is_waiting} />
      <main ref={mainRef} className={styles.main} tabIndex={-1} aria-label={t.mainLabel} data-page={page}>
        {content}
        {busy && <Spinner label={busy} />}
      </main>
      <footer className={styles.footer}>
        <nav aria-label={t.nav.footerLabel} className={styles.navRow}>
          {page >= 2 && (
            <Button variant="secondary" onClick={back} disabled={busy !== null}>
              {t.nav.back}
            </Button>
          )}
          {/* On the code screen, "Valider le code" is the one main button: a second, disabled
              "Réserver" beside it only asks which one to press. It comes back once the code is valid. */}
          {!needsCode && (
            <Button
              onClick={() => void next()}
              disabled={!canContinue || busy !== null}
              aria-describedby={hint ? 'wizard-hint' : undefined}
              data-testid="wizard-next"
            >
              {primaryLabel}
            </Button>
          )}
        </nav>
        {hint && (
          <p id="wizard-hint" className={styles.hint}>
            {hint}
          </p>
        )}
        {paymentNote && (
          <p className={styles.hint} data-testid="payment-note">
            {paymentNote}
          </p>
        )}
        {page >= 2 && (
          <button type="button" className={styles.reset} onClick={askReset} disabled={busy !== null} aria-haspopup="dialog">
            {t.nav.reset}
          </button>
        )}
      </footer>
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
      <Modal
        open={confirmReset}
        title={t.nav.resetPromptTitle}
        onClose={() => setConfirmReset(false)}
        role="alertdialog"
        hideCloseButton
        testId="reset-prompt"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmReset(false)} autoFocus>
              {t.nav.resetPromptNo}
            </Button>
            <Button
              onClick={() => {
                setConfirmReset(false);
                onReset();
              }}
            >
              {t.nav.resetPromptYes}
            </Button>
          </>
        }
      >
        <p>{t.nav.resetPromptText}</p>
      </Modal>
    </>
  );
}
