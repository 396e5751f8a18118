import { useId, type ReactNode } from 'react';
import styles from './staff-page.module.css';

interface FieldBase {
  label: string;
  error?: string;
  hint?: string;
}

function Messages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={styles.fieldError} role="alert">
          {error}
        </span>
      )}
    </>
  );
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

export function TextField(
  props: FieldBase & {
    value: string;
    onChange: (v: string) => void;
    type?: string;
    multiline?: boolean;
    rows?: number;
    maxLength?: number;
    name?: string;
    autoComplete?: string;
  },
) {
  const id = useId();
  const common = {
    id,
    name: props.name,
    value: props.value,
    maxLength: props.maxLength,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy(id, props.hint, props.error),
    className: styles.input,
  } as const;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {props.label}
      </label>
      {props.multiline ? (
        <textarea {...common} rows={props.rows ?? 4} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <input {...common} type={props.type ?? 'text'} autoComplete={props.autoComplete ?? 'off'} onChange={(e) => props.onChange(e.target.value)} />
      )}
      <Messages id={id} hint={props.hint} error={props.error} />
    </div>
  );
}

interface BoundForm<V> {
  values: V;
  errors: Record<string, string | undefined>;
  set: <K extends keyof V>(key: K, value: V[K]) => void;
}

/** A `TextField`'s side of the form state: its value ('' for an optional one left empty), typing and error. */
export function textOf<V extends Partial<Record<K, string | null>>, K extends keyof V & string>(form: BoundForm<V>, key: K) {
  return { value: form.values[key] ?? '', onChange: (typed: string) => form.set(key, typed as V[K]), error: form.errors[key] };
}

/** A whole number; empty reads as null (for optional caps) when `allowEmpty`. */
export function NumberField(
  props: FieldBase & {
    value: number | null;
    onChange: (v: number | null) => void;
    min?: number;
    max?: number;
    allowEmpty?: boolean;
    placeholder?: string;
    name?: string;
  },
) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type="number"
        inputMode="numeric"
        className={`${styles.input} ${styles.number}`}
        min={props.min}
        max={props.max}
        placeholder={props.placeholder}
        value={props.value === null || Number.isNaN(props.value) ? '' : String(props.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.hint, props.error)}
        onChange={(e) => {
          const raw = e.target.value.trim();
          if (raw === '') props.onChange(props.allowEmpty ? null : Number.NaN);
          else props.onChange(Number(raw));
        }}
      />
      <Messages id={id} hint={props.hint} error={props.error} />
    </div>
  );
}

export function Toggle(props: { label: string; checked: boolean; onChange: (v: boolean) => void; hint?: string; name?: string }) {
  const id = useId();
  return (
    <div className={styles.toggle}>
      <input
        id={id}
        name={props.name}
        type="checkbox"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
        aria-describedby={props.hint ? `${id}-hint` : undefined}
      />
      <label htmlFor={id}>{props.label}</label>
      {props.hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {props.hint}
        </span>
      )}
    </div>
  );
}

export function Section({ title, intro, children, actions }: { title: string; intro?: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby="settings-section-title">
      <div className={styles.sectionHeader}>
        <h2 id="settings-section-title" className={styles.sectionTitle}>
          {title}
        </h2>
        {actions}
      </div>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </section>
  );
}
