import styles from './spinner.module.css';

/** A loading indicator announced politely to screen readers. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
