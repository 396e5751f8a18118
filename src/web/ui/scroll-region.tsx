import { useId, useRef, type ReactNode } from 'react';
import { frStaffShared } from '../i18n/fr-staff';
import styles from './scroll-region.module.css';
import { useScrollEdges } from './use-scroll-edges';

const t = frStaffShared.scrollRegion;

/**
 * A box whose content (a wide table) may scroll sideways on a phone. Keyboard users reach it with
 * Tab and scroll it with the arrows, so it is focusable and named; when it does scroll, a line says
 * so and a shade marks each side that hides columns.
 */
export function ScrollRegion({
  label,
  maxHeight,
  children,
}: {
  /** What the table shows (its section's title). */ label: string;
  maxHeight?: number;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(ref);
  const hintId = useId();
  const scrolls = edges.start || edges.end;
  return (
    <div className={styles.region}>
      <p id={hintId} className={styles.hint} hidden={!scrolls} data-testid="scroll-hint">
        <span aria-hidden="true">↔ </span>
        {t.hint}
      </p>
      <div className={styles.frame} data-more-start={edges.start || undefined} data-more-end={edges.end || undefined}>
        <div
          ref={ref}
          className={styles.scroller}
          style={maxHeight ? { maxHeight } : undefined}
          role="region"
          aria-label={t.name(label)}
          aria-describedby={scrolls ? hintId : undefined}
          // Focusable so that the keyboard can scroll it (axe: scrollable-region-focusable).
          tabIndex={0}
          data-scroll-region=""
        >
          {children}
        </div>
      </div>
    </div>
  );
}
