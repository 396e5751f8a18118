// The floor-plan editor as a pure reducer: the React screen only turns pointer and key events into
// these actions. Every change goes through the history, so Ctrl+Z undoes exactly what the person did.

import { clampIntoRoom, GRID_SIZE, MAX_PLAN_SIZE, MIN_PLAN_SIZE, clamp, round2 } from './geometry.js';
import { cancelGesture, createHistory, push, redo, seal, undo, type History } from './history.js';
import { duplicateName, findFreeSpot } from './items.js';
import { keepsSquare, moveBy, resizeBy, rotateBy, withShape } from './transform.js';
import type { Box, PlanDocument, PlanItem, PlanTable } from './types.js';

export interface EditorState {
  history: History<PlanDocument>;
  /** The document as last saved (or loaded): the plan is dirty when the present is another one. */
  saved: PlanDocument;
  selectedId: string | null;
  /** Names of the restaurant's tables in its other rooms (a new name must differ from them). */
  reservedNames: readonly string[];
  /** Snap to the grid while moving and resizing. */
  snapToGrid: boolean;
}

/** Partial changes an item of a given kind accepts (its id and kind never change). */
export type ItemChanges = Partial<Omit<PlanTable, 'kind' | 'id'>> & Partial<{ label: string; text: string; decor: string }>;

export type EditorAction =
  | { type: 'load'; doc: PlanDocument; reservedNames?: readonly string[] }
  | { type: 'markSaved'; doc?: PlanDocument }
  | { type: 'select'; id: string | null }
  | { type: 'cycle'; direction: 1 | -1 }
  | { type: 'add'; item: PlanItem }
  | { type: 'update'; id: string; changes: ItemChanges; gesture?: string }
  | { type: 'setBox'; id: string; box: Partial<Box>; gesture?: string }
  | { type: 'nudge'; dx: number; dy: number }
  | { type: 'rotate'; degrees: number; step?: number }
  | { type: 'resizeBy'; dw: number; dh: number }
  | { type: 'duplicate'; newId: string }
  | { type: 'remove'; id?: string }
  | { type: 'room'; changes: Partial<Pick<PlanDocument, 'name' | 'width' | 'height'>>; gesture?: string }
  | { type: 'endGesture' }
  | { type: 'cancelGesture'; gesture: string }
  | { type: 'toggleSnap' }
  | { type: 'undo' }
  | { type: 'redo' };

export function createEditorState(doc: PlanDocument, reservedNames: readonly string[] = []): EditorState {
  return { history: createHistory(doc), saved: doc, selectedId: null, reservedNames, snapToGrid: true };
}

export function currentDoc(state: EditorState): PlanDocument {
  return state.history.present;
}

export function isDirty(state: EditorState): boolean {
  return state.history.present !== state.saved;
}

export function selectedItem(state: EditorState): PlanItem | null {
  return state.history.present.items.find((i) => i.id === state.selectedId) ?? null;
}

function replaceItem(doc: PlanDocument, id: string, next: PlanItem): PlanDocument {
  return { ...doc, items: doc.items.map((i) => (i.id === id ? next : i)) };
}

function commit(state: EditorState, next: PlanDocument, gesture: string | null = null, selectedId = state.selectedId): EditorState {
  const history = push(state.history, next, gesture);
  return { ...state, history, selectedId: keepSelection(history.present, selectedId) };
}

function keepSelection(doc: PlanDocument, id: string | null): string | null {
  return id !== null && doc.items.some((i) => i.id === id) ? id : null;
}

/** Applies `fn` to the selected item (or `id`) and records the result; nothing selected: no change. */
function withItem(state: EditorState, id: string | null, fn: (item: PlanItem, doc: PlanDocument) => PlanItem, gesture: string | null = null): EditorState {
  const doc = state.history.present;
  const item = doc.items.find((i) => i.id === id);
  if (!item) return state;
  const next = fn(item, doc);
  if (next === item || sameItem(next, item)) return state;
  return commit(state, replaceItem(doc, item.id, next), gesture);
}

function sameItem(a: PlanItem, b: PlanItem): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function applyChanges(item: PlanItem, changes: ItemChanges): PlanItem {
  const next = { ...item } as Record<string, unknown>;
  for (const [key, value] of Object.entries(changes)) {
    if (key === 'kind' || key === 'id' || value === undefined || !(key in item)) continue;
    next[key] = value;
  }
  const result = next as unknown as PlanItem;
  // A table turned round or square gets equal sides.
  if (result.kind === 'table' && 'shape' in changes) return withShape(result, keepsSquare(result));
  return result;
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const doc = state.history.present;
  switch (action.type) {
    case 'load':
      return { ...createEditorState(action.doc, action.reservedNames ?? state.reservedNames), snapToGrid: state.snapToGrid };
    case 'markSaved': {
      if (!action.doc) return { ...state, saved: doc, history: seal(state.history) };
      // The server's copy replaces ours (same content, canonical numbers); history stays usable.
      return {
        ...state,
        history: { ...state.history, present: action.doc, lastKey: null },
        saved: action.doc,
        selectedId: keepSelection(action.doc, state.selectedId),
      };
    }
    case 'select':
      return { ...state, selectedId: keepSelection(doc, action.id), history: seal(state.history) };
    case 'cycle': {
      if (doc.items.length === 0) return state;
      const index = doc.items.findIndex((i) => i.id === state.selectedId);
      const next = index === -1 ? (action.direction === 1 ? 0 : doc.items.length - 1) : (index + action.direction + doc.items.length) % doc.items.length;
      return { ...state, selectedId: doc.items[next]!.id, history: seal(state.history) };
    }
    case 'add':
      if (doc.items.some((i) => i.id === action.item.id)) return state;
      return commit(state, { ...doc, items: [...doc.items, action.item] }, null, action.item.id);
    case 'update':
      return withItem(state, action.id, (item) => applyChanges(item, action.changes), action.gesture ?? null);
    case 'setBox':
      return withItem(
        state,
        action.id,
        (item) => {
          const next = { ...item, ...action.box };
          return { ...next, x: round2(next.x), y: round2(next.y), width: round2(next.width), height: round2(next.height) };
        },
        action.gesture ?? null,
      );
    case 'nudge':
      return withItem(state, state.selectedId, (item, d) => clampIntoRoom(moveBy(item, action.dx, action.dy), d.width, d.height));
    case 'rotate':
      return withItem(state, state.selectedId, (item) => rotateBy(item, action.degrees, action.step ?? 0));
    case 'resizeBy':
      return withItem(state, state.selectedId, (item) => resizeBy(item, action.dw, action.dh, keepsSquare(item)));
    case 'duplicate': {
      const item = doc.items.find((i) => i.id === state.selectedId);
      if (!item || doc.items.some((i) => i.id === action.newId)) return state;
      let copy: PlanItem = { ...item, id: action.newId };
      // A copy is a new table: closed to online booking until the owner opens it too.
      if (copy.kind === 'table')
        copy = { ...copy, name: duplicateName(copy.name, doc.items, state.reservedNames), legendGuids: [...copy.legendGuids], onlineBookable: false };
      const step = Math.max(GRID_SIZE, 20);
      copy = findFreeSpot(doc, copy, { x: item.x + step, y: item.y + step });
      return commit(state, { ...doc, items: [...doc.items, copy] }, null, copy.id);
    }
    case 'remove': {
      const id = action.id ?? state.selectedId;
      const index = doc.items.findIndex((i) => i.id === id);
      if (index === -1) return state;
      const items = doc.items.filter((i) => i.id !== id);
      // Keyboard users keep their place: the next item (or the previous one) becomes selected.
      const neighbour = items[Math.min(index, items.length - 1)]?.id ?? null;
      return commit(state, { ...doc, items }, null, id === state.selectedId ? neighbour : state.selectedId);
    }
    case 'room': {
      const { name, width, height } = action.changes;
      const next: PlanDocument = {
        ...doc,
        name: name ?? doc.name,
        width: width === undefined ? doc.width : clamp(Math.round(width), MIN_PLAN_SIZE, MAX_PLAN_SIZE),
        height: height === undefined ? doc.height : clamp(Math.round(height), MIN_PLAN_SIZE, MAX_PLAN_SIZE),
      };
      if (next.name === doc.name && next.width === doc.width && next.height === doc.height) return state;
      return commit(state, next, action.gesture ?? null);
    }
    case 'endGesture':
      return { ...state, history: seal(state.history) };
    case 'cancelGesture': {
      const history = cancelGesture(state.history, action.gesture);
      return history === state.history ? state : { ...state, history, selectedId: keepSelection(history.present, state.selectedId) };
    }
    case 'toggleSnap':
      return { ...state, snapToGrid: !state.snapToGrid };
    case 'undo': {
      const history = undo(state.history);
      return { ...state, history, selectedId: keepSelection(history.present, state.selectedId) };
    }
    case 'redo': {
      const history = redo(state.history);
      return { ...state, history, selectedId: keepSelection(history.present, state.selectedId) };
    }
  }
}
