// The wizard's state, kept in browser storage so a reload lands where the diner was.

import { useCallback, useEffect, useReducer, useState } from 'react';
import { storage } from '../lib/storage';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { loadAnswers, loadDraft, newDraft, saveAnswers, saveDraft, type Draft } from './draft';
import { clearIdempotencyKey } from './idempotency';
import type { QuestionAnswer } from './types';
import { resumablePage, wizardReducer, type Page, type WizardFlags, type WizardState } from './wizard-logic';

export interface WizardInit {
  slug: string;
  query: string;
  flags: Pick<WizardFlags, 'experienceEnabled'>;
  /** A date from the route (already YYYY-MM-DD): the wizard starts on the hour page. */
  routeDate?: string | null;
}

function initialise({ slug, query, flags, routeDate }: WizardInit): { draft: Draft; state: WizardState } {
  let draft = loadDraft(slug, query);
  const storedPage = storage.get(STORAGE_KEYS.bookingPage);
  const storedContinue = storage.get(STORAGE_KEYS.canContinue);
  const fullFlags = { experienceEnabled: flags.experienceEnabled, isWaiting: draft.is_waiting };

  if (routeDate) {
    const samePlace = draft.date === routeDate && Number(storedPage) >= 3;
    if (!samePlace) {
      draft = { ...draft, date: routeDate, hour: '', is_waiting: false, tableName: null };
      return { draft, state: { page: 3, canContinue: false } };
    }
  }
  const page = resumablePage(storedPage === null ? 1 : Number(storedPage), draft, fullFlags);
  const canContinue = page === 1 ? true : page === Number(storedPage) ? storedContinue === 'true' : false;
  return { draft, state: { page, canContinue } };
}

export function clearWizardStorage(): void {
  for (const key of [STORAGE_KEYS.booking, STORAGE_KEYS.bookingDietary, STORAGE_KEYS.questions, STORAGE_KEYS.canContinue, STORAGE_KEYS.bookingPage]) {
    storage.remove(key);
  }
  clearIdempotencyKey();
}

export function useWizardStore(init: WizardInit) {
  const [initial] = useState(() => initialise(init));
  const [draft, setDraft] = useState<Draft>(initial.draft);
  const [state, dispatch] = useReducer(wizardReducer, initial.state);
  const [answers, setAnswersState] = useState<QuestionAnswer[]>(() => loadAnswers());

  useEffect(() => saveDraft(draft), [draft]);
  useEffect(() => {
    storage.set(STORAGE_KEYS.bookingPage, String(state.page));
    storage.set(STORAGE_KEYS.canContinue, state.canContinue ? 'true' : 'false');
  }, [state]);

  const updateDraft = useCallback((patch: Partial<Draft>) => {
    setDraft((d) => {
      const next = { ...d, ...patch };
      return (Object.keys(patch) as (keyof Draft)[]).some((k) => d[k] !== next[k]) ? next : d;
    });
  }, []);

  const setAnswers = useCallback((next: QuestionAnswer[]) => {
    setAnswersState(next);
    saveAnswers(next);
  }, []);

  const clearAnswers = useCallback(() => {
    setAnswersState([]);
    storage.remove(STORAGE_KEYS.questions);
  }, []);

  const resetAll = useCallback(() => {
    clearWizardStorage();
    setDraft(newDraft(init.slug, init.query));
    setAnswersState([]);
    dispatch({ type: 'reset' });
  }, [init.slug, init.query]);

  const goto = useCallback((page: Page, canContinue?: boolean) => dispatch({ type: 'goto', page, canContinue }), []);
  const setCanContinue = useCallback((value: boolean) => dispatch({ type: 'setCanContinue', value }), []);

  return { draft, updateDraft, state, dispatch, goto, setCanContinue, answers, setAnswers, clearAnswers, resetAll };
}

export type WizardStore = ReturnType<typeof useWizardStore>;
