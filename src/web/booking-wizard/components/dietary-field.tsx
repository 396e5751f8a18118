import { useId } from 'react';
import { ALLERGENS, DIETARY_NOTE_MAX, DIETS, type DietaryCode } from '../../../domain/guest-profile';
import { copy } from '../../i18n/diner-language';
import type { DraftDietary } from '../draft';
import styles from './form.module.css';
import own from './dietary-field.module.css';

/**
 * Allergies and diets, a field of their own (not the comment): closed by default so the page stays
 * short, open again when something is already ticked. The server checks the same list.
 */
export function DietaryField({ value, onChange }: { value: DraftDietary; onChange: (next: DraftDietary) => void }) {
  const t = copy.wizard.informations.dietary;
  const id = useId();
  const toggle = (code: DietaryCode, on: boolean) => onChange({ ...value, codes: on ? [...value.codes, code] : value.codes.filter((c) => c !== code) });
  const box = (code: DietaryCode) => (
    <label key={code} className={own.check}>
      <input type="checkbox" name={`dietary-${code}`} checked={value.codes.includes(code)} onChange={(e) => toggle(code, e.target.checked)} />
      <span>{t.labels[code]}</span>
    </label>
  );
  const chosen = value.codes.length > 0 || value.note.trim() !== '';
  return (
    <details className={own.disclosure} open={chosen || undefined} data-testid="dietary-field">
      <summary className={own.summary}>
        {t.summary}
        {value.codes.length > 0 && <span className={own.count}> ({value.codes.map((c) => t.labels[c as DietaryCode]).join(', ')})</span>}
      </summary>
      <p className={styles.hint}>{t.hint}</p>
      <fieldset className={own.group}>
        <legend className={styles.legend}>{t.allergens}</legend>
        <div className={own.checks}>{ALLERGENS.map(box)}</div>
      </fieldset>
      <fieldset className={own.group}>
        <legend className={styles.legend}>{t.diets}</legend>
        <div className={own.checks}>{DIETS.map(box)}</div>
      </fieldset>
      <label className={styles.label} htmlFor={`${id}-note`}>
        {t.note}
      </label>
      <input
        id={`${id}-note`}
        name="dietary-note"
        className={styles.input}
        maxLength={DIETARY_NOTE_MAX}
        value={value.note}
        onChange={(e) => onChange({ ...value, note: e.target.value })}
      />
    </details>
  );
}
