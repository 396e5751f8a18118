import { describe, expect, it } from 'vitest';
import { createEditorState, currentDoc, editorReducer, isDirty, selectedItem, type EditorAction, type EditorState } from './editor.js';
import { itemsOverlap } from './geometry.js';
import { createFixture, createTable } from './items.js';
import type { PlanDocument, PlanTable } from './types.js';

const start: PlanDocument = {
  name: 'Salle',
  width: 600,
  height: 400,
  items: [createTable('t1', 'square', 'Salle 1', { x: 100, y: 100 }), createFixture('w1', { kind: 'wall' }, { x: 0, y: 0 })],
};

function run(state: EditorState, ...actions: EditorAction[]): EditorState {
  return actions.reduce(editorReducer, state);
}

const table = (state: EditorState, id: string) => currentDoc(state).items.find((i) => i.id === id) as PlanTable;

describe('editor reducer', () => {
  it('starts clean and becomes dirty on a change, clean again when undone', () => {
    const s0 = createEditorState(start);
    expect(isDirty(s0)).toBe(false);
    const s1 = run(s0, { type: 'select', id: 't1' }, { type: 'nudge', dx: 10, dy: 0 });
    expect(isDirty(s1)).toBe(true);
    expect(table(s1, 't1').x).toBe(110);
    expect(isDirty(run(s1, { type: 'undo' }))).toBe(false);
  });

  it('adds an item, selects it, and undoes the addition', () => {
    const item = createTable('t2', 'round', 'Salle 2', { x: 300, y: 100 });
    const s = run(createEditorState(start), { type: 'add', item });
    expect(s.selectedId).toBe('t2');
    expect(currentDoc(s).items).toHaveLength(3);
    const undone = run(s, { type: 'undo' });
    expect(currentDoc(undone).items).toHaveLength(2);
    expect(undone.selectedId).toBeNull();
    expect(currentDoc(run(undone, { type: 'redo' })).items).toHaveLength(3);
  });

  it('refuses an item with an id already used', () => {
    const s = createEditorState(start);
    expect(run(s, { type: 'add', item: createTable('t1', 'round', 'X', { x: 0, y: 0 }) })).toBe(s);
  });

  it('moves only the selected item, kept inside the room', () => {
    const s = run(createEditorState(start), { type: 'select', id: 't1' }, { type: 'nudge', dx: 1000, dy: -1000 });
    expect(table(s, 't1')).toMatchObject({ x: 530, y: 0 });
    const none = createEditorState(start);
    expect(run(none, { type: 'nudge', dx: 10, dy: 0 })).toBe(none);
  });

  it('makes a whole drag one undo step, and Escape puts it back', () => {
    let s = run(createEditorState(start), { type: 'select', id: 't1' });
    for (let x = 101; x <= 150; x++) s = editorReducer(s, { type: 'setBox', id: 't1', box: { x }, gesture: 'drag:1' });
    expect(table(s, 't1').x).toBe(150);
    expect(s.history.past).toHaveLength(1);
    expect(table(run(s, { type: 'cancelGesture', gesture: 'drag:1' }), 't1').x).toBe(100);
    const ended = run(s, { type: 'endGesture' });
    expect(table(run(ended, { type: 'undo' }), 't1').x).toBe(100);
  });

  it('rotates and resizes the selection', () => {
    const s = run(createEditorState(start), { type: 'select', id: 't1' }, { type: 'rotate', degrees: 15, step: 15 }, { type: 'resizeBy', dw: 20, dh: 0 });
    expect(table(s, 't1')).toMatchObject({ rotation: 15, width: 90, height: 90 });
    expect(s.history.past).toHaveLength(2);
  });

  it('updates table properties; typing in one field is one step', () => {
    let s = run(createEditorState(start), { type: 'select', id: 't1' });
    for (const name of ['F', 'Fe', 'Fen']) s = editorReducer(s, { type: 'update', id: 't1', changes: { name }, gesture: 'name:t1' });
    s = run(s, { type: 'update', id: 't1', changes: { maxCovers: 6, minCovers: 2 } });
    expect(table(s, 't1')).toMatchObject({ name: 'Fen', maxCovers: 6, minCovers: 2 });
    expect(s.history.past).toHaveLength(2);
    expect(table(run(s, { type: 'undo' }, { type: 'undo' }), 't1').name).toBe('Salle 1');
  });

  it('never lets an update change the id or kind', () => {
    const s = run(createEditorState(start), { type: 'update', id: 't1', changes: { id: 'x', kind: 'wall' } as never });
    expect(table(s, 't1')).toMatchObject({ id: 't1', kind: 'table' });
  });

  it('gives a table turned round equal sides', () => {
    const rect = createTable('r', 'rectangle', 'R', { x: 100, y: 100 });
    const s = run(createEditorState({ ...start, items: [rect] }), { type: 'update', id: 'r', changes: { shape: 'round' } });
    expect(table(s, 'r')).toMatchObject({ shape: 'round', width: 120, height: 120 });
  });

  it('duplicates with the next name, beside the original and not on it', () => {
    const s = run(createEditorState(start, ['Salle 2']), { type: 'select', id: 't1' }, { type: 'duplicate', newId: 'copy' });
    const copy = table(s, 'copy');
    expect(s.selectedId).toBe('copy');
    expect(copy.name).toBe('Salle 3');
    expect(itemsOverlap(copy, table(s, 't1'))).toBe(false);
    expect(copy.legendGuids).not.toBe(table(s, 't1').legendGuids);
  });

  it('draws new tables, and copies of open ones, closed to online booking until the owner opens them', () => {
    expect(createTable('n', 'round', 'N', { x: 0, y: 0 }).onlineBookable).toBe(false);
    const opened = run(createEditorState(start), { type: 'update', id: 't1', changes: { onlineBookable: true } });
    expect(table(opened, 't1').onlineBookable).toBe(true);
    const s = run(opened, { type: 'select', id: 't1' }, { type: 'duplicate', newId: 'copy' });
    expect(table(s, 'copy').onlineBookable).toBe(false);
    expect(table(s, 't1').onlineBookable).toBe(true);
  });

  it('deletes the selection and selects its neighbour', () => {
    const s = run(createEditorState(start), { type: 'select', id: 't1' }, { type: 'remove' });
    expect(currentDoc(s).items.map((i) => i.id)).toEqual(['w1']);
    expect(s.selectedId).toBe('w1');
    expect(currentDoc(run(s, { type: 'undo' })).items.map((i) => i.id)).toEqual(['t1', 'w1']);
  });

  it('goes through the items with Tab in both directions', () => {
    let s = createEditorState(start);
    s = run(s, { type: 'cycle', direction: 1 });
    expect(s.selectedId).toBe('t1');
    s = run(s, { type: 'cycle', direction: 1 });
    expect(s.selectedId).toBe('w1');
    s = run(s, { type: 'cycle', direction: 1 });
    expect(s.selectedId).toBe('t1');
    expect(run(createEditorState(start), { type: 'cycle', direction: -1 }).selectedId).toBe('w1');
    expect(selectedItem(s)?.id).toBe('t1');
  });

  it('changes the room, within bounds', () => {
    const s = run(createEditorState(start), { type: 'room', changes: { name: 'Terrasse', width: 99999, height: 10 } });
    expect(currentDoc(s)).toMatchObject({ name: 'Terrasse', width: 5000, height: 200 });
  });

  it('is clean after saving, and dirty again after undoing past the save', () => {
    let s = run(createEditorState(start), { type: 'select', id: 't1' }, { type: 'nudge', dx: 10, dy: 0 }, { type: 'markSaved' });
    expect(isDirty(s)).toBe(false);
    s = run(s, { type: 'undo' });
    expect(isDirty(s)).toBe(true);
    s = run(s, { type: 'redo' });
    expect(isDirty(s)).toBe(false);
  });

  it('takes the server copy on save', () => {
    const serverCopy = { ...start, name: 'Salle principale' };
    const s = run(createEditorState(start), { type: 'markSaved', doc: serverCopy });
    expect(currentDoc(s)).toBe(serverCopy);
    expect(isDirty(s)).toBe(false);
  });

  it('toggles snapping and keeps it across a reload', () => {
    const s = run(createEditorState(start), { type: 'toggleSnap' }, { type: 'load', doc: start });
    expect(s.snapToGrid).toBe(false);
  });
});
