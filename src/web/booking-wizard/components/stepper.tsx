import { copy } from '../../i18n/diner-language';
import { stepStatus, visibleSteps, type Page } from '../wizard-logic';
import styles from './stepper.module.css';

export function Stepper({ page, experienceEnabled, isWaiting = false }: { page: Page; experienceEnabled: boolean; isWaiting?: boolean }) {
  const t = copy.wizard.steps;
  const steps = visibleSteps(experienceEnabled);
  return (
    <nav className={styles.stepper} aria-label={t.navLabel}>
      <ol className={styles.list}>
        {steps.map((step, i) => {
          const status = stepStatus(step, page, experienceEnabled, isWaiting);
          return (
            <li key={step} className={`${styles.step} ${styles[status] ?? ''}`} aria-current={status === 'current' ? 'step' : undefined} data-status={status}>
              <span className={styles.dot} aria-hidden="true">
                {status === 'completed' ? '✓' : status === 'skipped' ? '–' : i + 1}
              </span>
              <span className={styles.label}>{t[step]}</span>
              {status === 'completed' && <span className="visually-hidden">({t.completed})</span>}
              {status === 'skipped' && <span className="visually-hidden">({t.skipped})</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
