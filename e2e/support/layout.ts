// Layout checks a person would make by eye: is this control on screen, and is it really the thing
// under the finger (not covered, not cut off by a parent that does not scroll)?
import { expect, type Locator, type Page } from '@playwright/test';

export const SIZES = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** The element's box lies inside the viewport. */
export async function expectInViewport(page: Page, target: Locator, what: string): Promise<void> {
  const box = await target.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, `${what} : pas de boîte`).not.toBeNull();
  const { x, y, width, height } = box!;
  expect(x, `${what} : dépasse à gauche`).toBeGreaterThanOrEqual(-0.5);
  expect(y, `${what} : dépasse en haut`).toBeGreaterThanOrEqual(-0.5);
  expect(x + width, `${what} : dépasse à droite (${viewport.width} px)`).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(y + height, `${what} : dépasse en bas (${viewport.height} px)`).toBeLessThanOrEqual(viewport.height + 0.5);
}

/**
 * What a tap at the element's centre would land on is the element itself (or inside it): nothing
 * covers it and no ancestor clips it away.
 */
export async function expectHittable(target: Locator, what: string): Promise<void> {
  const hit = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return { ok: top !== null && (el === top || el.contains(top)), found: top ? `${top.tagName.toLowerCase()}.${top.className}` : 'rien' };
  });
  expect(hit.ok, `${what} : recouvert ou coupé (au centre : ${hit.found})`).toBe(true);
}

/**
 * The element's far end is on screen and is what a tap there would land on. (A plan taller than the
 * screen is "reached" when its bottom edge can be brought into view.)
 */
async function endReached(page: Page, target: Locator): Promise<{ ok: boolean; why: string }> {
  return target.evaluate((el, viewport) => {
    const r = el.getBoundingClientRect();
    if (r.bottom > viewport.height + 0.5 || r.bottom < 0) return { ok: false, why: `bas à ${Math.round(r.bottom)} px (écran : ${viewport.height} px)` };
    if (r.left < -0.5 || r.right > viewport.width + 0.5)
      return { ok: false, why: `de ${Math.round(r.left)} à ${Math.round(r.right)} px (écran : ${viewport.width} px)` };
    const y = r.bottom - Math.min(8, r.height / 2);
    const top = document.elementFromPoint(r.left + r.width / 2, y);
    const ok = top !== null && (el === top || el.contains(top));
    return { ok, why: ok ? '' : `recouvert par ${top ? `${top.tagName.toLowerCase()}.${top.className}` : 'rien'}` };
  }, page.viewportSize()!);
}

/**
 * Scrolls with the mouse wheel over `area` (as a person would: a script could scroll a box that
 * clips its content, a wheel cannot) until the element's far end is on screen and reachable.
 */
export async function expectReachable(page: Page, target: Locator, what: string, area: Locator): Promise<void> {
  let last = '';
  await expect(async () => {
    const state = await endReached(page, target);
    last = state.why;
    if (state.ok) return;
    const box = (await area.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 150);
    throw new Error(`${what} : pas atteint en faisant défiler (${last})`);
  }, `${what} : atteint en faisant défiler`).toPass({ timeout: 8_000, intervals: [50] });
}

/** The two boxes do not overlap. */
export async function expectNoOverlap(a: Locator, b: Locator, what: string): Promise<void> {
  const [ra, rb] = [await a.boundingBox(), await b.boundingBox()];
  expect(ra && rb, `${what} : pas de boîte`).toBeTruthy();
  const overlap = ra!.x < rb!.x + rb!.width - 0.5 && rb!.x < ra!.x + ra!.width - 0.5 && ra!.y < rb!.y + rb!.height - 0.5 && rb!.y < ra!.y + ra!.height - 0.5;
  expect(overlap, `${what} : ${JSON.stringify(ra)} chevauche ${JSON.stringify(rb)}`).toBe(false);
}

/**
 * A dialog that fits: it lies in the viewport, its title and close control are on screen and
 * usable, and each of `lastControls` can be scrolled to inside it while the title stays on screen.
 */
export async function expectDialogFits(page: Page, dialog: Locator, options: { close: Locator; lastControls: Locator[]; label: string }): Promise<void> {
  const { close, lastControls, label } = options;
  await expectInViewport(page, dialog, `${label} : la fenêtre`);
  const title = dialog.getByRole('heading').first();
  for (const control of lastControls) {
    await expectReachable(page, control, `${label} : ${await control.textContent()}`, dialog);
    await expectInViewport(page, title, `${label} : le titre`);
    await expectHittable(title, `${label} : le titre`);
    await expectInViewport(page, close, `${label} : le bouton de fermeture`);
    await expectHittable(close, `${label} : le bouton de fermeture`);
  }
}

/**
 * Every table's text (name, seats, booking…) lies inside the table's drawn shape, as measured on
 * screen in the plan `plan` (an <svg>): within its box, and for a round table within its circle.
 */
export async function expectTableTextsInside(plan: Locator, what: string): Promise<void> {
  const problems = await plan.evaluate((svg) => {
    const found: string[] = [];
    let tables = 0;
    // The staff plans mark each text with its table's id; the diner's picture groups each table's shape and texts.
    const pairs: Array<{ shape: Element; texts: Element[] }> = [];
    const marked = [...svg.querySelectorAll('text[data-table-text]')];
    if (marked.length > 0) {
      const ids = new Set(marked.map((t) => t.getAttribute('data-table-text')!));
      for (const id of ids) {
        const shape = svg.querySelector(`[data-item-id="${id}"] > :is(rect, circle), [data-table-guid="${id}"] > :is(rect, circle)`);
        if (shape) pairs.push({ shape, texts: marked.filter((t) => t.getAttribute('data-table-text') === id) });
      }
    } else {
      for (const g of svg.querySelectorAll('g')) {
        const shape = g.querySelector(':scope > rect[rx="6"], :scope > circle[stroke="#3b3026"]');
        const texts = [...g.querySelectorAll(':scope > text')];
        if (shape && texts.length > 0) pairs.push({ shape, texts });
      }
    }
    for (const { shape, texts } of pairs) {
      tables++;
      const s = shape.getBoundingClientRect();
      const circle = shape.tagName === 'circle' ? { cx: s.left + s.width / 2, cy: s.top + s.height / 2, r: s.width / 2 } : null;
      for (const text of texts) {
        const r = text.getBoundingClientRect();
        const inBox = r.left >= s.left - 0.5 && r.right <= s.right + 0.5 && r.top >= s.top - 0.5 && r.bottom <= s.bottom + 0.5;
        const corners = [
          [r.left, r.top],
          [r.right, r.top],
          [r.left, r.bottom],
          [r.right, r.bottom],
        ];
        // A round table's text keeps its corners inside the circle, not only inside its square.
        const inCircle = !circle || corners.every(([x, y]) => Math.hypot(x! - circle.cx, y! - circle.cy) <= circle.r + 0.5);
        if (!inBox || !inCircle) {
          found.push(
            `« ${text.textContent} » (${Math.round(r.left)}–${Math.round(r.right)} × ${Math.round(r.top)}–${Math.round(r.bottom)}) sort de sa table (${Math.round(s.left)}–${Math.round(s.right)} × ${Math.round(s.top)}–${Math.round(s.bottom)})`,
          );
        }
      }
    }
    return { found, tables };
  });
  expect(problems.tables, `${what} : aucune table mesurée`).toBeGreaterThan(0);
  expect(problems.found, `${what} : textes qui débordent de leur table`).toEqual([]);
}

/**
 * Every box of the page that scrolls sideways (a wide table, a strip of sections) can be used by a
 * person who cannot see it scroll or has no mouse: it can be reached with Tab (it is focusable and
 * named, or holds links and buttons that are), and it shows that it scrolls (a visible hint line or
 * a shade on a side that hides content).
 */
export async function expectSideScrollersUsable(page: Page, what: string): Promise<void> {
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    let scrollers = 0;
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(el);
      if (!['auto', 'scroll'].includes(style.overflowX) || el.scrollWidth <= el.clientWidth + 1 || el.getClientRects().length === 0) continue;
      scrollers++;
      const name = `${el.tagName.toLowerCase()}.${el.className || '?'} (« ${(el.getAttribute('aria-label') ?? el.textContent ?? '').slice(0, 40)} »)`;
      const focusable = el.tabIndex >= 0 && (el.getAttribute('aria-label') || el.getAttribute('aria-labelledby'));
      const holdsControls = el.querySelector('a[href], button, input, select, textarea, [tabindex="0"]') !== null;
      if (!focusable && !holdsControls) problems.push(`${name} : ni focalisable et nommée, ni porteuse de liens`);
      // The hint: a visible line described by the region, or a shade on the side of the box that hides content.
      const described = el.getAttribute('aria-describedby');
      const hintLine = described ? document.getElementById(described) : null;
      const lineShown = hintLine !== null && hintLine.getClientRects().length > 0 && hintLine.textContent.trim() !== '';
      const frame = el.parentElement!;
      const shades = ['::before', '::after']
        .map((pseudo) => getComputedStyle(frame, pseudo))
        .filter((s) => s.content !== 'none' && s.display !== 'none' && Number(s.opacity) > 0);
      if (!lineShown && shades.length === 0) problems.push(`${name} : rien ne montre qu'elle défile`);
    }
    return { problems, scrollers };
  });
  expect(found.scrollers, `${what} : aucune zone qui défile sur le côté`).toBeGreaterThan(0);
  expect(found.problems, `${what} : zones qui défilent sur le côté`).toEqual([]);
}

/** How many lines `text` (found in `container`'s text, possibly across several elements) takes on screen. */
export async function linesOfText(container: Locator, text: string): Promise<number> {
  return container.evaluate((root, wanted) => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
    const whole = nodes.map((n) => n.data).join('');
    const start = whole.indexOf(wanted);
    if (start < 0) return 0;
    const at = (offset: number): [Text, number] => {
      let seen = 0;
      for (const n of nodes) {
        if (offset <= seen + n.data.length) return [n, offset - seen];
        seen += n.data.length;
      }
      throw new Error('offset beyond the text');
    };
    const range = document.createRange();
    range.setStart(...at(start));
    range.setEnd(...at(start + wanted.length));
    const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0.5).map((r) => Math.round(r.top)));
    return tops.size;
  }, text);
}

/**
 * From 320 px to 430 px, wherever the lines happen to break, each of `texts` (a phone number, an
 * e-mail's parts) is found whole on one line of `container`.
 */
export async function expectKeptWholeOnPhones(page: Page, container: Locator, texts: string[], what: string): Promise<void> {
  const restore = page.viewportSize();
  for (let width = 320; width <= 430; width += 6) {
    await page.setViewportSize({ width, height: 844 });
    for (const text of texts) expect(await linesOfText(container, text), `${what} à ${width} px : « ${text} » sur une seule ligne`).toBe(1);
  }
  if (restore) await page.setViewportSize(restore);
}
