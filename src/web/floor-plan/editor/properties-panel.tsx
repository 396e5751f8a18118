// The selected item's properties as form fields: what a keyboard or a careful hand types exactly.
// Typing in one field is one undo step (the gesture key is the field).

import { useId, type ReactNode } from 'react';
import type { EditorAction, ItemChanges } from '../../../domain/floor-plan/editor';
import { MAX_ITEM_SIZE, MIN_ITEM_SIZE } from '../../../domain/floor-plan/geometry';
import { keepsSquare } from '../../../domain/floor-plan/transform';
import { DECOR_KINDS, TABLE_SHAPES, type PlanItem, type TableShape } from '../../../domain/floor-plan/types';
import { Button } from '../../ui/button';
import { DECOR_LABELS, frFloorPlan, SHAPE_LABELS } from '../i18n';
import styles from './editor.module.css';

const t = frFloorPlan.editor.props;

export interface PropertiesPanelProps {
  item: PlanItem | null;
  legends: Array<{ guid: string; label: string }>;
  readOnly: boolean;
  dispatch: (action: EditorAction) => void;
  onDuplicate: () => void;
  onRotate: () => void;
  onRemove: () => void;
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

function NumberField({
  label,
  value,
  min,
  max,
  step = 1,
  disabled,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  disabled: boolean;
  onChange: (v: number) => void;
}) {
  return (
    <Field label={label}>
      {(id) => (
        <input
          id={id}
          type="number"
          inputMode="decimal"
          value={Number.isFinite(value) ? Math.round(value * 100) / 100 : ''}
          min={min}
          max={max}
          step={step}
          disabled={disabled}
          onChange={(e) => {
            const v = e.target.valueAsNumber;
            if (Number.isFinite(v)) onChange(Math.min(max, Math.max(min, v)));
          }}
        />
      )}
    </Field>
  );
}

export function PropertiesPanel({ item, legends, readOnly, dispatch, onDuplicate, onRotate, onRemove }: PropertiesPanelProps) {
  if (!item) {
    return (
      <section className={styles.panel} aria-labelledby="fp-props-heading">
        <h2 id="fp-props-heading" className={styles.panelHeading}>
          {t.heading}
        </h2>
        <p className={styles.muted}>{frFloorPlan.editor.props.noneSelected}</p>
      </section>
    );
  }
  const update = (changes: ItemChanges, field: string) => dispatch({ type: 'update', id: item.id, changes, gesture: `${field}:${item.id}` });
  const box = (changes: ItemChanges, field: string) => update(changes, field);
  const square = keepsSquare(item);

  return (
    <section className={styles.panel} aria-labelledby="fp-props-heading" data-testid="properties">
      <h2 id="fp-props-heading" className={styles.panelHeading}>
        {t.heading}
      </h2>
      {item.kind === 'table' && (
        <>
          <Field label={t.name}>
            {(id) => (
              <input
                id={id}
                value={item.name}
                maxLength={40}
                disabled={readOnly}
                autoComplete="off"
                onChange={(e) => update({ name: e.target.value }, 'name')}
              />
            )}
          </Field>
          <Field label={t.shape}>
            {(id) => (
              <select
                id={id}
                value={item.shape}
                disabled={readOnly}
                onChange={(e) => dispatch({ type: 'update', id: item.id, changes: { shape: e.target.value as TableShape } })}
              >
                {TABLE_SHAPES.map((s) => (
                  <option key={s} value={s}>
                    {SHAPE_LABELS[s]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className={styles.row}>
            <NumberField
              label={t.minCovers}
              value={item.minCovers}
              min={1}
              max={99}
              disabled={readOnly}
              onChange={(v) => update({ minCovers: Math.round(v) }, 'min')}
            />
            <NumberField
              label={t.maxCovers}
              value={item.maxCovers}
              min={1}
              max={99}
              disabled={readOnly}
              onChange={(v) => update({ maxCovers: Math.round(v) }, 'max')}
            />
          </div>
          {legends.length > 0 && (
            <fieldset className={styles.fieldset}>
              <legend>{t.legends}</legend>
              {legends.map((legend) => (
                <label key={legend.guid} className={styles.check}>
                  <input
                    type="checkbox"
                    checked={item.legendGuids.includes(legend.guid)}
                    disabled={readOnly}
                    onChange={(e) =>
                      dispatch({
                        type: 'update',
                        id: item.id,
                        changes: { legendGuids: e.target.checked ? [...item.legendGuids, legend.guid] : item.legendGuids.filter((g) => g !== legend.guid) },
                      })
                    }
                  />
                  {legend.label}
                </label>
              ))}
            </fieldset>
          )}
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={item.combinable}
              disabled={readOnly}
              onChange={(e) => dispatch({ type: 'update', id: item.id, changes: { combinable: e.target.checked } })}
            />
            {t.combinable}
          </label>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={item.active}
              disabled={readOnly}
              onChange={(e) => dispatch({ type: 'update', id: item.id, changes: { active: e.target.checked } })}
            />
            {t.active}
          </label>
          {!item.active && <p className={styles.muted}>{t.inactiveHint}</p>}
          <label className={`${styles.check} ${styles.switch}`}>
            <input
              type="checkbox"
              role="switch"
              aria-describedby={`fp-online-${item.id}`}
              checked={item.onlineBookable === true}
              disabled={readOnly}
              onChange={(e) => dispatch({ type: 'update', id: item.id, changes: { onlineBookable: e.target.checked } })}
            />
            {t.onlineBookable}
          </label>
          <p id={`fp-online-${item.id}`} className={styles.muted}>
            {item.onlineBookable ? t.onlineBookableOn : t.onlineBookableOff}
          </p>
        </>
      )}
      {item.kind === 'bar' && (
        <Field label={t.barLabel}>
          {(id) => <input id={id} value={item.label} maxLength={40} disabled={readOnly} onChange={(e) => update({ label: e.target.value }, 'label')} />}
        </Field>
      )}
      {item.kind === 'label' && (
        <Field label={t.labelText}>
          {(id) => <input id={id} value={item.text} maxLength={60} disabled={readOnly} onChange={(e) => update({ text: e.target.value }, 'text')} />}
        </Field>
      )}
      {item.kind === 'decor' && (
        <Field label={t.decor}>
          {(id) => (
            <select
              id={id}
              value={item.decor}
              disabled={readOnly}
              onChange={(e) => dispatch({ type: 'update', id: item.id, changes: { decor: e.target.value } })}
            >
              {DECOR_KINDS.map((k) => (
                <option key={k} value={k}>
                  {DECOR_LABELS[k]}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <div className={styles.row}>
        {square ? (
          <NumberField
            label={item.kind === 'table' && item.shape === 'round' ? t.diameter : t.side}
            value={item.width}
            min={MIN_ITEM_SIZE}
            max={MAX_ITEM_SIZE}
            disabled={readOnly}
            onChange={(v) => box({ width: v, height: v }, 'size')}
          />
        ) : (
          <>
            <NumberField
              label={t.width}
              value={item.width}
              min={MIN_ITEM_SIZE}
              max={MAX_ITEM_SIZE}
              disabled={readOnly}
              onChange={(v) => box({ width: v }, 'width')}
            />
            <NumberField
              label={t.height}
              value={item.height}
              min={MIN_ITEM_SIZE}
              max={MAX_ITEM_SIZE}
              disabled={readOnly}
              onChange={(v) => box({ height: v }, 'height')}
            />
          </>
        )}
      </div>
      <div className={styles.row}>
        <NumberField label={t.x} value={item.x} min={-5000} max={10000} disabled={readOnly} onChange={(v) => box({ x: v }, 'x')} />
        <NumberField label={t.y} value={item.y} min={-5000} max={10000} disabled={readOnly} onChange={(v) => box({ y: v }, 'y')} />
      </div>
      <NumberField label={t.rotation} value={item.rotation} min={0} max={359} disabled={readOnly} onChange={(v) => box({ rotation: v % 360 }, 'rotation')} />
      {!readOnly && (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onDuplicate}>
            {t.duplicate}
          </Button>
          <Button variant="secondary" onClick={onRotate}>
            {t.rotate}
          </Button>
          <Button variant="secondary" className={styles.danger} onClick={onRemove}>
            {t.remove}
          </Button>
        </div>
      )}
    </section>
  );
}
