import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** Content hidden before the left edge (the box was scrolled). */
  start: boolean;
  /** Content hidden past the right edge. */
  end: boolean;
}

/** Which sides of a horizontally scrolling box hide content, kept up to date as it scrolls or resizes. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const start = el.scrollLeft > 1;
      const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setEdges((prev) => (prev.start === start && prev.end === end ? prev : { start, end }));
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    // Content arriving later (a query's rows) or the window turning changes what overflows.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    for (const child of el.children) observer?.observe(child);
    const mutations = typeof MutationObserver === 'undefined' ? null : new MutationObserver(update);
    mutations?.observe(el, { childList: true, subtree: true });
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
      mutations?.disconnect();
    };
  }, [ref]);
  return edges;
}
