// What a screen reader says for a plan item: its kind and name, then where it stands.

import type { PlanItem } from '../../domain/floor-plan/types';
import { frFloorPlan } from './i18n';

const d = frFloorPlan.editor.describe;

function itemName(item: PlanItem): string {
  switch (item.kind) {
    case 'table':
      return d.table(item.name.trim(), item.shape, item.minCovers, item.maxCovers, item.active, item.onlineBookable === true);
    case 'wall':
      return d.wall;
    case 'bar':
      return d.bar(item.label.trim());
    case 'decor':
      return d.decor(item.decor);
    case 'label':
      return d.label(item.text.trim());
  }
}

export function itemDescription(item: PlanItem): string {
  return `${itemName(item)}, ${d.position(item.x, item.y, item.rotation)}`;
}
