import { describe, expect, it } from 'vitest';
import { commandForKey, type KeyInput } from './keyboard.js';

const selected = { snapToGrid: true, hasSelection: true };
const key = (k: string, mods: Partial<KeyInput> = {}) => commandForKey({ key: k, ...mods }, selected);

describe('keyboard commands', () => {
  it('moves by one grid step, five with Shift, one unit without snapping', () => {
    expect(key('ArrowRight')).toEqual({ type: 'nudge', dx: 10, dy: 0 });
    expect(key('ArrowUp', { shiftKey: true })).toEqual({ type: 'nudge', dx: 0, dy: -50 });
    expect(commandForKey({ key: 'ArrowLeft' }, { snapToGrid: false, hasSelection: true })).toEqual({ type: 'nudge', dx: -1, dy: 0 });
    expect(commandForKey({ key: 'ArrowDown', shiftKey: true }, { snapToGrid: false, hasSelection: true })).toEqual({ type: 'nudge', dx: 0, dy: 5 });
  });

  it('resizes with Alt+arrows', () => {
    expect(key('ArrowRight', { altKey: true })).toEqual({ type: 'resizeBy', dw: 10, dh: 0 });
    expect(key('ArrowUp', { altKey: true, shiftKey: true })).toEqual({ type: 'resizeBy', dw: 0, dh: -50 });
  });

  it('rotates with R and back with Shift+R', () => {
    expect(key('r')).toEqual({ type: 'rotate', degrees: 15, step: 15 });
    expect(key('R', { shiftKey: true })).toEqual({ type: 'rotate', degrees: -15, step: 15 });
  });

  it('deletes, duplicates, deselects', () => {
    expect(key('Delete')).toEqual({ type: 'remove' });
    expect(key('Backspace')).toEqual({ type: 'remove' });
    expect(key('d', { ctrlKey: true })).toEqual({ type: 'duplicate' });
    expect(key('D', { metaKey: true })).toEqual({ type: 'duplicate' });
    expect(key('Escape')).toEqual({ type: 'deselect' });
  });

  it('undoes and redoes with Ctrl (or Cmd) +Z, Ctrl+Shift+Z and Ctrl+Y', () => {
    expect(key('z', { ctrlKey: true })).toEqual({ type: 'undo' });
    expect(key('Z', { ctrlKey: true, shiftKey: true })).toEqual({ type: 'redo' });
    expect(key('z', { metaKey: true, shiftKey: true })).toEqual({ type: 'redo' });
    expect(key('y', { ctrlKey: true })).toEqual({ type: 'redo' });
    expect(commandForKey({ key: 'z', ctrlKey: true }, { snapToGrid: true, hasSelection: false })).toEqual({ type: 'undo' });
  });

  it('goes through items with Tab, even with nothing selected', () => {
    expect(commandForKey({ key: 'Tab' }, { snapToGrid: true, hasSelection: false })).toEqual({ type: 'cycle', direction: 1 });
    expect(key('Tab', { shiftKey: true })).toEqual({ type: 'cycle', direction: -1 });
  });

  it('saves with Ctrl+S', () => {
    expect(key('s', { ctrlKey: true })).toEqual({ type: 'save' });
  });

  it('leaves other keys and selection-less actions to the browser', () => {
    const none = { snapToGrid: true, hasSelection: false };
    expect(commandForKey({ key: 'ArrowRight' }, none)).toBeNull();
    expect(commandForKey({ key: 'Delete' }, none)).toBeNull();
    expect(commandForKey({ key: 'd', ctrlKey: true }, none)).toBeNull();
    expect(key('a')).toBeNull();
    expect(key('Enter')).toBeNull();
    expect(key('c', { ctrlKey: true })).toBeNull();
    expect(key('r', { ctrlKey: true })).toBeNull();
    expect(key('z', { ctrlKey: true, altKey: true })).toBeNull();
  });
});
