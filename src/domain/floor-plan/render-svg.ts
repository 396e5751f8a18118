// The diner's plan picture ('Voir le plan'): every room of the restaurant drawn as one SVG document,
// built as a string from the saved plans so it is never out of date.
//
// The picture must be safe wherever it is shown (an <img>, a new tab, under the API's strict CSP):
// presentation attributes only — no <style>, no script, no external reference — and every text
// from the restaurant escaped. Table names are drawn upright, whatever the table's rotation, with a
// light halo so they stay readable over walls and neighbours.

import { center, isCircular } from './geometry.js';
import { fitFixtureLabel, layoutTableText } from './table-text.js';
import type { PlanDocument, PlanFixture, PlanItem, PlanTable } from './types.js';

export interface RenderOptions {
  /** Read by screen readers and shown as the document title. */
  title: string;
  /** Tables not offered to diners are left out unless this is set. */
  includeInactiveTables?: boolean;
}

const MARGIN = 20;
const HEADER = 34;
const GAP = 30;
// Narrow enough that, shown in a phone-wide dialog, table names stay legible: rooms wrap to new rows.
const MAX_ROW_WIDTH = 700;
const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif';

const COLORS = {
  page: '#ffffff',
  floor: '#fbf7f0',
  floorStroke: '#a39683',
  roomTitle: '#2a2420',
  wall: '#5f554c',
  bar: '#d9bf9f',
  barStroke: '#8a6a4a',
  table: '#ffffff',
  tableStroke: '#3b3026',
  tableText: '#2a211a',
  seatsText: '#5f554c',
  chair: '#d8cbb8',
  label: '#5f554c',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** Short, locale-independent number text: at most two decimals, no trailing zeros. */
function n(value: number): string {
  const r = Math.round(value * 100) / 100;
  return String(Object.is(r, -0) ? 0 : r);
}

function rotateAttr(item: PlanItem): string {
  if (!item.rotation) return '';
  const c = center(item);
  return ` transform="rotate(${n(item.rotation)} ${n(c.x)} ${n(c.y)})"`;
}

export function seatsText(table: Pick<PlanTable, 'minCovers' | 'maxCovers'>): string {
  return table.minCovers < table.maxCovers && table.minCovers > 1 ? `${table.minCovers} à ${table.maxCovers} pers.` : `${table.maxCovers} pers.`;
}

function text(x: number, y: number, content: string, attrs: string): string {
  return `<text x="${n(x)}" y="${n(y)}" text-anchor="middle" dominant-baseline="central" font-family="${FONT}"${attrs}>${escapeXml(content)}</text>`;
}

function halo(): string {
  return ` stroke="${COLORS.page}" stroke-width="3" stroke-linejoin="round" paint-order="stroke"`;
}

function chairs(table: PlanTable): string {
  // Small marks around the table, one per seat, so a diner sees a table for two from one for six.
  const seats = Math.min(table.maxCovers, 12);
  const c = center(table);
  const marks: string[] = [];
  if (isCircular(table)) {
    const r = Math.min(table.width, table.height) / 2 + 7;
    for (let i = 0; i < seats; i++) {
      const a = (2 * Math.PI * i) / seats - Math.PI / 2;
      marks.push(`<circle cx="${n(c.x + r * Math.cos(a))}" cy="${n(c.y + r * Math.sin(a))}" r="5" fill="${COLORS.chair}"/>`);
    }
    return marks.join('');
  }
  // Along the long sides first, then the ends for odd counts.
  const horizontal = table.width >= table.height;
  const along = horizontal ? table.width : table.height;
  const perSide = Math.ceil(seats / 2);
  for (let side = 0; side < 2; side++) {
    const count = side === 0 ? perSide : seats - perSide;
    for (let i = 0; i < count; i++) {
      const t = (along * (i + 0.5)) / count;
      const x = horizontal ? table.x + t : side === 0 ? table.x - 7 : table.x + table.width + 7;
      const y = horizontal ? (side === 0 ? table.y - 7 : table.y + table.height + 7) : table.y + t;
      marks.push(`<circle cx="${n(x)}" cy="${n(y)}" r="5" fill="${COLORS.chair}"/>`);
    }
  }
  return `<g${rotateAttr(table)}>${marks.join('')}</g>`;
}

function tableSvg(table: PlanTable): string {
  const c = center(table);
  const shape = isCircular(table)
    ? `<circle cx="${n(c.x)}" cy="${n(c.y)}" r="${n(Math.min(table.width, table.height) / 2)}" fill="${COLORS.table}" stroke="${COLORS.tableStroke}" stroke-width="2"/>`
    : `<rect x="${n(table.x)}" y="${n(table.y)}" width="${n(table.width)}" height="${n(table.height)}" rx="6" fill="${COLORS.table}" stroke="${COLORS.tableStroke}" stroke-width="2"${rotateAttr(table)}/>`;
  const name = table.name.trim();
  // Name and seats as they fit inside the table; when cut, the whole of both as its title.
  const layout = layoutTableText(table, name, [seatsText(table)]);
  const rows = layout.rows
    .map((row) =>
      text(
        c.x,
        row.y,
        row.text,
        ` font-size="${n(row.size)}"${row.bold ? ' font-weight="700"' : ''} fill="${row.bold ? COLORS.tableText : COLORS.seatsText}"${halo()}`,
      ),
    )
    .join('');
  const title = layout.shortened ? `<title>${escapeXml(`${name} (${seatsText(table)})`)}</title>` : '';
  return `<g>${title}${chairs(table)}${shape}${rows}</g>`;
}

const DECOR_LABELS: Record<string, string> = { kitchen: 'Cuisine', stairs: 'Escalier', door: '', window: '', plant: '', pillar: '' };

function fixtureSvg(item: PlanFixture): string {
  const c = center(item);
  const rect = (fill: string, stroke = 'none', extra = '') =>
    `<rect x="${n(item.x)}" y="${n(item.y)}" width="${n(item.width)}" height="${n(item.height)}" fill="${fill}" stroke="${stroke}"${extra}${rotateAttr(item)}/>`;
  switch (item.kind) {
    case 'wall':
      return rect(COLORS.wall);
    case 'bar': {
      // The bar's name stays inside the bar, shrunk or cut like a table's.
      const label = fitFixtureLabel(item, item.label.trim(), 13, true);
      return (
        rect(COLORS.bar, COLORS.barStroke, ' stroke-width="2" rx="4"') +
        (label.text ? text(c.x, c.y, label.text, ` font-size="${n(label.size)}" font-weight="600" fill="${COLORS.tableText}"${halo()}`) : '')
      );
    }
    case 'label': {
      const size = Math.max(12, Math.min(28, item.height * 0.6));
      return `<text x="${n(c.x)}" y="${n(c.y)}" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" font-size="${n(size)}" font-style="italic" fill="${COLORS.label}"${rotateAttr(item)}>${escapeXml(item.text.trim())}</text>`;
    }
    case 'decor': {
      const r = Math.min(item.width, item.height) / 2;
      switch (item.decor) {
        case 'plant':
          return `<circle cx="${n(c.x)}" cy="${n(c.y)}" r="${n(r)}" fill="#7fa877" stroke="#4f7a48" stroke-width="2"/>`;
        case 'pillar':
          return `<circle cx="${n(c.x)}" cy="${n(c.y)}" r="${n(r)}" fill="#8c8177"/>`;
        case 'door':
          return rect('#ffffff', COLORS.wall, ' stroke-width="2" stroke-dasharray="6 4"');
        case 'window':
          return rect('#cfe3f2', '#6d8fa8', ' stroke-width="1"');
        default: {
          const label = fitFixtureLabel(item, DECOR_LABELS[item.decor] ?? '', 13);
          return (
            rect('#ece6dc', '#a39683', ' stroke-width="1.5" stroke-dasharray="4 3"') +
            (label.text ? text(c.x, c.y, label.text, ` font-size="${n(label.size)}" fill="${COLORS.label}"`) : '')
          );
        }
      }
    }
  }
}

/** One room, drawn at its own origin, with its name above it. */
function roomSvg(room: PlanDocument, options: RenderOptions): string {
  const fixtures = room.items.filter((i): i is PlanFixture => i.kind !== 'table' && i.kind !== 'label');
  const labels = room.items.filter((i): i is PlanFixture => i.kind === 'label' && i.text.trim() !== '');
  const tables = room.items.filter((i): i is PlanTable => i.kind === 'table' && (i.active || Boolean(options.includeInactiveTables)));
  return (
    `<text x="0" y="${n(-HEADER / 2)}" dominant-baseline="central" font-family="${FONT}" font-size="18" font-weight="700" fill="${COLORS.roomTitle}">${escapeXml(room.name.trim())}</text>` +
    `<rect x="0" y="0" width="${n(room.width)}" height="${n(room.height)}" rx="8" fill="${COLORS.floor}" stroke="${COLORS.floorStroke}" stroke-width="2"/>` +
    fixtures.map(fixtureSvg).join('') +
    tables.map(tableSvg).join('') +
    labels.map(fixtureSvg).join('')
  );
}

/** Rooms laid out left to right, wrapping to a new row past a comfortable width. */
export function layoutRooms(rooms: readonly Pick<PlanDocument, 'width' | 'height'>[]): {
  positions: Array<{ x: number; y: number }>;
  width: number;
  height: number;
} {
  const maxRow = Math.max(MAX_ROW_WIDTH, ...rooms.map((r) => r.width));
  const positions: Array<{ x: number; y: number }> = [];
  let x = MARGIN;
  let y = MARGIN + HEADER;
  let rowHeight = 0;
  let width = 0;
  for (const room of rooms) {
    if (x > MARGIN && x + room.width > MARGIN + maxRow) {
      x = MARGIN;
      y += rowHeight + GAP + HEADER;
      rowHeight = 0;
    }
    positions.push({ x, y });
    width = Math.max(width, x + room.width + MARGIN);
    rowHeight = Math.max(rowHeight, room.height);
    x += room.width + GAP;
  }
  return { positions, width: Math.max(width, 2 * MARGIN), height: y + rowHeight + MARGIN };
}

/** The whole restaurant as one SVG document. */
export function renderFloorPlansSvg(rooms: readonly PlanDocument[], options: RenderOptions): string {
  const { positions, width, height } = layoutRooms(rooms);
  const tableNames = rooms.flatMap((r) =>
    r.items
      .filter((i): i is PlanTable => i.kind === 'table' && (i.active || Boolean(options.includeInactiveTables)))
      .map((t) => `${t.name.trim()} (${seatsText(t)})`),
  );
  const description = rooms.length === 0 ? 'Aucune salle.' : `${rooms.map((r) => r.name.trim()).join(', ')}. Tables : ${tableNames.join(', ') || 'aucune'}.`;
  const body = rooms
    .map((room, index) => `<g transform="translate(${n(positions[index]!.x)} ${n(positions[index]!.y)})">${roomSvg(room, options)}</g>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n(width)} ${n(height)}" width="${n(width)}" height="${n(height)}" role="img" aria-labelledby="plan-title plan-desc">` +
    `<title id="plan-title">${escapeXml(options.title)}</title>` +
    `<desc id="plan-desc">${escapeXml(description)}</desc>` +
    `<rect width="100%" height="100%" fill="${COLORS.page}"/>` +
    body +
    `</svg>`
  );
}
