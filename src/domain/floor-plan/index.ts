// Floor plans: geometry, editor rules and the plan picture, shared by the editor and the server.

export type * from './types.js';
export { DECOR_KINDS, TABLE_SHAPES } from './types.js';
export * from './geometry.js';
export * from './transform.js';
export * from './checks.js';
export * from './items.js';
export * from './history.js';
export * from './editor.js';
export * from './keyboard.js';
export * from './live-state.js';
export * from './render-svg.js';
