import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import styles from './auth-form.module.css';

/** The card every owner page outside the dashboard stands in: the brand back home, then a heading. */
export function AuthCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <Link to={paths.home} className={styles.brand}>
          <img src="/logo.svg" alt="" width={32} height={32} />
          Couvert
        </Link>
        <h1 className={styles.heading}>{heading}</h1>
        {children}
      </div>
    </main>
  );
}
