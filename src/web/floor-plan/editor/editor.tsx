// The floor-plan editor: the pure reducer of src/domain/floor-plan holds the plan and its history;
// this screen turns clicks, drags and keys into its actions and saves to the server.

import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { flaggedItemIds, planErrors, planWarnings } from '../../../domain/floor-plan/checks';
import { createEditorState, editorReducer, isDirty, selectedItem } from '../../../domain/floor-plan/editor';
import { canRedo, canUndo } from '../../../domain/floor-plan/history';
import { createFixture, createTable, findFreeSpot, nextTableName, type FixtureSpec } from '../../../domain/floor-plan/items';
import { commandForKey, ROTATE_STEP } from '../../../domain/floor-plan/keyboard';
import type { PlanDocument, PlanItem, PlanTable, TableShape } from '../../../domain/floor-plan/types';
import { ApiError, errorText } from '../../lib/api';
import type { FloorPlanApi, PlansContext, UpcomingBooking } from '../../lib/staff/floor-plan-api';
import { frFloorPlan } from '../i18n';
import { newId } from '../new-id';
import { BookedTableDialog, DeleteRoomDialog, LeaveDialog } from './editor-dialogs';
import { EditorTopBar } from './editor-top-bar';
import { IssuesPanel } from './issues-panel';
import { ItemList } from './item-list';
import { Palette } from './palette';
import { PlanCanvas } from './plan-canvas';
import { PropertiesPanel } from './properties-panel';
import { RoomPanel } from './room-panel';
import { useUnsavedGuard } from './use-unsaved-guard';
import styles from './editor.module.css';
import { paths } from '../../lib/paths';

const t = frFloorPlan.editor;

export interface EditorProps {
  api: FloorPlanApi;
  planGuid: string | null;
  version: number | null;
  initial: PlanDocument;
  context: PlansContext;
  readOnly: boolean;
  onReload: () => void;
}

const isTextField = (el: EventTarget | null) => el instanceof HTMLElement && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));

export function Editor({ api, planGuid, version: initialVersion, initial, context, readOnly, onReload }: EditorProps) {
  const navigate = useNavigate();
  const reserved = useMemo(() => context.tables.filter((x) => x.planGuid !== planGuid).map((x) => x.name), [context.tables, planGuid]);
  const [state, dispatch] = useReducer(editorReducer, undefined, () => createEditorState(initial, reserved));
  const doc = state.history.present;
  const dirty = isDirty(state);
  const selected = selectedItem(state);
  const [version, setVersion] = useState(initialVersion);
  const [zoom, setZoom] = useState(1);
  const [focusRequest, setFocusRequest] = useState(0);
  const [announce, setAnnounce] = useState('');
  const [error, setError] = useState<{ text: string; stale?: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const [booked, setBooked] = useState<{ table: PlanTable; bookings: UpcomingBooking[] } | null>(null);
  const [deleteRoomOpen, setDeleteRoomOpen] = useState(false);
  const serverTableIds = useRef(
    new Set<string>([...initial.items.filter((i) => i.kind === 'table').map((i) => i.id), ...context.unplacedTables.map((x) => x.id)]),
  );
  const { blocker, allowNextNavigation } = useUnsavedGuard(dirty);

  // Names of tables elsewhere (other rooms, or on no plan and not placed here) must differ.
  const otherNames = useMemo(() => {
    const here = new Set(doc.items.map((i) => i.id));
    return context.tables.filter((x) => x.planGuid !== planGuid && !here.has(x.guid)).map((x) => x.name);
  }, [context.tables, doc.items, planGuid]);
  const issues = useMemo(() => [...planErrors(doc, otherNames), ...planWarnings(doc)], [doc, otherNames]);
  const flagged = useMemo(() => flaggedItemIds(issues), [issues]);
  const unplaced = context.unplacedTables.filter((u) => !doc.items.some((i) => i.id === u.id));

  // Fit a large room into the screen when the editor opens.
  const scrollBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const width = scrollBox.current?.clientWidth ?? 800;
    setZoom(Math.max(0.25, Math.min(1.5, Math.floor(((width - 24) / initial.width) * 20) / 20)));
  }, [initial.width]);

  const focusSelection = () => setFocusRequest((n) => n + 1);

  function place(item: PlanItem, what: string) {
    const spot = findFreeSpot(doc, item, { x: doc.width / 2 - item.width / 2, y: doc.height / 2 - item.height / 2 });
    dispatch({ type: 'add', item: spot });
    setAnnounce(t.add.added(what));
    focusSelection();
  }

  const addTable = (shape: TableShape) => place(createTable(newId(), shape, nextTableName(doc.items, otherNames), { x: 0, y: 0 }), t.add[shape]);
  const addFixture = (spec: FixtureSpec, label: string) => place(createFixture(newId(), spec, { x: 0, y: 0 }), label);

  async function requestRemove(item: PlanItem | null) {
    if (!item || readOnly) return;
    if (item.kind === 'table' && serverTableIds.current.has(item.id)) {
      setAnnounce(t.deleteTable.checking);
      try {
        const bookings = await api.upcomingBookings(item.id);
        if (bookings.length > 0) {
          setBooked({ table: item, bookings });
          return;
        }
      } catch (e) {
        // A table the server no longer knows has nothing to protect; anything else must be shown.
        if (!(e instanceof ApiError && e.status === 404)) {
          setError({ text: errorText(e, frFloorPlan.common.error) });
          return;
        }
      }
    }
    dispatch({ type: 'remove', id: item.id });
    focusSelection();
  }

  const save = useCallback(async () => {
    if (readOnly || saving) return;
    if (planErrors(doc, otherNames).length > 0) {
      setError({ text: t.fixErrors });
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const body = { name: doc.name.trim(), width: doc.width, height: doc.height, items: doc.items };
      const result = planGuid && version !== null ? await api.update(planGuid, { ...body, version }) : await api.create(body);
      const { guid, version: saved, updatedAt: _u, position: _p, ...savedDoc } = result.plan;
      serverTableIds.current = new Set(savedDoc.items.filter((i) => i.kind === 'table').map((i) => i.id));
      dispatch({ type: 'markSaved', doc: savedDoc });
      setVersion(saved);
      setAnnounce(planGuid ? t.saved : t.created);
      if (!planGuid) {
        allowNextNavigation();
        // Nothing to wait for: the router settles the navigation and shows its own errors.
        void navigate(paths.floorPlanEdit(guid), { replace: true, state: { notice: t.created } });
      }
    } catch (e) {
      const stale = e instanceof ApiError && e.status === 409 && (e.body as { object?: { reason?: string } })?.object?.reason === 'stale_version';
      setError({ text: errorText(e, frFloorPlan.common.error), stale });
    } finally {
      setSaving(false);
    }
  }, [readOnly, saving, doc, otherNames, planGuid, version, api, allowNextNavigation, navigate]);

  function onCanvasKey(event: KeyboardEvent<SVGSVGElement>, cancelGesture: () => boolean) {
    if (event.key === 'Escape' && cancelGesture()) {
      event.preventDefault();
      return;
    }
    const command = commandForKey(event, { snapToGrid: state.snapToGrid, hasSelection: selected !== null });
    if (!command || command.type === 'cycle') return; // Tab: the browser moves focus, focus selects.
    if (readOnly && command.type !== 'deselect') return;
    event.preventDefault();
    event.stopPropagation();
    switch (command.type) {
      case 'remove':
        void requestRemove(selected);
        return;
      case 'duplicate':
        dispatch({ type: 'duplicate', newId: newId() });
        focusSelection();
        return;
      case 'save':
        void save();
        return;
      case 'deselect':
        dispatch({ type: 'select', id: null });
        return;
      default:
        dispatch(command);
    }
  }

  // Undo, redo and save also work from the toolbar and panels (not inside text fields, which keep
  // their own undo).
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || isTextField(event.target) || readOnly) return;
      const command = commandForKey(event, { snapToGrid: true, hasSelection: false });
      if (command?.type === 'undo' || command?.type === 'redo') {
        event.preventDefault();
        dispatch(command);
      } else if (command?.type === 'save') {
        event.preventDefault();
        void save();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [readOnly, save]);

  async function deleteRoom() {
    if (!planGuid) return;
    setSaving(true);
    try {
      await api.remove(planGuid);
      const next = context.plans.find((p) => p.guid !== planGuid);
      allowNextNavigation();
      void navigate(next ? paths.floorPlanEdit(next.guid) : paths.floorPlanCreate, { replace: true, state: { notice: t.deleteRoomDone } });
    } catch (e) {
      setDeleteRoomOpen(false);
      setError({ text: errorText(e, frFloorPlan.common.error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className={styles.editor}>
      <EditorTopBar
        plans={context.plans}
        planGuid={planGuid}
        roomName={doc.name}
        readOnly={readOnly}
        dirty={dirty}
        saving={saving}
        canUndo={canUndo(state.history)}
        canRedo={canRedo(state.history)}
        zoom={zoom}
        error={error}
        announce={announce}
        onUndo={() => dispatch({ type: 'undo' })}
        onRedo={() => dispatch({ type: 'redo' })}
        onZoom={(delta) => setZoom((z) => Math.min(2, Math.max(0.25, z + delta)))}
        onSave={() => void save()}
        onReload={onReload}
      />

      <div className={styles.body}>
        <aside className={styles.side} aria-label={t.add.heading}>
          <Palette
            disabled={readOnly}
            unplaced={unplaced}
            onAddTable={addTable}
            onAddFixture={addFixture}
            onPlace={(table) => place({ ...table }, table.name)}
          />
        </aside>
        <main className={styles.main} ref={scrollBox}>
          <ItemList
            items={doc.items}
            selectedId={state.selectedId}
            onSelect={(id) => {
              dispatch({ type: 'select', id });
              focusSelection();
            }}
          />
          <PlanCanvas
            doc={doc}
            selectedId={state.selectedId}
            flagged={flagged}
            snapToGrid={state.snapToGrid}
            zoom={zoom}
            readOnly={readOnly}
            focusRequest={focusRequest}
            dispatch={dispatch}
            onKeyDown={onCanvasKey}
          />
          <details className={styles.shortcuts}>
            <summary>{t.shortcuts.heading}</summary>
            <dl>
              {t.shortcuts.items.map(([keys, what]) => (
                <div key={keys}>
                  <dt>{keys}</dt>
                  <dd>{what}</dd>
                </div>
              ))}
            </dl>
          </details>
        </main>
        <aside className={styles.side} aria-label={t.props.heading}>
          {selected ? (
            <PropertiesPanel
              item={selected}
              legends={context.legends}
              readOnly={readOnly}
              dispatch={dispatch}
              onDuplicate={() => {
                dispatch({ type: 'duplicate', newId: newId() });
                focusSelection();
              }}
              onRotate={() => dispatch({ type: 'rotate', degrees: ROTATE_STEP, step: ROTATE_STEP })}
              onRemove={() => void requestRemove(selected)}
            />
          ) : (
            <RoomPanel
              doc={doc}
              readOnly={readOnly}
              snapToGrid={state.snapToGrid}
              dispatch={dispatch}
              onDelete={planGuid ? () => setDeleteRoomOpen(true) : null}
            />
          )}
          <IssuesPanel
            issues={issues}
            onSelect={(id) => {
              dispatch({ type: 'select', id });
              focusSelection();
            }}
          />
        </aside>
      </div>

      <BookedTableDialog
        table={booked ? { id: booked.table.id, name: booked.table.name } : null}
        bookings={booked?.bookings ?? []}
        onClose={() => setBooked(null)}
        onDeactivate={() => {
          if (booked) {
            dispatch({ type: 'update', id: booked.table.id, changes: { active: false } });
            setAnnounce(t.deleteTable.deactivated(booked.table.name));
          }
          setBooked(null);
        }}
      />
      <DeleteRoomDialog open={deleteRoomOpen} name={doc.name} busy={saving} onConfirm={() => void deleteRoom()} onClose={() => setDeleteRoomOpen(false)} />
      <LeaveDialog blocker={blocker} />
    </div>
  );
}
