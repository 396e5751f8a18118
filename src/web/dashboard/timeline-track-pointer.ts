import { useRef, type PointerEvent, type RefObject } from 'react';

/** The column under a pointer on a row's track: the quarters are painted, not elements to hit. */
export function columnUnder(track: Element, clientX: number, columns: number): number {
  const box = track.getBoundingClientRect();
  const step = box.width / columns;
  if (!(step > 0)) return 0;
  return Math.min(columns - 1, Math.max(0, Math.floor((clientX - box.left) / step)));
}

/**
 * The quarter under a mouse, lit by one element per grid moved by hand on each pointer move: a
 * render per move would redraw the rows, and a :hover per quarter needs an element per quarter.
 * Not for fingers and pens, which have no hover; off over a bar, which is its own target.
 */
export function useQuarterHover(canvas: RefObject<HTMLElement | null>, columns: number) {
  const hover = useRef<HTMLDivElement>(null);

  const hide = () => {
    if (hover.current) hover.current.style.display = '';
  };

  function onPointerMove(event: PointerEvent<HTMLElement>) {
    const el = hover.current;
    const origin = canvas.current;
    const target = event.target as Element;
    const track = event.pointerType === 'mouse' && !target.closest('[data-testid="timeline-bar"]') ? target.closest('[data-timeline-track]') : null;
    if (!el || !origin || !track) return hide();
    const box = track.getBoundingClientRect();
    const at = origin.getBoundingClientRect();
    const step = box.width / columns;
    const column = columnUnder(track, event.clientX, columns);
    // One pixel in from the quarter's left, so its line stays drawn.
    el.style.transform = `translate(${box.left - at.left + column * step + 1}px, ${box.top - at.top}px)`;
    el.style.width = `${step - 1}px`;
    el.style.height = `${box.height}px`;
    el.style.display = 'block';
  }

  return { hover, onPointerMove, onPointerLeave: hide };
}
