import { useEffect, useRef } from 'react';
import type { NewBookingKind } from './new-booking-dialog';

/**
 * A few keys for the host stand: T phone booking, P walk-in, ← → the day before or after — except
 * on the Midi/Soir tabs, where the arrows go to the other service (the ARIA tabs pattern), as the
 * shortcuts line says. Nothing while a dialog is open or the host types in a field.
 */
export function useServiceBookKeys(handlers: { onDay: (step: -1 | 1) => void; onNew: (kind: NewBookingKind) => void }): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (event.ctrlKey || event.metaKey || event.altKey || document.querySelector('dialog[open]')) return;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
      const onTab = target?.getAttribute('role') === 'tab';
      const key = event.key.toLowerCase();
      if (key === 't') latest.current.onNew('phone');
      else if (key === 'p') latest.current.onNew('walk_in');
      else if (event.key === 'ArrowLeft' && !onTab) latest.current.onDay(-1);
      else if (event.key === 'ArrowRight' && !onTab) latest.current.onDay(1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
