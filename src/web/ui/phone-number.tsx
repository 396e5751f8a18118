import type { ReactNode } from 'react';
import styles from './phone-number.module.css';

/** A phone number as shown to people ("06 12 34 56 78"), kept whole on one line wherever it appears. */
export function PhoneNumber({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <span className={styles.phoneNumber} data-testid={testId}>
      {children}
    </span>
  );
}
