import { useId, useState } from 'react';
import { Button } from './button';
import styles from './copy-field.module.css';

const COPIED_MS = 2500;

/** A read-only value with a copy button (booking link, embed code). */
export function CopyField({
  label,
  value,
  multiline,
  copyLabel,
  copiedLabel,
}: {
  label: string;
  value: string;
  multiline?: boolean;
  copyLabel: string;
  copiedLabel: string;
}) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      // No clipboard permission (http, old browser): select the text for a manual copy.
      (document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement | null)?.select();
      return;
    }
    setCopied(true);
    setTimeout(() => setCopied(false), COPIED_MS);
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        {multiline ? (
          <textarea id={id} className={styles.value} value={value} readOnly rows={3} onFocus={(e) => e.currentTarget.select()} />
        ) : (
          <input id={id} className={styles.value} value={value} readOnly onFocus={(e) => e.currentTarget.select()} />
        )}
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? copiedLabel : copyLabel}
        </Button>
      </div>
      <span className="visually-hidden" role="status">
        {copied ? copiedLabel : ''}
      </span>
    </div>
  );
}
