import { useQuery } from '@tanstack/react-query';
import { THANK_YOU_MODES } from '../../domain/after-meal';
import { thankYouSettingsSchema, type ThankYouSettingsInput } from '../../domain/schemas/after-meal';
import { Section, TextField, Toggle } from '../ui/fields';
import { useZodForm } from '../lib/use-zod-form';
import { frSettings } from './i18n';
import { LoadedForm } from './loaded-form';
import { useSettings } from './settings-context';
import { RestaurantForm, useSettingsSubmit } from './settings-form';
import styles from '../ui/staff-page.module.css';

const t = frSettings.thankYou;
const THANK_YOU = ['settings', 'thank-you'];

/** Réglages → Remerciements: the e-mail the morning after the meal, off until the owner turns it on. */
export function ThankYouSection() {
  const { api } = useSettings();
  const query = useQuery({ queryKey: THANK_YOU, queryFn: ({ signal }) => api.thankYou(signal) });
  return (
    <Section title={frSettings.sections.thankYou} intro={t.intro}>
      <LoadedForm query={query}>{(data, reload) => <ThankYouForm initial={data} onSaved={reload} />}</LoadedForm>
    </Section>
  );
}

function ThankYouForm({ initial, onSaved }: { initial: ThankYouSettingsInput; onSaved: () => void }) {
  const { api } = useSettings();
  const form = useZodForm(thankYouSettingsSchema, initial);
  const submit = useSettingsSubmit(form, (values) => api.saveThankYou(values), { invalidate: [THANK_YOU], onDone: onSaved });
  const v = form.values;
  return (
    <RestaurantForm onSubmit={submit}>
      <Toggle label={t.enabled} name="thank_you_enabled" checked={v.enabled} onChange={(x) => form.set('enabled', x)} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{t.mode}</legend>
        {THANK_YOU_MODES.map((mode) => (
          <label key={mode} className={styles.toggle}>
            <input type="radio" name="thank_you_mode" value={mode} checked={v.mode === mode} onChange={() => form.set('mode', mode)} />
            {t.modes[mode]}
          </label>
        ))}
      </fieldset>
      {/* Always shown: an address kept while the form is chosen is still checked, and its error must be seen. */}
      <TextField
        label={t.url}
        hint={t.urlHint}
        type="url"
        name="google_review_url"
        value={v.google_review_url}
        onChange={(x) => form.set('google_review_url', x)}
        error={form.errors.google_review_url}
      />
      {v.mode === 'feedback' && <p className={styles.muted}>{t.readHint}</p>}
    </RestaurantForm>
  );
}
