import { profileSettingsSchema, type ProfileSettings } from '../../domain/schemas/settings';
import { TextField } from '../ui/fields';
import { frSettings } from './i18n';
import { ImageField } from './image-field';
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
  const submit = useSettingsSubmit(form, (values) => api.saveProfile(values), { invalidate: [['settings', 'restaurant']], onDone: onSaved });

  const v = form.values;
  const zones = TIME_ZONES.includes(v.time_zone) ? TIME_ZONES : [v.time_zone, ...TIME_ZONES];
  return (
    <RestaurantForm onSubmit={submit}>
      <TextField label={t.name} value={v.name} onChange={(x) => form.set('name', x)} error={form.errors.name} name="name" maxLength={120} />
      <ImageField label={t.logo} value={v.logo_img} onChange={(x) => form.set('logo_img', x)} error={form.errors.logo_img} />
      <div className={styles.grid}>
        <TextField
          label={t.phone}
          type="tel"
          value={v.phone_number}
          onChange={(x) => form.set('phone_number', x)}
          error={form.errors.phone_number}
          name="phone"
        />
        <TextField label={t.email} type="email" value={v.email} onChange={(x) => form.set('email', x)} error={form.errors.email} name="email" />
        <TextField label={t.website} type="url" value={v.website} onChange={(x) => form.set('website', x)} error={form.errors.website} name="website" />
      </div>
      <TextField label={t.address} value={v.address} onChange={(x) => form.set('address', x)} error={form.errors.address} name="address" />
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
      <ImageField label={t.floorplan} value={v.floorplan_image} onChange={(x) => form.set('floorplan_image', x)} error={form.errors.floorplan_image} />
    </RestaurantForm>
  );
}
