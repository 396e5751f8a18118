import { describe, expect, it } from 'vitest';
import { cancelGesture, canRedo, canUndo, createHistory, HISTORY_LIMIT, push, redo, seal, undo } from './history.js';

describe('history', () => {
  it('undoes and redoes in order', () => {
    let h = createHistory('a');
    h = push(h, 'b');
    h = push(h, 'c');
    expect(canUndo(h)).toBe(true);
    expect(canRedo(h)).toBe(false);
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    h = redo(h);
    h = redo(h);
    expect(h.present).toBe('c');
    expect(redo(h)).toBe(h);
  });

  it('drops the redo branch on a new change', () => {
    let h = push(push(createHistory('a'), 'b'), 'c');
    h = push(undo(h), 'd');
    expect(h.present).toBe('d');
    expect(canRedo(h)).toBe(false);
    expect(undo(h).present).toBe('b');
  });

  it('records nothing for an unchanged state', () => {
    const h = push(createHistory('a'), 'b');
    expect(push(h, h.present).past).toHaveLength(1);
  });

  it('makes one step of a gesture however many moves it has', () => {
    let h = createHistory({ x: 0 });
    for (let x = 1; x <= 30; x++) h = push(h, { x }, 'drag:1');
    expect(h.past).toHaveLength(1);
    expect(h.present).toEqual({ x: 30 });
    expect(undo(h).present).toEqual({ x: 0 });
  });

  it('starts a new step after a seal or another key', () => {
    let h = push(createHistory(0), 1, 'drag:1');
    h = seal(h);
    h = push(h, 2, 'drag:1');
    expect(h.past).toEqual([0, 1]);
    h = push(h, 3, 'drag:2');
    expect(h.past).toEqual([0, 1, 2]);
    h = push(h, 4);
    h = push(h, 5);
    expect(h.past).toEqual([0, 1, 2, 3, 4]);
  });

  it('never merges into a gesture after undo', () => {
    let h = push(push(createHistory(0), 1, 'typing'), 2, 'typing');
    h = undo(h);
    h = push(h, 5, 'typing');
    expect(h.past).toEqual([0]);
    expect(h.present).toBe(5);
  });

  it('cancels a gesture in progress back to where it started, without redo', () => {
    let h = push(createHistory('start'), 'moved');
    h = push(h, 'drag1', 'drag:7');
    h = push(h, 'drag2', 'drag:7');
    const cancelled = cancelGesture(h, 'drag:7');
    expect(cancelled.present).toBe('moved');
    expect(canRedo(cancelled)).toBe(false);
    expect(undo(cancelled).present).toBe('start');
    // Another gesture's key, or a finished gesture, is left alone.
    expect(cancelGesture(h, 'drag:8')).toBe(h);
    expect(cancelGesture(seal(h), 'drag:7').present).toBe('drag2');
  });

  it('forgets the oldest steps past the limit', () => {
    let h = createHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 50; i++) h = push(h, i);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(h.past[0]).toBe(50);
  });
});
