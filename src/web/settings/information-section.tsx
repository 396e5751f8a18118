import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { informationSettingsSchema, type InformationSettings } from '../../domain/schemas/settings';
import { TextField, Toggle, textOf } from '../ui/fields';
import { frSettings } from './i18n';
import { useSettings } from './settings-context';
import { RestaurantForm, RestaurantSection, useSettingsSubmit } from './settings-form';
import { paths } from '../lib/paths';
import { useZodForm } from '../lib/use-zod-form';
import styles from '../ui/staff-page.module.css';

const t = frSettings.information;
// The same allow-list as the server's: the preview shows what will be kept.
const ALLOWED = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'span', 'blockquote'],
  ALLOWED_ATTR: ['href', 'title', 'target', 'rel'],
  ALLOWED_URI_REGEXP: /^(https?:|mailto:|tel:)/i,
};

export function InformationSection() {
  return (
    <RestaurantSection title={frSettings.sections.information}>
      {(data, reload) => <InformationForm initial={data.information} slug={data.slug} onSaved={reload} />}
    </RestaurantSection>
  );
}

function InformationForm({ initial, slug, onSaved }: { initial: InformationSettings; slug: string; onSaved: () => void }) {
  const { api } = useSettings();
  const form = useZodForm(informationSettingsSchema, initial);
  const preview = useMemo(() => DOMPurify.sanitize(form.values.external_form_information, ALLOWED), [form.values.external_form_information]);

  const submit = useSettingsSubmit(form, (values) => api.saveInformation(values), { invalidate: [['settings', 'restaurant']], onDone: onSaved });

  const v = form.values;
  return (
    <RestaurantForm onSubmit={submit}>
      <TextField label={t.html} hint={t.htmlHint} multiline rows={8} {...textOf(form, 'external_form_information')} name="external_form_information" />
      <div className={styles.htmlPreview}>
        <p className={styles.label}>{t.htmlPreview}</p>
        {/* Sanitised with the server's allow-list just above. */}
        <div data-testid="information-preview" dangerouslySetInnerHTML={{ __html: preview }} />
      </div>
      <TextField label={t.conditions} multiline rows={3} {...textOf(form, 'conditions_text')} name="conditions" />
      <TextField label={t.terms} hint={t.termsHint} multiline rows={10} {...textOf(form, 'terms_text')} name="terms_text" />
      <p>
        <a href={paths.terms(slug)} target="_blank" rel="noopener">
          {t.termsPage} <span className="visually-hidden">{t.newTab}</span>
        </a>
      </p>
      <TextField label={t.keys} hint={t.keysHint} {...textOf(form, 'seo_meta_keys')} name="seo_meta_keys" />
      <Toggle label={t.noFollow} checked={v.seo_no_follow} onChange={(x) => form.set('seo_no_follow', x)} name="seo_no_follow" />
    </RestaurantForm>
  );
}
