// Vocabulary of a floor plan (a room: Salle, Terrasse, Étage…). Pure data shared by the editor, the
// server and the SVG renderer.
//
// Coordinates are plan units (about one centimetre each at a typical scale, but nothing depends on
// it). A box is described unrotated by its top-left corner and size; `rotation` (degrees, clockwise,
// like SVG) turns it about its centre. That is what `dining_tables` stores (pos_x, pos_y, width,
// height, rotation), so a table row and a plan item read the same way.

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

export type TableShape = 'round' | 'square' | 'rectangle';
export const TABLE_SHAPES: readonly TableShape[] = ['round', 'square', 'rectangle'];

export type DecorKind = 'plant' | 'pillar' | 'door' | 'window' | 'kitchen' | 'stairs';
export const DECOR_KINDS: readonly DecorKind[] = ['plant', 'pillar', 'door', 'window', 'kitchen', 'stairs'];

/** A table the engine books: the same row as `dining_tables`, `id` being its guid. */
export interface PlanTable extends Box {
  kind: 'table';
  id: string;
  shape: TableShape;
  name: string;
  minCovers: number;
  maxCovers: number;
  /** Placement legends (terrasse, fenêtre…) by guid. */
  legendGuids: string[];
  combinable: boolean;
  active: boolean;
  /**
   * Diners may book it online (the owner's choice; staff may seat any active table). A new table
   * starts closed. Absent from a saved plan: an existing table keeps its setting.
   */
  onlineBookable?: boolean;
}

export interface PlanWall extends Box {
  kind: 'wall';
  id: string;
}

export interface PlanBar extends Box {
  kind: 'bar';
  id: string;
  label: string;
}

export interface PlanDecor extends Box {
  kind: 'decor';
  id: string;
  decor: DecorKind;
}

/** Free text on the plan ("Entrée", "Cuisine"…); its box is the text's extent. */
export interface PlanLabel extends Box {
  kind: 'label';
  id: string;
  text: string;
}

export type PlanFixture = PlanWall | PlanBar | PlanDecor | PlanLabel;
export type PlanItem = PlanTable | PlanFixture;
export type PlanItemKind = PlanItem['kind'];

/** One room as the editor holds it. */
export interface PlanDocument {
  name: string;
  width: number;
  height: number;
  items: PlanItem[];
}

export interface Point {
  x: number;
  y: number;
}

/** An axis-aligned rectangle (what a rotated box occupies on the page). */
export interface Rect {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}
