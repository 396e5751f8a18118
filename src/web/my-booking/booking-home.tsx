import { useEffect, useState, type RefObject } from 'react';
import { AttendancePanel } from './attendance-panel';
import { useReminderAnswer } from './reminder-answer';
import { copy, dinerLanguage } from '../i18n/diner-language';
import { conditionsFor } from '../../domain/starter-conditions';
import { bookingDate } from './booking-date';
import { Button, LinkButton } from '../ui/button';
import { Modal } from '../ui/modal';
import { myBookingApi, type MyBooking } from './api';
import type { ServerMessage } from '../ui/message-dialog';
import styles from './my-booking.module.css';
import { pageStyles } from '../ui/page-card';
import { messageFromError } from '../lib/server-message';
import { cancelNotice, ProtectionPanel } from './protection-panel';
import { PhoneNumber } from '../ui/phone-number';
import { EmailAddress } from '../ui/email-address';

interface Props {
  booking: MyBooking;
  /** The diner's number as shown (formatted by the caller: the phone rules are a large download). */
  phoneDisplay: string;
  shortId: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onWarnDelay: () => void;
  onMessage: (message: ServerMessage) => void;
  onCancelled: (serverMessage: string) => void;
  onConfirmed: (serverMessage: string) => void;
}

const persons = (n: number) => copy.common.persons(n);

/** The home view: what was booked, the restaurant's conditions, cancel / call / warn of a delay. */
export function BookingHome({ booking, phoneDisplay, shortId, headingRef, onWarnDelay, onMessage, onCancelled, onConfirmed }: Props) {
  const t = copy.myBooking;
  const [prompt, setPrompt] = useState(false);
  const [busy, setBusy] = useState<'cancel' | 'confirm' | 'attendance' | null>(null);
  const answer = useReminderAnswer();
  // The reminder's "J'annule" opens the usual question: nothing is cancelled without "Oui, annuler".
  useEffect(() => {
    if (answer === 'j-annule') setPrompt(true);
  }, [answer]);
  const phone = booking.restaurant_phone_number.trim();
  const waiting = booking.status === 'waiting';
  const pending = booking.status === 'pending';
  const title = waiting ? t.waitingTitle : pending ? t.pendingTitle : t.confirmedTitle;
  // Older servers send neither: the page then shows no protection, as before.
  const timeZone = booking.restaurant_time_zone ?? 'Europe/Paris';
  const notice = cancelNotice(booking.protection, timeZone);

  const cancel = async () => {
    setBusy('cancel');
    try {
      const envelope = await myBookingApi.cancel(booking.guid);
      setPrompt(false);
      onCancelled(envelope.message);
    } catch (error) {
      setPrompt(false);
      onMessage(messageFromError(error, t.cancelError));
    } finally {
      setBusy(null);
    }
  };

  const confirm = async () => {
    setBusy('confirm');
    try {
      onConfirmed((await myBookingApi.confirm(shortId)).message);
    } catch (error) {
      onMessage(messageFromError(error, t.confirmPageError));
    } finally {
      setBusy(null);
    }
  };

  const confirmAttendance = async () => {
    setBusy('attendance');
    try {
      onConfirmed((await myBookingApi.confirmAttendance(shortId)).message);
    } catch (error) {
      onMessage(messageFromError(error, t.attendance.error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <main className={pageStyles.main} data-testid="my-booking-home">
      <div className={styles.status}>
        <span className={`${styles.statusIcon} ${waiting || pending ? styles.statusIconPending : ''}`} aria-hidden="true">
          <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
            {waiting || pending ? <path d="M12 7v5l3 2" /> : <path d="m5 12 5 5 9-10" />}
          </svg>
        </span>
        <h1 className={styles.title} ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        {booking.waiter_name.trim() && <p className={styles.subtitle}>{t.waiter(booking.waiter_name.trim())}</p>}
      </div>

      {waiting && <p className={styles.notice}>{t.waitingText}</p>}
      {pending && booking.attendance !== 'reminded' && <p className={styles.notice}>{t.pendingText}</p>}

      <AttendancePanel booking={booking} answer={answer} busy={busy === 'attendance'} onConfirm={confirmAttendance} onCancel={() => setPrompt(true)} />

      <dl className={styles.summary} aria-label={t.summaryLabel}>
        <dt>{t.date}</dt>
        <dd data-testid="my-booking-date">{bookingDate(booking)}</dd>
        <dt>{waiting ? t.waitingHour : t.hour}</dt>
        <dd data-testid="my-booking-hour">{booking.hour}</dd>
        <dt>{t.name}</dt>
        <dd>{booking.name}</dd>
        <dt>{t.phone}</dt>
        <dd>
          <PhoneNumber>{phoneDisplay}</PhoneNumber>
        </dd>
        <dt>{t.email}</dt>
        <dd>
          <EmailAddress email={booking.email} />
        </dd>
        <dt>{t.covers}</dt>
        <dd data-testid="my-booking-covers">{persons(booking.tableware_count)}</dd>
        {booking.reference && (
          <>
            <dt>{waiting ? t.waitingReference : t.reference}</dt>
            <dd>{booking.reference}</dd>
          </>
        )}
      </dl>

      {/* The restaurant's conditions speak of a held table: not for a waiting-list request. */}
      {!waiting && booking.conditions_text.trim() && (
        <section className={styles.conditions} aria-labelledby="my-booking-conditions">
          <h2 id="my-booking-conditions">{t.conditionsTitle}</h2>
          <p>{conditionsFor(booking.conditions_text, dinerLanguage())}</p>
        </section>
      )}

      {/* A card or deposit page left unused binds the diner to nothing: nothing to restate. */}
      {booking.protection && booking.protection.state !== 'expired' && <ProtectionPanel protection={booking.protection} timeZone={timeZone} />}

      {/* The button comes on the day only: before it, the page says when (the e-mail promised it). */}
      {!booking.is_today && !waiting && (
        <p className={styles.delayNote} data-testid="delay-on-the-day">
          {t.delayOnTheDay}
        </p>
      )}

      <div className={styles.actions}>
        {pending && booking.attendance !== 'reminded' && answer !== 'je-confirme' && (
          <Button block onClick={confirm} disabled={busy !== null} aria-busy={busy === 'confirm'}>
            {t.confirmButton}
          </Button>
        )}
        {booking.is_today && !waiting && (
          <Button block onClick={onWarnDelay}>
            {t.warnDelay}
          </Button>
        )}
        {phone && (
          <LinkButton block variant="secondary" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            {t.call}
          </LinkButton>
        )}
        <Button block variant="secondary" className={styles.dangerButton} onClick={() => setPrompt(true)} disabled={busy !== null}>
          {waiting ? t.waitingCancel : t.cancel}
        </Button>
      </div>

      <Modal
        open={prompt}
        title={waiting ? t.waitingCancelPromptTitle : t.cancelPromptTitle}
        onClose={() => busy === null && setPrompt(false)}
        role="alertdialog"
        hideCloseButton
        testId="cancel-prompt"
        footer={
          <>
            <Button variant="secondary" onClick={() => setPrompt(false)} disabled={busy !== null} autoFocus>
              {t.cancelPromptNo}
            </Button>
            <Button onClick={cancel} disabled={busy !== null} aria-busy={busy === 'cancel'}>
              {busy === 'cancel' ? t.cancelling : t.cancelPromptYes}
            </Button>
          </>
        }
      >
        <p>{waiting ? t.waitingCancelPromptText : t.cancelPromptText}</p>
        {notice && (
          <p className={notice.free ? undefined : styles.notice} data-testid="cancel-prompt-protection">
            {notice.text}
          </p>
        )}
      </Modal>
    </main>
  );
}
