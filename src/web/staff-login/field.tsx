import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './auth-form.module.css';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: ReactNode;
  error?: string | null;
}

/** A labelled input with its hint and error, wired for screen readers. */
export function Field({ label, hint, error, id, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input id={inputId} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

interface TextForm<V> {
  values: V;
  set: <K extends keyof V>(key: K, value: V[K]) => void;
  fieldId: (key: keyof V) => string;
}

/** The form state's side of a `Field`: its id (the form focuses it on a refusal), value and typing. */
export function fieldOf<V extends Record<K, string>, K extends keyof V & string>(
  form: TextForm<V>,
  key: K,
  clean: (typed: string) => string = (typed) => typed,
) {
  return {
    id: form.fieldId(key),
    value: form.values[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => form.set(key, clean(e.target.value) as V[K]),
  };
}
