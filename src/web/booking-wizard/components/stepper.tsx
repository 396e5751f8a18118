import { copy } from '../../i18n/diner-language';
import { stepStatus, visibleSteps, type Page } from '../wizard-logic';
import styles from './stepper.module.css';

export function Stepper({ page, experienceEnabled }: { page: Page; experienceEnabled: boolean }) {
  const t = copy.wizard.steps;
  const steps = visibleSteps(experienceEnabled);
  return (
    <nav className={styles.stepper} aria-label={t.navLabel}>
      <ol className={styles.list}>
        {steps.map((step, i) => {
          const status = stepStatus(step, page, experienceEnabled);
          return (
            <li key={step} className={`${styles.step} ${styles[status] ?? ''}`} aria-current={status === 'current' ? 'step' : undefined} data-status={status}>
              <span className={styles.dot} aria-hidden="true">
                {status === 'completed' ? '✓' : i + 1}
              </span>
              <span className={styles.label}>{t[step]}</span>
              {status === 'completed' && <span className="visually-hidden">({t.completed})</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
