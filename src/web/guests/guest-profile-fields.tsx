import { ALLERGENS, DIETARY_LABELS_FR, DIETS, type DietaryCode } from '../../domain/guest-profile';
import { Toggle, TextField } from '../ui/fields';
import styles from '../ui/staff-page.module.css';
import own from './guest-profile-fields.module.css';
import { frGuests as t } from './i18n';

/** The form's values as the schema's input types them (defaults not yet applied). */
interface ProfileValues {
  vip?: boolean;
  table_preference?: string;
  room_preference?: string;
  dietary?: { codes?: string[]; note?: string };
}
type Dietary = { codes: string[]; note: string };

interface ProfileSetters {
  (key: 'vip', value: boolean): void;
  (key: 'table_preference' | 'room_preference', value: string): void;
  (key: 'dietary', value: Dietary): void;
}

/**
 * The structured part of the profile: VIP, preferred table and room, and (for a reader allowed
 * to see health data, the only one the server sends them to) allergies and diets.
 */
export function GuestProfileFields({ values, set }: { values: ProfileValues; set: ProfileSetters }) {
  const dietary: Dietary | undefined = values.dietary && { codes: values.dietary.codes ?? [], note: values.dietary.note ?? '' };
  const toggle = (code: DietaryCode, on: boolean) => {
    if (!dietary) return;
    set('dietary', { ...dietary, codes: on ? [...dietary.codes, code] : dietary.codes.filter((c) => c !== code) });
  };
  const box = (code: DietaryCode) => (
    <label key={code} className={own.check}>
      <input type="checkbox" name={`dietary-${code}`} checked={dietary?.codes.includes(code) ?? false} onChange={(e) => toggle(code, e.target.checked)} />
      {DIETARY_LABELS_FR[code]}
    </label>
  );
  return (
    <>
      <Toggle label={t.vip} hint={t.vipHint} name="guest-vip" checked={values.vip ?? false} onChange={(v) => set('vip', v)} />
      <div className={styles.grid}>
        <TextField
          label={t.tablePreference}
          value={values.table_preference ?? ''}
          onChange={(v) => set('table_preference', v)}
          maxLength={100}
          name="guest-table"
        />
        <TextField
          label={t.roomPreference}
          value={values.room_preference ?? ''}
          onChange={(v) => set('room_preference', v)}
          maxLength={100}
          name="guest-room"
        />
      </div>
      {dietary && (
        <fieldset className={own.dietary}>
          <legend className={styles.label}>{t.allergies}</legend>
          <p className={styles.muted}>{t.allergiesHint}</p>
          <div className={own.checks}>{ALLERGENS.map(box)}</div>
          <p className={styles.label}>{t.diets}</p>
          <div className={own.checks}>{DIETS.map(box)}</div>
          <TextField
            label={t.allergyNote}
            value={dietary.note}
            onChange={(v) => set('dietary', { ...dietary, note: v })}
            maxLength={300}
            name="guest-dietary-note"
          />
        </fieldset>
      )}
    </>
  );
}
