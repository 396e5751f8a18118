import { HOLIDAY_REGION_SETTINGS, type HolidayRegionSetting } from '../../domain/french-holidays';
import { profileSettingsSchema, type ProfileSettings } from '../../domain/schemas/settings';
import { TextField, textOf } from '../ui/fields';
import { frSettings } from './i18n';
import { ImageField } from '../ui/image-field';
import { fr } from '../i18n/fr';
import { errorText } from '../lib/api';
import { useSettings } from './settings-context';
import { RestaurantForm, RestaurantSection, useSettingsSubmit } from './settings-form';
import { useZodForm } from '../lib/use-zod-form';
import styles from '../ui/staff-page.module.css';

const t = frSettings.profile;
const TIME_ZONES = [
  'Europe/Paris',
  'Europe/Brussels',
  'Europe/Luxembourg',
  'Europe/Zurich',
  'Europe/Monaco',
  'America/Martinique',
  'America/Guadeloupe',
  'Indian/Reunion',
  'Pacific/Tahiti',
  'Pacific/Noumea',
];

export function ProfileSection() {
  return <RestaurantSection title={frSettings.sections.profile}>{(data, reload) => <ProfileForm initial={data.profile} onSaved={reload} />}</RestaurantSection>;
}

function ProfileForm({ initial, onSaved }: { initial: ProfileSettings; onSaved: () => void }) {
  const { api } = useSettings();
  const form = useZodForm(profileSettingsSchema, initial);
  const submit = useSettingsSubmit(form, (values) => api.saveProfile(values), {
    // The staff home carries the zone every staff screen's clock reads (lib/staff/restaurant-clock.ts).
    invalidate: [['settings', 'restaurant'], ['staff-home']],
    onDone: onSaved,
  });

  const v = form.values;
  const zones = TIME_ZONES.includes(v.time_zone) ? TIME_ZONES : [v.time_zone, ...TIME_ZONES];
  return (
    <RestaurantForm onSubmit={submit}>
      <TextField label={t.name} {...textOf(form, 'name')} name="name" maxLength={120} />
      <ImageField label={t.logo} {...textOf(form, 'logo_img')} upload={api.upload} uploadError={(e) => errorText(e, fr.common.genericError)} />
      <div className={styles.grid}>
        <TextField label={t.phone} type="tel" {...textOf(form, 'phone_number')} name="phone" />
        <TextField label={t.email} type="email" {...textOf(form, 'email')} name="email" />
        <TextField label={t.website} type="url" {...textOf(form, 'website')} name="website" />
      </div>
      <TextField label={t.address} {...textOf(form, 'address')} name="address" />
      <div className={styles.field}>
        <label htmlFor="settings-time-zone" className={styles.label}>
          {t.timeZone}
        </label>
        <select id="settings-time-zone" className={styles.input} value={v.time_zone} onChange={(e) => form.set('time_zone', e.target.value)}>
          {zones.map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="settings-holiday-region" className={styles.label}>
          {t.holidayRegion}
        </label>
        <select
          id="settings-holiday-region"
          className={styles.input}
          aria-describedby="settings-holiday-region-hint"
          value={v.holiday_region ?? 'auto'}
          onChange={(e) => form.set('holiday_region', e.target.value as HolidayRegionSetting)}
        >
          {HOLIDAY_REGION_SETTINGS.map((r) => (
            <option key={r} value={r}>
              {t.holidayRegions[r]}
            </option>
          ))}
        </select>
        <span id="settings-holiday-region-hint" className={styles.hint}>
          {t.holidayRegionHint}
        </span>
      </div>
      <ImageField label={t.floorplan} {...textOf(form, 'floorplan_image')} upload={api.upload} uploadError={(e) => errorText(e, fr.common.genericError)} />
    </RestaurantForm>
  );
}
