// How one plan item looks on screen (editor and live view). Pure drawing: interaction belongs to the
// caller. Table text stays upright whatever the table's rotation, so names remain readable.

import { center, isCircular } from '../../domain/floor-plan/geometry';
import { fitFixtureLabel, tableTextLayout } from '../../domain/floor-plan/table-text';
import type { PlanItem } from '../../domain/floor-plan/types';
import { DECOR_LABELS } from './i18n';

export interface TableLook {
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
  dashed?: boolean;
  /** Lines under the name (seats in the editor, the booking in the live view). */
  lines?: string[];
}

function rotation(item: PlanItem): string | undefined {
  if (!item.rotation) return undefined;
  const c = center(item);
  return `rotate(${item.rotation} ${c.x} ${c.y})`;
}

const HALO = { stroke: '#ffffff', strokeWidth: 3, strokeLinejoin: 'round' as const, paintOrder: 'stroke' };

/**
 * `withText: false` draws a table without its name and lines: the live view draws them in a layer
 * of their own (see TableText), outside the table's button, whose accessible name says it all.
 */
export function PlanItemShape({ item, look = {}, withText = true }: { item: PlanItem; look?: TableLook; withText?: boolean }) {
  const c = center(item);
  const rect = (props: React.SVGProps<SVGRectElement>) => (
    <rect x={item.x} y={item.y} width={item.width} height={item.height} transform={rotation(item)} {...props} />
  );
  switch (item.kind) {
    case 'wall':
      return rect({ fill: '#5f554c' });
    case 'bar': {
      // The bar's name stays inside the bar, shrunk or cut like a table's.
      const label = fitFixtureLabel(item, item.label.trim(), 13, true);
      return (
        <>
          {rect({ fill: '#d9bf9f', stroke: '#8a6a4a', strokeWidth: 2, rx: 4 })}
          {label.text && (
            <text x={c.x} y={c.y} textAnchor="middle" dominantBaseline="central" fontSize={label.size} fontWeight={600} fill="#2a211a" {...HALO}>
              {label.text}
            </text>
          )}
        </>
      );
    }
    case 'label':
      return (
        <text
          x={c.x}
          y={c.y}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={Math.max(12, Math.min(28, item.height * 0.6))}
          fontStyle="italic"
          fill="#5f554c"
          transform={rotation(item)}
        >
          {item.text}
        </text>
      );
    case 'decor': {
      const r = Math.min(item.width, item.height) / 2;
      if (item.decor === 'plant') return <circle cx={c.x} cy={c.y} r={r} fill="#7fa877" stroke="#4f7a48" strokeWidth={2} />;
      if (item.decor === 'pillar') return <circle cx={c.x} cy={c.y} r={r} fill="#8c8177" />;
      if (item.decor === 'door') return rect({ fill: '#ffffff', stroke: '#5f554c', strokeWidth: 2, strokeDasharray: '6 4' });
      if (item.decor === 'window') return rect({ fill: '#cfe3f2', stroke: '#6d8fa8', strokeWidth: 1 });
      const label = fitFixtureLabel(item, DECOR_LABELS[item.decor], 13);
      return (
        <>
          {rect({ fill: '#ece6dc', stroke: '#a39683', strokeWidth: 1.5, strokeDasharray: '4 3' })}
          {label.text && (
            <text x={c.x} y={c.y} textAnchor="middle" dominantBaseline="central" fontSize={label.size} fill="#5f554c">
              {label.text}
            </text>
          )}
        </>
      );
    }
    case 'table': {
      const fill = look.fill ?? (item.active ? '#ffffff' : '#ece6dc');
      const stroke = look.stroke ?? '#3b3026';
      const common = { fill, stroke, strokeWidth: look.strokeWidth ?? 2, strokeDasharray: look.dashed || !item.active ? '5 4' : undefined };
      return (
        <>
          {isCircular(item) ? <circle cx={c.x} cy={c.y} r={Math.min(item.width, item.height) / 2} {...common} /> : rect({ ...common, rx: 6 })}
          {withText && <TableText item={item} lines={look.lines ?? []} />}
        </>
      );
    }
  }
}

/** A table's name and the lines under it, upright, as much of them as fits inside the table. */
export function TableText({ item, lines }: { item: PlanItem & { kind: 'table' }; lines: string[] }) {
  const c = center(item);
  // Worked out once per name, lines, shape and size: the plan is drawn again on every change.
  const { rows } = tableTextLayout(item, item.name, lines);
  return (
    <>
      {rows.map((row, index) => (
        <text
          key={index}
          x={c.x}
          y={c.y + row.y}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={row.size}
          fontWeight={row.bold ? 700 : undefined}
          fill={row.bold ? '#2a211a' : '#3f3731'}
          data-table-text={item.id}
          {...HALO}
        >
          {row.text}
        </text>
      ))}
    </>
  );
}

/**
 * The table's whole text as a tooltip, for the table's button when its drawing had to cut or leave
 * some of it out (the button's accessible name says it all already).
 */
export function TableTitle({ item, lines }: { item: PlanItem & { kind: 'table' }; lines: string[] }) {
  if (!tableTextLayout(item, item.name, lines).shortened) return null;
  return <title>{[item.name, ...lines].join(' · ')}</title>;
}
