// Every editor action is reachable from the keyboard. This maps a key press (as the browser reports
// it) to an editor command; the screen decides what to do with it.

import { GRID_SIZE } from './geometry.js';

export interface KeyInput {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

export type KeyCommand =
  | { type: 'nudge'; dx: number; dy: number }
  | { type: 'resizeBy'; dw: number; dh: number }
  | { type: 'rotate'; degrees: number; step: number }
  | { type: 'remove' }
  | { type: 'duplicate' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'cycle'; direction: 1 | -1 }
  | { type: 'deselect' }
  | { type: 'save' };

/** Degrees one press of R turns an item (Shift+R turns it back). */
export const ROTATE_STEP = 15;
/** How many grid steps one press moves with Shift held. */
const BIG_STEP_FACTOR = 5;

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/**
 * The command for a key press on the plan, or null when the key is not the editor's (so the browser
 * keeps its default). Arrows move by one grid step (one unit when snapping is off), Shift for five;
 * Alt+arrows resize; R rotates; Delete/Backspace removes; Ctrl+D duplicates; Ctrl+Z / Ctrl+Shift+Z
 * (or Ctrl+Y) undo and redo; Tab goes through the items; Escape deselects; Ctrl+S saves.
 */
export function commandForKey(input: KeyInput, options: { snapToGrid: boolean; hasSelection: boolean }): KeyCommand | null {
  const mod = Boolean(input.ctrlKey || input.metaKey);
  const key = input.key.length === 1 ? input.key.toLowerCase() : input.key;

  if (mod && !input.altKey) {
    if (key === 'z') return input.shiftKey ? { type: 'redo' } : { type: 'undo' };
    if (key === 'y') return { type: 'redo' };
    if (key === 's') return { type: 'save' };
    if (key === 'd') return options.hasSelection ? { type: 'duplicate' } : null;
    return null;
  }
  if (mod) return null;

  if (key === 'Tab') return { type: 'cycle', direction: input.shiftKey ? -1 : 1 };
  if (!options.hasSelection) return null;

  const arrow = ARROWS[key];
  if (arrow) {
    const unit = options.snapToGrid ? GRID_SIZE : 1;
    const step = input.shiftKey ? unit * BIG_STEP_FACTOR : unit;
    const [x, y] = arrow;
    if (input.altKey) return { type: 'resizeBy', dw: x * step, dh: y * step };
    return { type: 'nudge', dx: x * step, dy: y * step };
  }
  if (key === 'r' && !input.altKey) return { type: 'rotate', degrees: input.shiftKey ? -ROTATE_STEP : ROTATE_STEP, step: ROTATE_STEP };
  if (key === 'Delete' || key === 'Backspace') return { type: 'remove' };
  if (key === 'Escape') return { type: 'deselect' };
  return null;
}
