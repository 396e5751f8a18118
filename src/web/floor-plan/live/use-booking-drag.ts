// Dragging a booking onto another table with pointer events (mouse, pen, finger). A press that does
// not travel is a tap. The table under the pointer is found geometrically, so the booking may come
// from a table on the plan or from the list of unplaced bookings.

import { useRef, useState, type PointerEvent } from 'react';

export interface DragState {
  bookingGuid: string;
  label: string;
  fromTable: string | null;
  x: number;
  y: number;
  over: string | null;
}

const THRESHOLD_PX = 6;

function tableGuidAt(x: number, y: number): string | null {
  const element = document.elementFromPoint(x, y);
  const table = element?.closest<SVGElement | HTMLElement>('[data-table-guid]');
  return table?.dataset.tableGuid ?? null;
}

export function useBookingDrag(onDrop: (bookingGuid: string, tableGuid: string) => void) {
  const [drag, setDrag] = useState<DragState | null>(null);
  const start = useRef<{ pointerId: number; x: number; y: number; moved: boolean; base: Omit<DragState, 'x' | 'y' | 'over'> } | null>(null);

  function begin(event: PointerEvent<Element>, booking: { guid: string; label: string; fromTable: string | null }) {
    if (event.button !== 0) return;
    start.current = {
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      moved: false,
      base: { bookingGuid: booking.guid, label: booking.label, fromTable: booking.fromTable },
    };
    event.currentTarget.setPointerCapture(event.pointerId);
  }

  function move(event: PointerEvent<Element>) {
    const s = start.current;
    if (!s || s.pointerId !== event.pointerId) return;
    if (!s.moved && Math.hypot(event.clientX - s.x, event.clientY - s.y) < THRESHOLD_PX) return;
    s.moved = true;
    setDrag({ ...s.base, x: event.clientX, y: event.clientY, over: tableGuidAt(event.clientX, event.clientY) });
  }

  /** Returns true when the press was a tap (no drag happened), for the caller to act on. */
  function end(event: PointerEvent<Element>, cancelled = false): boolean {
    const s = start.current;
    if (!s || s.pointerId !== event.pointerId) return false;
    start.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
    setDrag(null);
    if (!s.moved) return !cancelled;
    const target = cancelled ? null : tableGuidAt(event.clientX, event.clientY);
    if (target && target !== s.base.fromTable) onDrop(s.base.bookingGuid, target);
    return false;
  }

  return { drag, begin, move, end };
}
