import { formatPhoneForDisplay } from '../../domain/phone-display';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { Link, useNavigate, useParams } from 'react-router';
import { formatLongFrenchDate } from '../../domain/dates';
import { checkPostCode, DINER_FIELD_LIMITS, normalizeName } from '../../domain/diner-fields';
import { guestUpdateSchema } from '../../domain/schemas/guests';
import { useZodForm } from '../lib/use-zod-form';
import { normaliseTags } from '../../domain/guest-matching';
import { ConfirmDialog, type ConfirmRequest } from '../ui/confirm-dialog';
import { useToast } from '../ui/toasts';
import { fr } from '../i18n/fr';
import { errorText } from '../lib/api';
import { setDocumentHead } from '../lib/head';
import { AlertDialog, type AlertMessage } from '../ui/alert-dialog';
import { Button } from '../ui/button';
import { DatePicker } from '../ui/date-picker/date-picker';
import { restaurantToday } from '../lib/staff/restaurant-clock';
import { TextField, textOf } from '../ui/fields';
import styles from '../ui/staff-page.module.css';
import { downloadJson, type GuestDetail, type GuestsApi } from './guests-api';
import { frGuests as t } from './i18n';
import { paths } from '../lib/paths';
import { ColumnHeads } from '../ui/column-heads';
import { ScrollRegion } from '../ui/scroll-region';
import { PhoneNumber } from '../ui/phone-number';
import { EmailAddress } from '../ui/email-address';
import { GuestFlags } from './guest-flags';
import { GuestProfileFields } from './guest-profile-fields';

export function GuestPage({ api, canEdit }: { api: GuestsApi; canEdit: boolean }) {
  const { guid = '' } = useParams();
  const guest = useQuery({ queryKey: ['guest', guid], queryFn: ({ signal }) => api.detail(guid, signal) });
  useEffect(() => {
    if (guest.data) setDocumentHead({ title: t.documentTitle(guest.data.name), robots: 'noindex,nofollow', keywords: null });
  }, [guest.data]);

  return (
    <>
      <p>
        <Link to={paths.guests} className={styles.linkButton}>
          ← {t.back}
        </Link>
      </p>
      {guest.isPending && <p className={styles.muted}>{t.loading}</p>}
      {guest.isError && (
        <p className={styles.fieldError} role="alert">
          {errorText(guest.error, t.notFound)}
        </p>
      )}
      {guest.data && <GuestView api={api} guest={guest.data} canEdit={canEdit} />}
    </>
  );
}

/**
 * The route's schema, its rules and messages, with the form's tags typed as one text (comma
 * separated); what passes is stored as the server would: name tidied, post code trimmed or none.
 */
const guestFormSchema = guestUpdateSchema.extend({
  name: guestUpdateSchema.shape.name.transform(normalizeName),
  post_code: guestUpdateSchema.shape.post_code.transform((v) => {
    const check = checkPostCode(v);
    return check.ok ? check.value : null;
  }),
  tags: z
    .string()
    .transform((text) => normaliseTags(text.split(',')))
    .pipe(guestUpdateSchema.shape.tags),
});

function GuestView({ api, guest, canEdit }: { api: GuestsApi; guest: GuestDetail; canEdit: boolean }) {
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useZodForm(guestFormSchema, {
    name: guest.name,
    birthday: guest.birthday,
    post_code: guest.post_code ?? '',
    notes: guest.notes,
    tags: guest.tags.join(', '),
    vip: guest.vip,
    table_preference: guest.table_preference,
    room_preference: guest.room_preference,
    // Sent only to a reader allowed to see them; absent, the save leaves them as they are.
    ...(guest.dietary ? { dietary: { codes: [...guest.dietary.codes], note: guest.dietary.note } } : {}),
  });
  const { values, set } = form;
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const s = guest.summary;

  // The server's rules for these fields, in words for the host, before the request.
  const save = form.handleSubmit(async (update) => {
    try {
      await api.update(guest.guid, update);
      set('tags', update.tags.join(', '));
      toast(t.saved);
      await queryClient.invalidateQueries({ queryKey: ['guest', guest.guid] });
      await queryClient.invalidateQueries({ queryKey: ['guests'] });
      // The book's lines carry the profile's badges (VIP, allergies): read them again there.
      await queryClient.invalidateQueries({ queryKey: ['service-book'] });
    } catch (error) {
      setAlert({ title: fr.common.errorTitle, message: errorText(error, fr.common.genericError) });
    }
  });

  async function exportData() {
    try {
      downloadJson(await api.exportData(guest.guid), `client-${guest.name.toLowerCase().replace(/[^a-z0-9]+/gi, '-')}.json`);
    } catch (error) {
      setAlert({ title: fr.common.errorTitle, message: errorText(error, fr.common.genericError) });
    }
  }

  async function erase() {
    try {
      await api.erase(guest.guid);
      toast(t.erased);
      await queryClient.invalidateQueries({ queryKey: ['guests'] });
      // Nothing to wait for: the router settles the navigation and shows its own errors.
      void navigate(paths.guests);
    } catch (error) {
      setAlert({ title: fr.common.errorTitle, message: errorText(error, fr.common.genericError) });
    }
  }

  const stat = (label: string, value: string | number) => (
    <div className={styles.card}>
      <span className={styles.muted}>{label}</span>
      <span className={styles.strong}>{value}</span>
    </div>
  );
  return (
    <>
      <h1 className={styles.title}>{guest.name}</h1>
      <GuestFlags guest={guest} />
      <p className={styles.muted}>
        {guest.email && <EmailAddress email={guest.email} />}
        {guest.email && guest.phone_number && ' · '}
        {guest.phone_number && <PhoneNumber>{formatPhoneForDisplay(guest.phone_number)}</PhoneNumber>}
      </p>
      <div className={styles.grid} data-testid="guest-stats">
        {stat(t.stats.bookings, s.bookings)}
        {stat(t.stats.visits, s.visits)}
        {stat(t.stats.noShows, s.noShows)}
        {stat(t.stats.cancellations, s.cancellations)}
        {stat(t.stats.lastVisit, s.lastVisit ? formatLongFrenchDate(s.lastVisit) : '—')}
        {stat(t.stats.subscription, t.subscription[guest.subscription ?? 'none'])}
      </div>

      <section className={styles.section} aria-labelledby="guest-profile">
        <h2 id="guest-profile" className={styles.sectionTitle}>
          {t.profile}
        </h2>
        {!canEdit && <p className={styles.muted}>{t.readOnly}</p>}
        <form className={styles.form} onSubmit={(e) => void save(e)} noValidate>
          <fieldset disabled={!canEdit} className={styles.form} style={{ border: 0, padding: 0, margin: 0 }}>
            <TextField label={t.name} {...textOf(form, 'name')} maxLength={DINER_FIELD_LIMITS.name} name="guest-name" />
            <div className={styles.grid}>
              <DatePicker label={t.birthday} value={values.birthday} onChange={(v) => set('birthday', v)} maxDate={restaurantToday()} />
              <TextField label={t.postCode} {...textOf(form, 'post_code')} maxLength={DINER_FIELD_LIMITS.postCode} name="guest-post-code" />
            </div>
            <GuestProfileFields values={values} set={(key: keyof typeof values, value: unknown) => set(key, value as never)} />
            <TextField label={t.notes} hint={t.notesHint} multiline rows={4} {...textOf(form, 'notes')} maxLength={5000} name="guest-notes" />
            <TextField label={t.tags} hint={t.tagsHint} {...textOf(form, 'tags')} name="guest-tags" />
          </fieldset>
          {canEdit && (
            <div className={styles.actions}>
              <Button type="submit">{t.save}</Button>
            </div>
          )}
        </form>
      </section>

      <section className={styles.section} aria-labelledby="guest-history">
        <h2 id="guest-history" className={styles.sectionTitle}>
          {t.history}
        </h2>
        <ScrollRegion label={t.history}>
          <table className={styles.table}>
            <ColumnHeads labels={[t.columns.date, t.columns.hour, t.columns.covers, t.columns.status, t.columns.source, t.columns.details]} />
            <tbody>
              {guest.bookings.map((b) => (
                <tr key={b.guid} data-testid="guest-booking">
                  <td>{formatLongFrenchDate(b.date)}</td>
                  <td>{b.hour}</td>
                  <td>{b.covers}</td>
                  <td>{t.status[b.status] ?? b.status}</td>
                  <td>{t.source[b.source] ?? b.source}</td>
                  <td>{[b.information, ...b.answers.map((a) => `${a.question} ${a.answer}`)].filter(Boolean).join(' — ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>

      {canEdit && (
        <section className={styles.section} aria-labelledby="guest-gdpr">
          <h2 id="guest-gdpr" className={styles.sectionTitle}>
            {t.gdpr}
          </h2>
          <p className={styles.muted}>{t.gdprIntro}</p>
          <div className={styles.actions} style={{ justifyContent: 'flex-start' }}>
            <Button variant="secondary" onClick={() => void exportData()}>
              {t.export}
            </Button>
            <Button
              variant="ghost"
              onClick={() =>
                setConfirm({ title: t.erase, message: t.eraseConfirm(guest.name), confirm: t.erase, cancel: t.cancel, onConfirm: () => void erase() })
              }
            >
              {t.erase}
            </Button>
          </div>
        </section>
      )}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </>
  );
}
