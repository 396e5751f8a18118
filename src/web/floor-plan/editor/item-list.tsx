// The plan as a list, for screen readers and keyboard users: hidden until something in it has focus.

import type { PlanItem } from '../../../domain/floor-plan/types';
import { itemDescription } from '../describe';
import { frFloorPlan } from '../i18n';
import styles from './editor.module.css';

export function ItemList({ items, selectedId, onSelect }: { items: PlanItem[]; selectedId: string | null; onSelect: (id: string) => void }) {
  return (
    <nav className={styles.itemList} aria-label={frFloorPlan.editor.canvas.listLabel}>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <button type="button" aria-current={item.id === selectedId ? 'true' : undefined} onClick={() => onSelect(item.id)}>
              {itemDescription(item)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
