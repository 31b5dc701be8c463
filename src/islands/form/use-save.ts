/**
 * The one request a seller's form sends, and how it failed: a connection that failed (the action's call
 * rejected, or the browser says it is offline) is told apart from a refusal by the server. After a failed
 * connection the form keeps everything typed and offers to try again; a refusal goes to the form to show.
 */
import { useState } from 'react';

/** An action's answer as its call returns it. */
export interface ActionAnswer<T> {
  data?: T;
  error?: unknown;
}

/**
 * Whether a failure is the connection's, not the server's: the call itself rejected (fetch throws a TypeError
 * when no answer came), or the browser knows it is offline. A refusal the server sent has a code and is not.
 */
export function isConnectionFailure(
  error: unknown,
  online = typeof navigator === 'undefined' || navigator.onLine !== false,
) {
  if (!online) return true;
  if (error instanceof TypeError) return true;
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'NetworkError';
}

/** How a send ended: saved with the data, refused by the server, or not sent for lack of a connection. */
export type SaveOutcome<T> = { kind: 'saved'; data: T } | { kind: 'refused'; error: unknown } | { kind: 'offline' };

/** Sorts an action's call into one of the three outcomes; never throws. */
export async function settle<T>(send: () => Promise<ActionAnswer<T>>): Promise<SaveOutcome<T>> {
  try {
    const { data, error } = await send();
    if (error === undefined || error === null) return { kind: 'saved', data: data as T };
    return isConnectionFailure(error) ? { kind: 'offline' } : { kind: 'refused', error };
  } catch (error) {
    return isConnectionFailure(error) ? { kind: 'offline' } : { kind: 'refused', error };
  }
}

/**
 * The save state shared by the seller's forms: which send is under way (`busy`, the intent for a form with
 * two buttons) and, after a send failed for lack of a connection, which one (`failed`), so that Try Again
 * sends it again from the values as they are then. `send` runs one request at a time and calls `saved` or
 * `refused` with what the server said; nothing typed is touched.
 */
export function useSave<K = true>() {
  const [busy, setBusy] = useState<K | null>(null);
  const [failed, setFailed] = useState<K | null>(null);

  const send = async <T>(
    intent: K,
    call: () => Promise<ActionAnswer<T>>,
    handlers: { saved: (data: T) => void; refused: (error: unknown) => void },
  ) => {
    if (busy !== null) return;
    setFailed(null);
    setBusy(intent);
    const outcome = await settle(call);
    setBusy(null);
    if (outcome.kind === 'saved') handlers.saved(outcome.data);
    else if (outcome.kind === 'refused') handlers.refused(outcome.error);
    else setFailed(intent);
  };

  return { busy, failed, offline: failed !== null, send, clearFailed: () => setFailed(null) };
}
