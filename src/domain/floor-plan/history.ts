// Undo/redo as a pure value. A gesture (a drag, typing in a field) is one step however many
// intermediate states it goes through: changes sharing a `key` with the previous change replace it
// instead of stacking.

export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /** Key of the gesture that produced `present`, while it may still continue. */
  lastKey: string | null;
}

/** How many steps back Ctrl+Z can go; older ones are forgotten. */
export const HISTORY_LIMIT = 200;

export function createHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], lastKey: null };
}

/** Records `next` as the new present. Identical states (same reference) record nothing. */
export function push<T>(history: History<T>, next: T, key: string | null = null): History<T> {
  if (next === history.present) return key === null ? { ...history, lastKey: null } : history;
  if (key !== null && key === history.lastKey) return { ...history, present: next, future: [] };
  const past = [...history.past, history.present];
  return { past: past.length > HISTORY_LIMIT ? past.slice(past.length - HISTORY_LIMIT) : past, present: next, future: [], lastKey: key };
}

export function canUndo<T>(history: History<T>): boolean {
  return history.past.length > 0;
}

export function canRedo<T>(history: History<T>): boolean {
  return history.future.length > 0;
}

export function undo<T>(history: History<T>): History<T> {
  if (history.past.length === 0) return history;
  const previous = history.past[history.past.length - 1]!;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future], lastKey: null };
}

export function redo<T>(history: History<T>): History<T> {
  if (history.future.length === 0) return history;
  const [next, ...rest] = history.future;
  return { past: [...history.past, history.present], present: next!, future: rest, lastKey: null };
}

/** Ends the current gesture: the next change, even with the same key, is a new step. */
export function seal<T>(history: History<T>): History<T> {
  return history.lastKey === null ? history : { ...history, lastKey: null };
}

/** Abandons a gesture still in progress (Escape during a drag): back to where it started, no redo. */
export function cancelGesture<T>(history: History<T>, key: string): History<T> {
  if (history.lastKey !== key || history.past.length === 0) return history;
  return { ...history, past: history.past.slice(0, -1), present: history.past[history.past.length - 1]!, lastKey: null };
}
