// What can be added to the plan: tables of each shape, walls, the bar, decor and text, and the
// restaurant's tables that stand on no plan yet.

import type { FixtureSpec } from '../../../domain/floor-plan/items';
import { DECOR_KINDS, type PlanTable, type TableShape } from '../../../domain/floor-plan/types';
import { DECOR_LABELS, frFloorPlan } from '../i18n';
import styles from './editor.module.css';

const t = frFloorPlan.editor;

export interface PaletteProps {
  disabled: boolean;
  unplaced: PlanTable[];
  onAddTable: (shape: TableShape) => void;
  onAddFixture: (spec: FixtureSpec, label: string) => void;
  onPlace: (table: PlanTable) => void;
}

export function Palette({ disabled, unplaced, onAddTable, onAddFixture, onPlace }: PaletteProps) {
  return (
    <section className={styles.panel} aria-labelledby="fp-add-heading">
      <h2 id="fp-add-heading" className={styles.panelHeading}>
        {t.add.heading}
      </h2>
      <h3 className={styles.subHeading}>{t.add.tables}</h3>
      <div className={styles.palette}>
        {(['round', 'square', 'rectangle'] as const).map((shape) => (
          <button key={shape} type="button" className={styles.tool} disabled={disabled} onClick={() => onAddTable(shape)}>
            <ShapeIcon shape={shape} />
            {t.add[shape]}
          </button>
        ))}
      </div>
      <h3 className={styles.subHeading}>{t.add.room}</h3>
      <div className={styles.palette}>
        <button type="button" className={styles.tool} disabled={disabled} onClick={() => onAddFixture({ kind: 'wall' }, t.add.wall)}>
          {t.add.wall}
        </button>
        <button type="button" className={styles.tool} disabled={disabled} onClick={() => onAddFixture({ kind: 'bar' }, t.add.bar)}>
          {t.add.bar}
        </button>
        {DECOR_KINDS.map((decor) => (
          <button
            key={decor}
            type="button"
            className={styles.tool}
            disabled={disabled}
            onClick={() => onAddFixture({ kind: 'decor', decor }, DECOR_LABELS[decor])}
          >
            {DECOR_LABELS[decor]}
          </button>
        ))}
        <button type="button" className={styles.tool} disabled={disabled} onClick={() => onAddFixture({ kind: 'label', text: t.add.labelText }, t.add.label)}>
          {t.add.label}
        </button>
      </div>
      {unplaced.length > 0 && (
        <>
          <h3 className={styles.subHeading}>{t.unplaced.heading}</h3>
          <p className={styles.muted}>{t.unplaced.help}</p>
          <ul className={styles.plainList}>
            {unplaced.map((table) => (
              <li key={table.id}>
                <button type="button" className={styles.tool} disabled={disabled} onClick={() => onPlace(table)}>
                  {t.unplaced.place(table.name)}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function ShapeIcon({ shape }: { shape: TableShape }) {
  return (
    <svg width="22" height="16" viewBox="0 0 22 16" aria-hidden="true" focusable="false">
      {shape === 'round' && <circle cx="11" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.6" />}
      {shape === 'square' && <rect x="4.5" y="1.5" width="13" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />}
      {shape === 'rectangle' && <rect x="1" y="3" width="20" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />}
    </svg>
  );
}
