import { useId, useRef, useState } from 'react';
import { frStaffShared } from '../i18n/fr-staff';
import { Button } from './button';
import styles from './staff-page.module.css';

const t = frStaffShared.imageField;
const MAX_BYTES = 2 * 1024 * 1024;

/** A picture field: shows the current image, uploads a new one, or removes it. */
export function ImageField({
  label,
  value,
  onChange,
  error,
  upload,
  uploadError,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
  /** How to send the file (the settings' upload, which the mailings use too). */
  upload: (file: File) => Promise<{ url: string }>;
  /** What to say when the upload failed (the server's words, or a network problem). */
  uploadError: (error: unknown) => string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function uploadFile(file: File) {
    setProblem(null);
    if (file.size > MAX_BYTES) {
      setProblem(t.tooLarge);
      return;
    }
    setBusy(true);
    try {
      onChange((await upload(file)).url);
    } catch (e) {
      setProblem(uploadError(e));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  const message = problem ?? error;
  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      <div className={styles.imageRow}>
        {value ? <img src={value} alt={t.alt(label)} className={styles.imagePreview} /> : <span className={styles.imageEmpty}>{t.none}</span>}
        <div className={styles.imageActions}>
          <input
            ref={input}
            id={id}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className={styles.fileInput}
            tabIndex={-1}
            aria-labelledby={`${id}-label ${id}-button`}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void uploadFile(file);
            }}
          />
          <Button variant="secondary" id={`${id}-button`} disabled={busy} onClick={() => input.current?.click()}>
            {busy ? t.uploading : value ? t.replace : t.choose}
          </Button>
          {value && (
            <Button variant="ghost" onClick={() => onChange('')}>
              {t.remove}
            </Button>
          )}
        </div>
      </div>
      <span className={styles.hint}>{t.hint}</span>
      {message && (
        <span className={styles.fieldError} role="alert">
          {message}
        </span>
      )}
    </div>
  );
}
