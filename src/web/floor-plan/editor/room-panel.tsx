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
  const widthId = useId();
  const heightId = useId();
  const size = (value: number) => Math.min(MAX_PLAN_SIZE, Math.max(MIN_PLAN_SIZE, Math.round(value)));
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
        <div className={styles.field}>
          <label htmlFor={widthId}>{t.roomWidth}</label>
          <input
            id={widthId}
            type="number"
            min={MIN_PLAN_SIZE}
            max={MAX_PLAN_SIZE}
            step={10}
            value={doc.width}
            disabled={readOnly}
            onChange={(e) =>
              Number.isFinite(e.target.valueAsNumber) && dispatch({ type: 'room', changes: { width: size(e.target.valueAsNumber) }, gesture: 'room-width' })
            }
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={heightId}>{t.roomHeight}</label>
          <input
            id={heightId}
            type="number"
            min={MIN_PLAN_SIZE}
            max={MAX_PLAN_SIZE}
            step={10}
            value={doc.height}
            disabled={readOnly}
            onChange={(e) =>
              Number.isFinite(e.target.valueAsNumber) && dispatch({ type: 'room', changes: { height: size(e.target.valueAsNumber) }, gesture: 'room-height' })
            }
          />
        </div>
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
