import { useLayoutEffect, useState, type RefObject } from 'react';

/** Where the notices sit on the page: along the bottom, or along the top. */
export type ToastSpot = 'bottom' | 'top';

/**
 * Marks a bar pinned to the top of the screen (the staff header, with its Menu and Se déconnecter):
 * notices moved to the top sit below it instead of over it.
 */
export const PINNED_TOP = 'data-pinned-top';

/** How far from the top of the screen notices moved there start (px): below what is pinned there. */
function topBandStart(): number {
  let start = 0;
  for (const pinned of document.querySelectorAll(`[${PINNED_TOP}]`)) {
    const box = pinned.getBoundingClientRect();
    if (box.height > 0 && box.top <= 1) start = Math.max(start, box.bottom);
  }
  return start;
}

// The notices' distance from the screen's edge: var(--space-4), var(--space-2) on a phone.
const EDGE_GAP = 16;

/**
 * The notices hide whatever lies under them for their eight seconds (on a phone, a strip the width
 * of the screen). Along the bottom by default; along the top while what the host is working on
 * (the focused control: the "Enregistrer" just pressed in its bar along the bottom, the timeline
 * bar being moved with the keys) lies where they would be at the bottom. Measured again as focus
 * moves, the page scrolls or the screen turns, and whenever the notices change (`content`).
 */
export function useToastSpot(region: RefObject<HTMLElement | null>, active: boolean, content: unknown): { spot: ToastSpot; top: number } {
  const [spot, setSpot] = useState<{ spot: ToastSpot; top: number }>({ spot: 'bottom', top: 0 });
  useLayoutEffect(() => {
    if (!active) return undefined;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const box = region.current;
      if (!box) return;
      const top = topBandStart();
      const next = clearSpot(box, top);
      setSpot((now) => (now.spot === next && now.top === top ? now : { spot: next, top }));
    };
    const later = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    document.addEventListener('focusin', later);
    document.addEventListener('focusout', later);
    window.addEventListener('scroll', later, true);
    window.addEventListener('resize', later);
    return () => {
      window.cancelAnimationFrame(frame);
      document.removeEventListener('focusin', later);
      document.removeEventListener('focusout', later);
      window.removeEventListener('scroll', later, true);
      window.removeEventListener('resize', later);
    };
  }, [region, active, content]);
  return active ? spot : { spot: 'bottom', top: 0 };
}

function clearSpot(region: HTMLElement, topStart: number): ToastSpot {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body || region.contains(focused)) return 'bottom';
  const used = focused.getBoundingClientRect();
  // The notices keep their width and side wherever they sit: only the height of the band changes.
  const box = region.getBoundingClientRect();
  if (used.right <= box.left || used.left >= box.right) return 'bottom';
  const screen = window.innerHeight;
  const under = (top: number, bottom: number) => used.bottom > top && used.top < bottom;
  // A control as tall as the screen is under both: the notices then stay where they are expected.
  return under(screen - EDGE_GAP - box.height, screen) && !under(topStart, topStart + EDGE_GAP + box.height) ? 'top' : 'bottom';
}
