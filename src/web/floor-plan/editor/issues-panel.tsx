// Errors that block saving and warnings (overlaps, items outside the room), each leading to its item.

import type { PlanIssue } from '../../../domain/floor-plan/checks';
import { frFloorPlan } from '../i18n';
import styles from './editor.module.css';

const t = frFloorPlan.editor.issues;

export function IssuesPanel({ issues, onSelect }: { issues: PlanIssue[]; onSelect: (id: string) => void }) {
  const errors = issues.filter((i) => i.level === 'error');
  const warnings = issues.filter((i) => i.level === 'warning');
  return (
    <section className={styles.panel} aria-labelledby="fp-issues-heading" data-testid="issues">
      <h2 id="fp-issues-heading" className={styles.panelHeading}>
        {t.heading}
      </h2>
      {issues.length === 0 ? (
        <p className={styles.muted}>{t.none}</p>
      ) : (
        <>
          <p className={styles.muted}>
            {[errors.length ? t.errorsCount(errors.length) : '', warnings.length ? t.warningsCount(warnings.length) : ''].filter(Boolean).join(' · ')}
          </p>
          <ul className={styles.issues}>
            {issues.map((issue, index) => (
              <li key={index} className={issue.level === 'error' ? styles.issueError : styles.issueWarning}>
                <span>{issue.message}</span>
                {issue.itemIds[0] && (
                  <button type="button" className={styles.linkButton} onClick={() => onSelect(issue.itemIds[0]!)}>
                    {t.show}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
