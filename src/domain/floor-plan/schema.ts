import { z } from 'zod';
import { isoDateText } from '../schemas/formats.js';
import { MAX_COVERS, MAX_TABLE_NAME } from './checks.js';
import { MAX_ITEM_SIZE, MAX_PLAN_SIZE, MIN_ITEM_SIZE, MIN_PLAN_SIZE } from './geometry.js';
import { DECOR_KINDS, TABLE_SHAPES, type DecorKind, type TableShape } from './types.js';

// Shapes of a saved plan, shared by the editor and the server. Types and ranges are checked here (a
// wrong shape is a 400); rules between items (unique names, bookings on a removed table) are the
// service's, with a French message each.

/** Largest number of items in one room: far above any real restaurant, low enough to stay fast. */
const MAX_PLAN_ITEMS = 600;
const MAX_PLAN_NAME = 60;

const id = z.uuid('Identifiant invalide');
const coord = z
  .number()
  .finite()
  .min(-MAX_PLAN_SIZE)
  .max(2 * MAX_PLAN_SIZE);
const size = z.number().finite().min(MIN_ITEM_SIZE).max(MAX_ITEM_SIZE);
const rotation = z.number().finite().min(-360).max(720);
const box = { x: coord, y: coord, width: size, height: size, rotation };

const planTableSchema = z.strictObject({
  kind: z.literal('table'),
  id,
  shape: z.enum(TABLE_SHAPES as [TableShape, ...TableShape[]]),
  name: z.string().max(MAX_TABLE_NAME, `${MAX_TABLE_NAME} caractères au maximum`),
  minCovers: z.number().int().min(1).max(MAX_COVERS),
  maxCovers: z.number().int().min(1).max(MAX_COVERS),
  legendGuids: z.array(z.string().max(64)).max(20),
  combinable: z.boolean(),
  active: z.boolean(),
  onlineBookable: z.boolean().optional(),
  ...box,
});

export const planFixtureSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('wall'), id, ...box }),
  z.strictObject({ kind: z.literal('bar'), id, label: z.string().max(40), ...box }),
  z.strictObject({ kind: z.literal('decor'), id, decor: z.enum(DECOR_KINDS as [DecorKind, ...DecorKind[]]), ...box }),
  z.strictObject({ kind: z.literal('label'), id, text: z.string().max(60), ...box }),
]);

const planItemSchema = z.union([planTableSchema, planFixtureSchema]);

const roomSize = z.number().int().min(MIN_PLAN_SIZE).max(MAX_PLAN_SIZE);

/** A room as the editor sends it: tables and fixtures together, in drawing order. */
export const floorPlanInputSchema = z.strictObject({
  name: z.string().max(MAX_PLAN_NAME, `${MAX_PLAN_NAME} caractères au maximum`),
  width: roomSize,
  height: roomSize,
  items: z.array(planItemSchema).max(MAX_PLAN_ITEMS, `${MAX_PLAN_ITEMS} éléments au maximum par salle`),
});
export type FloorPlanInput = z.infer<typeof floorPlanInputSchema>;

export const floorPlanUpdateSchema = floorPlanInputSchema.extend({
  /** The version the editor started from: a plan changed meanwhile by someone else is not overwritten. */
  version: z.number().int().min(1),
});
export type FloorPlanUpdate = z.infer<typeof floorPlanUpdateSchema>;

// The live room's two actions (the host's taps), shared by the live view and the server.
const rowGuid = z.string().min(1).max(64);

/** Move a booking to another table. */
export const liveMoveSchema = z.strictObject({ bookingGuid: rowGuid, tableGuid: rowGuid });
export type LiveMove = z.input<typeof liveMoveSchema>;

/** Seat a walk-in party at a free table. */
export const walkInSchema = z.strictObject({
  tableGuid: rowGuid,
  covers: z.number().int().min(1).max(99),
  name: z.string().max(120).optional(),
  date: isoDateText('date attendue au format AAAA-MM-JJ').optional(),
});
export type WalkIn = z.input<typeof walkInSchema>;
