import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { createFixture, createTable } from './items.js';
import { escapeXml, layoutRooms, renderFloorPlansSvg, seatsText } from './render-svg.js';
import { textWidth } from './text-width.js';
import type { PlanBar, PlanDocument } from './types.js';

const salle: PlanDocument = {
  name: 'Salle',
  width: 400,
  height: 300,
  items: [
    createTable('t1', 'round', 'Salle 1', { x: 20, y: 20 }),
    { ...createTable('t2', 'rectangle', 'Fenêtre <VIP> & "amis"', { x: 120, y: 20 }), rotation: 90 },
    { ...createTable('t3', 'square', 'Réservée au personnel', { x: 250, y: 150 }), active: false },
    createFixture('w', { kind: 'wall' }, { x: 0, y: 290 }),
    createFixture('b', { kind: 'bar' }, { x: 150, y: 200 }),
    createFixture('p', { kind: 'decor', decor: 'plant' }, { x: 350, y: 250 }),
    createFixture('l', { kind: 'label', text: 'Entrée' }, { x: 10, y: 250 }),
  ],
};
const terrasse: PlanDocument = { name: 'Terrasse', width: 300, height: 200, items: [createTable('t4', 'square', 'Terrasse 1', { x: 10, y: 10 })] };

function parse(svg: string) {
  return new new JSDOM('').window.DOMParser().parseFromString(svg, 'image/svg+xml');
}

describe('renderFloorPlansSvg', () => {
  const svg = renderFloorPlansSvg([salle, terrasse], { title: 'Plan du restaurant Le Petit Zinc' });
  const dom = parse(svg);
  const texts = [...dom.querySelectorAll('text')].map((t) => t.textContent);

  it('is well-formed SVG with a title for screen readers', () => {
    expect(dom.querySelector('parsererror')).toBeNull();
    const root = dom.documentElement;
    expect(root.nodeName).toBe('svg');
    expect(root.getAttribute('role')).toBe('img');
    expect(dom.querySelector('title')?.textContent).toBe('Plan du restaurant Le Petit Zinc');
    expect(dom.querySelector('desc')?.textContent).toContain('Salle 1 (2 pers.)');
  });

  it('writes every active table name and room name as text, a name too long for its table cut with its whole as the title', () => {
    expect(texts).toEqual(expect.arrayContaining(['Salle', 'Terrasse', 'Salle 1', 'Terrasse 1', 'Entrée', 'Bar']));
    // The rotated table stands 70 wide: its long name is cut, and said in full by its title.
    expect(texts).toContain('Fenêtre');
    expect(texts.filter((text) => text?.endsWith('…'))).toHaveLength(1);
    expect([...dom.querySelectorAll('g > title')].map((t) => t.textContent)).toContain('Fenêtre <VIP> & "amis" (4 à 6 pers.)');
  });

  it('leaves out tables diners cannot book, unless asked', () => {
    expect(texts).not.toContain('Réservée au personnel');
    expect(renderFloorPlansSvg([salle], { title: 'x', includeInactiveTables: true })).toContain('Réservée au personnel');
  });

  it('keeps table names upright and large enough to read', () => {
    for (const node of dom.querySelectorAll('text')) {
      expect(node.getAttribute('transform')).toBeNull();
      expect(Number(node.getAttribute('font-size'))).toBeGreaterThanOrEqual(10);
    }
    // The rotated table's shape turns; its name does not.
    expect(svg).toContain('rotate(90 ');
  });

  it('carries nothing a strict CSP would block or that could run', () => {
    expect(svg).not.toMatch(/<style|<script|<foreignObject|href=|url\(|on[a-z]+=/i);
    expect(escapeXml(`<img src=x onerror="alert('x')">&`)).toBe('&lt;img src=x onerror=&quot;alert(&apos;x&apos;)&quot;&gt;&amp;');
  });

  it('escapes the title and room names', () => {
    const evil = renderFloorPlansSvg([{ ...terrasse, name: '</text><script>alert(1)</script>' }], { title: 'A & B' });
    expect(evil).not.toContain('<script>');
    expect(parse(evil).querySelector('parsererror')).toBeNull();
  });

  it("keeps the bar's name and a decor's label inside them: shrunk, then cut", () => {
    const room: PlanDocument = {
      name: 'Bar',
      width: 400,
      height: 300,
      items: [
        { ...(createFixture('b', { kind: 'bar' }, { x: 10, y: 10 }) as PlanBar), label: 'Le grand comptoir du marché aux vins de Bourgogne' },
        { ...createFixture('k', { kind: 'decor', decor: 'kitchen' }, { x: 10, y: 100 }), width: 40, height: 40 },
      ],
    };
    const drawn = parse(renderFloorPlansSvg([room], { title: 'Plan' }));
    const bar = [...drawn.querySelectorAll('text')].find((t) => t.textContent.startsWith('Le grand comptoir'))!;
    expect(bar.textContent).toMatch(/…$/);
    expect(Number(bar.getAttribute('font-size'))).toBeLessThan(13);
    expect(textWidth(bar.textContent, Number(bar.getAttribute('font-size')), true)).toBeLessThanOrEqual(200);
    const kitchen = [...drawn.querySelectorAll('text')].find((t) => t.textContent.startsWith('Cu'))!;
    expect(textWidth(kitchen.textContent, Number(kitchen.getAttribute('font-size')))).toBeLessThanOrEqual(40);
  });

  it('draws an empty restaurant without failing', () => {
    const empty = renderFloorPlansSvg([], { title: 'Plan' });
    expect(parse(empty).querySelector('parsererror')).toBeNull();
    expect(empty).toContain('Aucune salle.');
  });
});

describe('layout and text helpers', () => {
  it('puts rooms side by side, wrapping past 700 units so a phone shows names legibly', () => {
    const { positions, width, height } = layoutRooms([
      { width: 400, height: 300 },
      { width: 250, height: 200 },
      { width: 300, height: 100 },
      { width: 900, height: 100 },
    ]);
    expect(positions[0]).toEqual({ x: 20, y: 54 });
    expect(positions[1]).toEqual({ x: 450, y: 54 });
    expect(positions[2]).toEqual({ x: 20, y: 54 + 300 + 30 + 34 });
    expect(positions[3]!.x).toBe(20);
    expect(width).toBe(940);
    expect(height).toBe(positions[3]!.y + 100 + 20);
  });

  it('says the seats as a diner reads them', () => {
    expect(seatsText({ minCovers: 1, maxCovers: 2 })).toBe('2 pers.');
    expect(seatsText({ minCovers: 4, maxCovers: 6 })).toBe('4 à 6 pers.');
  });
});
