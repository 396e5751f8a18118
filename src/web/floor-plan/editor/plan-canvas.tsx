// The drawing surface of the editor: items drawn in SVG, dragged, resized and rotated with pointer
// events (mouse, pen, finger). Every item is focusable (Tab goes through them) and named for screen
// readers; the keyboard commands themselves are handled by the editor around it.

import { useEffect, useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { EditorAction } from '../../../domain/floor-plan/editor';
import { center, clampIntoRoom, GRID_SIZE, rotatePoint } from '../../../domain/floor-plan/geometry';
import { HANDLES, keepsSquare, moveTo, resizeWithHandle, rotationTowards, type Handle } from '../../../domain/floor-plan/transform';
import type { PlanDocument, PlanItem, PlanTable, Point } from '../../../domain/floor-plan/types';
import { itemDescription } from '../describe';
import { frFloorPlan } from '../i18n';
import { PlanItemShape, TableText, TableTitle, type TableLook } from '../plan-item-shape';
import styles from './editor.module.css';

const t = frFloorPlan.editor;

type Gesture =
  | { kind: 'move'; key: string; item: PlanItem; start: Point; moved: boolean }
  | { kind: 'resize'; key: string; item: PlanItem; handle: Handle }
  | { kind: 'rotate'; key: string; item: PlanItem };

export interface PlanCanvasProps {
  doc: PlanDocument;
  selectedId: string | null;
  flagged: ReadonlySet<string>;
  snapToGrid: boolean;
  zoom: number;
  readOnly: boolean;
  /** Incremented when focus should follow the selection (after adding, duplicating, deleting). */
  focusRequest: number;
  dispatch: (action: EditorAction) => void;
  onKeyDown: (event: KeyboardEvent<SVGSVGElement>, cancelGesture: () => boolean) => void;
}

let gestureCounter = 0;

export function PlanCanvas({ doc, selectedId, flagged, snapToGrid, zoom, readOnly, focusRequest, dispatch, onKeyDown }: PlanCanvasProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const gesture = useRef<Gesture | null>(null);
  const helpId = useId();
  const patternId = useId();
  const grid = snapToGrid ? GRID_SIZE : 0;

  useEffect(() => {
    if (focusRequest === 0) return;
    const target = selectedId ? svgRef.current?.querySelector<SVGGElement>(`[data-item-id="${CSS.escape(selectedId)}"]`) : null;
    target?.focus({ preventScroll: false });
  }, [focusRequest, selectedId]);

  function toPlan(event: { clientX: number; clientY: number }): Point {
    const svg = svgRef.current!;
    const matrix = svg.getScreenCTM();
    if (!matrix) return { x: 0, y: 0 };
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: p.x, y: p.y };
  }

  function begin(event: PointerEvent, next: Gesture) {
    if (readOnly || event.button !== 0) return;
    event.stopPropagation();
    gesture.current = next;
    svgRef.current?.setPointerCapture(event.pointerId);
  }

  function onItemPointerDown(event: PointerEvent<SVGGElement>, item: PlanItem) {
    if (event.button !== 0) return;
    event.stopPropagation();
    dispatch({ type: 'select', id: item.id });
    begin(event, { kind: 'move', key: `drag:${++gestureCounter}`, item, start: toPlan(event), moved: false });
  }

  function onPointerMove(event: PointerEvent<SVGSVGElement>) {
    const g = gesture.current;
    if (!g) return;
    const p = toPlan(event);
    if (g.kind === 'move') {
      const dx = p.x - g.start.x;
      const dy = p.y - g.start.y;
      // A few pixels of jitter on a tap is not a move.
      if (!g.moved && Math.hypot(dx, dy) * zoom < 3) return;
      g.moved = true;
      const moved = clampIntoRoom(moveTo(g.item, { x: g.item.x + dx, y: g.item.y + dy }, grid), doc.width, doc.height);
      dispatch({ type: 'setBox', id: g.item.id, box: { x: moved.x, y: moved.y }, gesture: g.key });
    } else if (g.kind === 'resize') {
      const r = resizeWithHandle(g.item, g.handle, p, { grid, square: keepsSquare(g.item) });
      dispatch({ type: 'setBox', id: g.item.id, box: { x: r.x, y: r.y, width: r.width, height: r.height }, gesture: g.key });
    } else {
      // Alt turns freely; otherwise the angle lands on 15° steps.
      dispatch({ type: 'setBox', id: g.item.id, box: { rotation: rotationTowards(g.item, p, event.altKey ? 0 : 15) }, gesture: g.key });
    }
  }

  function end(event: PointerEvent<SVGSVGElement>, cancelled: boolean) {
    const g = gesture.current;
    if (!g) return;
    gesture.current = null;
    if (svgRef.current?.hasPointerCapture(event.pointerId)) svgRef.current.releasePointerCapture(event.pointerId);
    dispatch(cancelled ? { type: 'cancelGesture', gesture: g.key } : { type: 'endGesture' });
  }

  function cancelGesture(): boolean {
    const g = gesture.current;
    if (!g) return false;
    gesture.current = null;
    dispatch({ type: 'cancelGesture', gesture: g.key });
    return true;
  }

  const selected = doc.items.find((i) => i.id === selectedId) ?? null;
  const handleSize = 14 / zoom;

  return (
    <div className={styles.canvasScroll}>
      <p id={helpId} className="visually-hidden">
        {t.canvas.help}
      </p>
      <svg
        ref={svgRef}
        className={styles.canvas}
        width={doc.width * zoom}
        height={doc.height * zoom}
        viewBox={`0 0 ${doc.width} ${doc.height}`}
        role="group"
        aria-label={t.canvas.label(doc.name || t.titleCreate)}
        aria-describedby={helpId}
        data-testid="plan-canvas"
        onPointerDown={() => dispatch({ type: 'select', id: null })}
        onPointerMove={onPointerMove}
        onPointerUp={(e) => end(e, false)}
        onPointerCancel={(e) => end(e, true)}
        onKeyDown={(e) => onKeyDown(e, cancelGesture)}
      >
        <defs>
          <pattern id={patternId} width={GRID_SIZE * 5} height={GRID_SIZE * 5} patternUnits="userSpaceOnUse">
            <path d={`M ${GRID_SIZE * 5} 0 L 0 0 0 ${GRID_SIZE * 5}`} fill="none" stroke="#d9cfc1" strokeWidth={1 / zoom} />
          </pattern>
        </defs>
        <rect x={0} y={0} width={doc.width} height={doc.height} fill="#fbf7f0" />
        {snapToGrid && <rect x={0} y={0} width={doc.width} height={doc.height} fill={`url(#${patternId})`} aria-hidden="true" />}
        <rect x={0} y={0} width={doc.width} height={doc.height} fill="none" stroke="#a39683" strokeWidth={2 / zoom} />
        {doc.items.map((item) => (
          <g
            key={item.id}
            data-item-id={item.id}
            data-kind={item.kind}
            className={readOnly ? styles.itemReadOnly : styles.item}
            role="button"
            tabIndex={0}
            aria-label={itemDescription(item)}
            aria-current={item.id === selectedId ? 'true' : undefined}
            onFocus={() => item.id !== selectedId && dispatch({ type: 'select', id: item.id })}
            onPointerDown={(e) => onItemPointerDown(e, item)}
          >
            {item.kind === 'table' && <TableTitle item={item} lines={tableLook(item).lines ?? []} />}
            <PlanItemShape item={item} look={item.kind === 'table' ? tableLook(item) : undefined} withText={false} />
            {flagged.has(item.id) && <Outline item={item} color="#a3281e" zoom={zoom} dashed />}
          </g>
        ))}
        {/* Table names and seats apart from the buttons, as in the live view: the buttons' accessible
            names say it in full, and a button's text must be part of its name. */}
        <g aria-hidden="true" pointerEvents="none">
          {doc.items.map((item) => (item.kind === 'table' ? <TableText key={item.id} item={item} lines={tableLook(item).lines ?? []} /> : null))}
        </g>
        {selected && (
          <g aria-hidden="true">
            <Outline item={selected} color="#1d5fbf" zoom={zoom} />
            {!readOnly && (
              <Handles
                item={selected}
                size={handleSize}
                onResize={(e, handle) => begin(e, { kind: 'resize', key: `resize:${++gestureCounter}`, item: selected, handle })}
                onRotate={(e) => begin(e, { kind: 'rotate', key: `rotate:${++gestureCounter}`, item: selected })}
              />
            )}
          </g>
        )}
      </svg>
    </div>
  );
}

function Outline({ item, color, zoom, dashed }: { item: PlanItem; color: string; zoom: number; dashed?: boolean }) {
  const c = center(item);
  const pad = 4 / zoom;
  return (
    <rect
      x={item.x - pad}
      y={item.y - pad}
      width={item.width + 2 * pad}
      height={item.height + 2 * pad}
      fill="none"
      stroke={color}
      strokeWidth={2 / zoom}
      strokeDasharray={dashed ? `${6 / zoom} ${4 / zoom}` : undefined}
      transform={item.rotation ? `rotate(${item.rotation} ${c.x} ${c.y})` : undefined}
      pointerEvents="none"
    />
  );
}

const HANDLE_CURSORS: Record<string, string> = {
  n: 'ns-resize',
  s: 'ns-resize',
  e: 'ew-resize',
  w: 'ew-resize',
  ne: 'nesw-resize',
  sw: 'nesw-resize',
  nw: 'nwse-resize',
  se: 'nwse-resize',
};

function Handles({
  item,
  size,
  onResize,
  onRotate,
}: {
  item: PlanItem;
  size: number;
  onResize: (e: PointerEvent, handle: Handle) => void;
  onRotate: (e: PointerEvent) => void;
}) {
  const c = center(item);
  const at = (lx: number, ly: number) => rotatePoint({ x: c.x + lx, y: c.y + ly }, c, item.rotation);
  // Round and square items only get corner handles: their sides move together anyway.
  const names = (keepsSquare(item) ? ['ne', 'nw', 'se', 'sw'] : Object.keys(HANDLES)) as Array<keyof typeof HANDLES>;
  const rotateAt = at(0, -item.height / 2 - size * 2);
  const topMid = at(0, -item.height / 2);
  return (
    <>
      <line x1={topMid.x} y1={topMid.y} x2={rotateAt.x} y2={rotateAt.y} stroke="#1d5fbf" strokeWidth={size / 7} pointerEvents="none" />
      <circle
        cx={rotateAt.x}
        cy={rotateAt.y}
        r={size / 1.6}
        fill="#ffffff"
        stroke="#1d5fbf"
        strokeWidth={size / 7}
        className={styles.handle}
        style={{ cursor: 'grab' }}
        data-handle="rotate"
        onPointerDown={onRotate}
      >
        <title>{t.canvas.rotateHandle}</title>
      </circle>
      {names.map((name) => {
        const h = HANDLES[name];
        const p = at((h.sx * item.width) / 2, (h.sy * item.height) / 2);
        return (
          <rect
            key={name}
            x={p.x - size / 2}
            y={p.y - size / 2}
            width={size}
            height={size}
            fill="#ffffff"
            stroke="#1d5fbf"
            strokeWidth={size / 7}
            className={styles.handle}
            style={{ cursor: HANDLE_CURSORS[name] }}
            data-handle={name}
            onPointerDown={(e) => onResize(e, h)}
          />
        );
      })}
    </>
  );
}

/** Seats under the name, and whether diners can get the table online: the owner sees it at a glance. */
function tableLook(table: PlanTable): TableLook {
  const lines = [frFloorPlan.common.seats(table.minCovers, table.maxCovers)];
  if (table.active && !table.onlineBookable) return { lines: [...lines, frFloorPlan.common.notOnline], fill: '#fbf3e4' };
  return { lines };
}
