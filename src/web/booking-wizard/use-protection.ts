import { useCallback, useEffect, useState } from 'react';
import type { DinerProtection } from '../../domain/schemas/responses/diner-payment';
import { ApiError } from '../lib/api';
import { useLanguageKeptState } from '../i18n/language-kept-state';
import { bookingApi } from './api';

// The guarantee or deposit the restaurant asks for the chosen slot, read when the summary shows:
// its words, its amount, and the version the diner's tick accepts. The tick holds for that version
// only: words changed in between (another language, the restaurant's new terms) must be ticked again.

export type ProtectionLoad = { status: 'none' } | { status: 'loading' } | { status: 'error' } | { status: 'ready'; protection: DinerProtection };

export interface ProtectionRequest {
  active: boolean;
  slug: string;
  date: string;
  hour: string;
  covers: number;
  /** The contact details the booking will send, as it sends them: the answer may depend on them. */
  email: string;
  phone: string;
}

/** The refusal's machine word (`object.reason`): the server's way to say the words changed. */
function reasonOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as { object?: { reason?: unknown } } | null;
  return typeof body?.object?.reason === 'string' ? body.object.reason : null;
}

/** A booking refused because the diner has not accepted the words in force (changed, or new). */
export function isProtectionRefusal(error: unknown): boolean {
  const reason = reasonOf(error);
  return reason === 'protection_changed' || reason === 'protection_consent_required';
}

export function useProtection({ active, slug, date, hour, covers, email, phone }: ProtectionRequest) {
  const [load, setLoad] = useState<ProtectionLoad>({ status: 'none' });
  const [acceptedVersion, setAcceptedVersion] = useLanguageKeptState<string | null>('wizard.protection-accepted', null);
  const [changed, setChanged] = useLanguageKeptState('wizard.protection-changed', false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!active) {
      setLoad({ status: 'none' });
      return;
    }
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    bookingApi
      .protection({ slug, date, hour, covers, email, phone }, controller.signal)
      .then((answer) => setLoad(answer.protection ? { status: 'ready', protection: answer.protection } : { status: 'none' }))
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ status: 'error' });
      });
    return () => controller.abort();
  }, [active, slug, date, hour, covers, email, phone, attempt]);

  const protection = load.status === 'ready' ? load.protection : null;
  const accepted = protection !== null && acceptedVersion === protection.version;

  const setAccepted = useCallback(
    (tick: boolean) => {
      if (load.status !== 'ready') return;
      setAcceptedVersion(tick ? load.protection.version : null);
      if (tick) setChanged(false);
    },
    [load, setAcceptedVersion, setChanged],
  );

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  /** The server refused the tick: the words are read again, unticked, and the diner told why. */
  const reloadChanged = useCallback(() => {
    setAcceptedVersion(null);
    setChanged(true);
    setAttempt((n) => n + 1);
  }, [setAcceptedVersion, setChanged]);

  return {
    load,
    protection,
    accepted,
    changed,
    setAccepted,
    retry,
    reloadChanged,
    /** Booking may go on: nothing asked, or the words in force ticked. */
    satisfied: load.status === 'none' || accepted,
    /** The version to send with the booking. */
    version: protection && accepted ? protection.version : undefined,
  };
}

export type ProtectionControl = ReturnType<typeof useProtection>;
