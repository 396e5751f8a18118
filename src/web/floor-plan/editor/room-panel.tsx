// The room itself, shown while no item is selected: its name, its size, the grid.

import { useId } from 'react';
import type { EditorAction } from '../../../domain/floor-plan/editor';
import { MAX_PLAN_SIZE, MIN_PLAN_SIZE } from '../../../domain/floor-plan/geometry';
import type { PlanDocument } from '../../../domain/floor-plan/types';
import { Button } from '../../ui/button';
import { frFloorPlan } from '../i18n';
import styles from './editor.module.css';

const t = frFloorPlan.editor;

export function RoomPanel({
  doc,
  readOnly,
  snapToGrid,
  dispatch,
  onDelete,
}: {
  doc: PlanDocument;
  readOnly: boolean;
  snapToGrid: boolean;
  dispatch: (action: EditorAction) => void;
  onDelete: (() => void) | null;
}) {
  const nameId = useId();
  return (
    <section className={styles.panel} aria-labelledby="fp-room-heading" data-testid="room-panel">
      <h2 id="fp-room-heading" className={styles.panelHeading}>
        {t.add.room}
      </h2>
      <p className={styles.muted}>{t.props.noneSelected}</p>
      <div className={styles.field}>
        <label htmlFor={nameId}>{t.roomName}</label>
        <input
          id={nameId}
          value={doc.name}
          maxLength={60}
          disabled={readOnly}
          onChange={(e) => dispatch({ type: 'room', changes: { name: e.target.value }, gesture: 'room-name' })}
        />
      </div>
      <div className={styles.row}>
        <SizeField
          label={t.roomWidth}
          value={doc.width}
          readOnly={readOnly}
          onChange={(width) => dispatch({ type: 'room', changes: { width }, gesture: 'room-width' })}
        />
        <SizeField
          label={t.roomHeight}
          value={doc.height}
          readOnly={readOnly}
          onChange={(height) => dispatch({ type: 'room', changes: { height }, gesture: 'room-height' })}
        />
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={snapToGrid} onChange={() => dispatch({ type: 'toggleSnap' })} />
        {t.snap}
      </label>
      {onDelete && !readOnly && (
        <div className={styles.actions}>
          <Button variant="secondary" className={styles.danger} onClick={onDelete}>
            {t.deleteRoom}
          </Button>
        </div>
      )}
    </section>
  );
}

/** The room's width or height, in whole units within the plan's bounds; a cleared box changes nothing. */
function SizeField({ label, value, readOnly, onChange }: { label: string; value: number; readOnly: boolean; onChange: (size: number) => void }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        min={MIN_PLAN_SIZE}
        max={MAX_PLAN_SIZE}
        step={10}
        value={value}
        disabled={readOnly}
        onChange={(e) =>
          Number.isFinite(e.target.valueAsNumber) && onChange(Math.min(MAX_PLAN_SIZE, Math.max(MIN_PLAN_SIZE, Math.round(e.target.valueAsNumber))))
        }
      />
    </div>
  );
}
