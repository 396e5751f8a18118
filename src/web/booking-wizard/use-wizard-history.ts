// Each wizard page is an entry of the browser's history, so the browser's Back goes one page back
// (and Forward one page on) instead of leaving the wizard. The draft lives in storage, untouched by
// history moves: a page left by Back shows what was filled in.

import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Page } from './wizard-logic';

interface WizardEntry {
  wizardPage: Page;
  /** How many wizard entries lie below this one: 0 means Back would leave the wizard. */
  wizardDepth: number;
}

function entryOf(state: unknown): WizardEntry | null {
  if (typeof state !== 'object' || state === null) return null;
  const { wizardPage, wizardDepth } = state as Record<string, unknown>;
  if (typeof wizardPage !== 'number' || wizardPage < 1 || wizardPage > 6 || !Number.isInteger(wizardPage)) return null;
  return { wizardPage: wizardPage as Page, wizardDepth: typeof wizardDepth === 'number' && wizardDepth > 0 ? wizardDepth : 0 };
}

/**
 * `page` is the wizard's page; `showPage` is called when the browser moves to another wizard entry
 * and returns the page actually shown (a page whose earlier choices are missing falls back).
 * Returns `back`, the wizard's own "Retour": one history step when the previous page is an entry.
 */
export function useWizardHistory(page: Page, showPage: (page: Page) => Page, backInPlace: () => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}`;
  const mounted = useRef(false);
  // The entry the wizard opened on shows the stored page; only later moves show another one.
  const firstMove = useRef(true);
  const replaceNext = useRef(false);
  const entry = entryOf(location.state);

  // A page change made in the wizard becomes a new entry (the first page replaces the entry it opened on).
  useEffect(() => {
    const current = entryOf(location.state);
    if (!mounted.current || !current) {
      mounted.current = true;
      if (current?.wizardPage !== page || current === null) {
        void navigate(here, { replace: true, state: { wizardPage: page, wizardDepth: current?.wizardDepth ?? 0 } });
      }
      return;
    }
    if (current.wizardPage === page) return;
    if (replaceNext.current) {
      replaceNext.current = false;
      void navigate(here, { replace: true, state: { wizardPage: page, wizardDepth: current.wizardDepth } });
      return;
    }
    void navigate(here, { state: { wizardPage: page, wizardDepth: current.wizardDepth + 1 } });
    // Only a page change of the wizard makes an entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page]);

  // The browser moved to another entry (Back or Forward): show its page.
  useEffect(() => {
    if (firstMove.current) {
      firstMove.current = false;
      return;
    }
    if (!entry || entry.wizardPage === page) return;
    const shown = showPage(entry.wizardPage);
    if (shown !== entry.wizardPage) replaceNext.current = true;
    // Only a move in the history shows another page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return useCallback(() => {
    if (entry && entry.wizardDepth > 0) {
      void navigate(-1);
    } else {
      replaceNext.current = true;
      backInPlace();
    }
  }, [entry, navigate, backInPlace]);
}
