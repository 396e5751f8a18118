// Invisible bot check: the server's ALTCHA challenge is solved in the background while the diner
// reads the summary, and the proof is sent with the booking as `botcheck`. When the server has
// the check off (404 on the challenge), nothing is sent.

import { call } from './api';
import type { BotCheckChallenge } from './api-contract';

/** A solved proof older than this is thrown away (the challenge may have expired). */
const MAX_AGE_MS = 5 * 60_000;
const DEFAULT_MAX = 1_000_000;

let pending: { startedAt: number; promise: Promise<string | undefined> } | null = null;

async function solveInWorker(c: BotCheckChallenge, max: number): Promise<number | null> {
  if (typeof Worker !== 'undefined') {
    try {
      return await new Promise<number | null>((resolve, reject) => {
        const worker = new Worker(new URL('./botcheck.worker.ts', import.meta.url), { type: 'module' });
        worker.onmessage = (e: MessageEvent<{ number: number } | null>) => {
          worker.terminate();
          resolve(e.data ? e.data.number : null);
        };
        worker.onerror = (e) => {
          worker.terminate();
          reject(new Error(e.message, { cause: e }));
        };
        worker.postMessage({ challenge: c.challenge, salt: c.salt, algorithm: c.algorithm, max });
      });
    } catch {
      // Worker blocked (old browser, strict policy): solve on the main thread instead.
    }
  }
  const { solveChallenge } = await import('altcha-lib');
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, max).promise;
  return solution ? solution.number : null;
}

async function solve(): Promise<string | undefined> {
  let challenge: BotCheckChallenge;
  try {
    challenge = await call('GET /bot-check/challenge');
  } catch {
    // 404: the bot check is off. Any other failure: the server will say if it needs a proof.
    return undefined;
  }
  if (!challenge || typeof challenge.challenge !== 'string') return undefined;
  const max = challenge.maxnumber ?? DEFAULT_MAX;
  try {
    const number = await solveInWorker(challenge, max);
    if (number === null) return undefined;
    const payload = {
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number,
      salt: challenge.salt,
      signature: challenge.signature,
    };
    return btoa(JSON.stringify(payload));
  } catch {
    return undefined;
  }
}

/** Starts solving a challenge in the background (no-op when one is fresh). */
export function prepareBotCheck(): void {
  if (pending && Date.now() - pending.startedAt < MAX_AGE_MS) return;
  pending = { startedAt: Date.now(), promise: solve() };
}

/** The proof for one submission; each proof is used once. */
export async function takeBotCheck(): Promise<string | undefined> {
  prepareBotCheck();
  const current = pending!;
  pending = null;
  return current.promise;
}

export function discardBotCheck(): void {
  pending = null;
}
