import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { mailingComposeSchema, smsSegments, type MailingCompose } from '../../domain/schemas/mailing';
import { ConfirmDialog, type ConfirmRequest } from '../ui/confirm-dialog';
import { useToast } from '../ui/toasts';
import { fr } from '../i18n/fr';
import { errorText } from '../lib/api';
import { restaurantToday } from '../lib/staff/restaurant-clock';
import { AlertDialog, type AlertMessage } from '../ui/alert-dialog';
import { Button } from '../ui/button';
import { DatePicker } from '../ui/date-picker/date-picker';
import { Modal } from '../ui/modal';
import { TextField, textOf } from '../ui/fields';
import { ImageField } from '../ui/image-field';
import { useZodForm } from '../lib/use-zod-form';
import styles from '../ui/staff-page.module.css';
import { formatInstant, frMailing } from './i18n';
import type { MailingApi, MailingPreview } from './mailing-api';
import { paths } from '../lib/paths';

const t = frMailing.compose;
const EMPTY: MailingCompose = {
  subject: '',
  text: '',
  sms_text: '',
  image_url: '',
  channels: ['email', 'sms'],
  send_at: null,
  send_date: null,
  send_time: null,
};

export function ComposeMailing({ api }: { api: MailingApi }) {
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useZodForm(mailingComposeSchema, EMPTY);
  const [mode, setMode] = useState<'now' | 'later'>('now');
  const [day, setDay] = useState<string | null>(null);
  const [time, setTime] = useState('11:00');
  const [preview, setPreview] = useState<MailingPreview | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const [whenError, setWhenError] = useState<string | null>(null);
  const timeId = useId();
  const v = form.values;
  const channels = v.channels ?? [];

  function toggleChannel(channel: 'email' | 'sms', on: boolean) {
    form.set('channels', on ? [...new Set([...channels, channel])] : channels.filter((c) => c !== channel));
  }

  /** The message as it will be sent, or null (errors shown) when something is missing. */
  function ready(): MailingCompose | null {
    setWhenError(null);
    // A later send is a day and a time on the restaurant's clock: the server reads them in its
    // time zone (Paris, La Réunion, Nouméa…), not the device's.
    let when: Pick<MailingCompose, 'send_date' | 'send_time'> = { send_date: null, send_time: null };
    if (mode === 'later') {
      if (!day || !/^\d{2}:\d{2}$/.test(time)) {
        setWhenError(t.needDate);
        return null;
      }
      when = { send_date: day, send_time: time };
    }
    const values = form.validate();
    return values ? { ...values, send_at: null, ...when } : null;
  }

  const previewCall = useMutation({
    mutationFn: (body: MailingCompose) => api.preview(body),
    onSuccess: setPreview,
    onError: (error) => setAlert({ title: fr.common.errorTitle, message: errorText(error, fr.common.genericError) }),
  });

  const sendCall = useMutation({
    mutationFn: (body: MailingCompose) => api.send(body),
    onSuccess: async () => {
      toast(mode === 'now' ? t.sentToast : t.scheduledToast);
      form.reset(EMPTY);
      await queryClient.invalidateQueries({ queryKey: ['mailings'] });
      // Nothing to wait for: the router settles the navigation and shows its own errors.
      void navigate(paths.communications('envois'));
    },
    onError: (error) => setAlert({ title: fr.common.errorTitle, message: errorText(error, fr.common.genericError) }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = ready();
    if (!body) return;
    let counts: MailingPreview;
    try {
      counts = await api.preview(body);
    } catch (error) {
      setAlert({ title: fr.common.errorTitle, message: errorText(error, fr.common.genericError) });
      return;
    }
    const n = (body.channels.includes('email') ? counts.emailRecipients : 0) + (body.channels.includes('sms') ? counts.smsRecipients : 0);
    if (n === 0) {
      setAlert({ title: fr.common.errorTitle, message: t.noRecipient });
      return;
    }
    setConfirm({
      title: t.confirmTitle,
      message:
        (body.send_date ? t.confirmLater(n, formatInstant(counts.sendAt, counts.timeZone)) : t.confirmNow(n)) +
        (counts.smsHeld && body.channels.includes('sms') ? `\n${t.smsHeld(formatInstant(counts.smsSendAt, counts.timeZone))}` : ''),
      confirm: body.send_date ? t.schedule : t.send,
      cancel: frMailing.cancel,
      onConfirm: () => sendCall.mutate(body),
    });
  }

  const smsText = (v.sms_text ?? '') || v.text;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={frMailing.tabs.compose}>
      <p className={styles.intro}>{t.intro}</p>
      <TextField label={t.subject} {...textOf(form, 'subject')} maxLength={150} name="subject" />
      <TextField label={t.text} hint={t.textHint} multiline rows={6} {...textOf(form, 'text')} maxLength={5000} name="text" />
      <TextField
        label={t.sms}
        hint={t.smsHint([...smsText].length, smsSegments(smsText))}
        multiline
        rows={2}
        {...textOf(form, 'sms_text')}
        maxLength={300}
        name="sms_text"
      />
      <ImageField label={t.picture} {...textOf(form, 'image_url')} upload={api.upload} uploadError={(e) => errorText(e, fr.common.genericError)} />
      <fieldset className={styles.days}>
        <legend className={styles.label}>{t.channels}</legend>
        <label className={styles.dayChip}>
          <input type="checkbox" checked={channels.includes('email')} onChange={(e) => toggleChannel('email', e.target.checked)} />
          {t.email}
        </label>
        <label className={styles.dayChip}>
          <input type="checkbox" checked={channels.includes('sms')} onChange={(e) => toggleChannel('sms', e.target.checked)} />
          {t.smsChannel}
        </label>
        {form.errors.channels && (
          <span className={styles.fieldError} role="alert">
            {form.errors.channels}
          </span>
        )}
      </fieldset>
      <fieldset className={styles.days}>
        <legend className={styles.label}>{t.when}</legend>
        <label className={styles.dayChip}>
          <input type="radio" name="when" checked={mode === 'now'} onChange={() => setMode('now')} />
          {t.now}
        </label>
        <label className={styles.dayChip}>
          <input type="radio" name="when" checked={mode === 'later'} onChange={() => setMode('later')} />
          {t.later}
        </label>
      </fieldset>
      {mode === 'later' && (
        <div className={styles.grid}>
          <DatePicker label={t.date} value={day} onChange={setDay} minDate={restaurantToday()} today={restaurantToday()} />
          <div className={styles.field}>
            <label className={styles.label} htmlFor={timeId}>
              {t.time}
            </label>
            <input id={timeId} type="time" className={styles.input} value={time} onChange={(e) => setTime(e.target.value)} />
          </div>
        </div>
      )}
      {whenError && (
        <p className={styles.fieldError} role="alert">
          {whenError}
        </p>
      )}
      <div className={styles.saveBar}>
        <Button
          variant="secondary"
          disabled={previewCall.isPending}
          onClick={() => {
            const body = ready();
            if (body) previewCall.mutate(body);
          }}
        >
          {t.preview}
        </Button>
        <Button type="submit" disabled={sendCall.isPending}>
          {mode === 'now' ? t.send : t.schedule}
        </Button>
      </div>
      <Modal open={preview !== null} wide title={t.previewTitle} onClose={() => setPreview(null)} testId="mailing-preview">
        {preview && (
          <div className={styles.form}>
            <p className={styles.strong}>
              {t.recipients(channels.includes('email') ? preview.emailRecipients : 0, channels.includes('sms') ? preview.smsRecipients : 0)}
            </p>
            {preview.smsHeld && channels.includes('sms') && <p className={styles.muted}>{t.smsHeld(formatInstant(preview.smsSendAt, preview.timeZone))}</p>}
            {channels.includes('email') && (
              <section aria-label={t.emailPreview} className={styles.htmlPreview}>
                <p className={styles.label}>{v.subject}</p>
                {/* Built by the server from escaped text: only <p>, <br> and the picture link. */}
                <div dangerouslySetInnerHTML={{ __html: preview.emailHtml }} />
              </section>
            )}
            {channels.includes('sms') && (
              <section aria-label={t.smsPreview} className={styles.htmlPreview}>
                <p style={{ whiteSpace: 'pre-wrap' }}>{preview.smsText}</p>
              </section>
            )}
          </div>
        )}
      </Modal>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </form>
  );
}
