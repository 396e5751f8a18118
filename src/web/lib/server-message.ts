import { ApiError, serverWords } from './api';

/**
 * What to show after a call: the server's own message when it answered (its error flag decides
 * the style), `fallback` when it could not be reached or did not say anything usable. The shape is
 * ui/message-dialog's `ServerMessage`, written out: shared code below the screens does not import ui.
 */
export function messageFromError(error: unknown, fallback: string): { error: true; message: string } {
  if (error instanceof ApiError && error.isRefusal && error.serverMessage) {
    return { error: true, message: serverWords({ message: error.serverMessage, said: error.said }) };
  }
  return { error: true, message: fallback };
}
