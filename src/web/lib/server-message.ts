import { ApiError, serverWords } from './api';
import type { ServerMessage } from '../ui/message-dialog';

/**
 * What to show after a call: the server's own message when it answered (its error flag decides
 * the style), `fallback` when it could not be reached or did not say anything usable.
 */
export function messageFromError(error: unknown, fallback: string): ServerMessage {
  if (error instanceof ApiError && error.isRefusal && error.serverMessage) {
    return { error: true, message: serverWords({ message: error.serverMessage, said: error.said }) };
  }
  return { error: true, message: fallback };
}
