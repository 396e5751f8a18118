// Solves an ALTCHA proof-of-work challenge off the main thread.
import { solveChallenge } from 'altcha-lib';

interface WorkMessage {
  challenge: string;
  salt: string;
  algorithm: string;
  max: number;
}

self.onmessage = async (event: MessageEvent<WorkMessage>) => {
  const { challenge, salt, algorithm, max } = event.data;
  try {
    const solution = await solveChallenge(challenge, salt, algorithm, max).promise;
    self.postMessage(solution ? { number: solution.number } : null);
  } catch {
    self.postMessage(null);
  }
};
