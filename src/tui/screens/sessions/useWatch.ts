// `w`: wait for a running session to reach its final state with the completion long-poll
// (GET /v1/test-sessions/{id}/completion), asking again on each 408. One request is out at a
// time; leaving the screen aborts it. When the session ends, the bell rings once. A network error
// or a failing server does not end the watch: it reconnects with backoff.
import { useEffect, useRef, useState } from 'react';
import type { TestSessionDetail } from '../../../client/schemas/index.js';
import { isAbort, type CompletionResult } from '../../../client/index.js';
import { NetworkError, RateLimitedError, ServerError, TimeoutError } from '../../../client/errors.js';
import { isFinalStatus } from '../../../format/status.js';
import { useClient } from '../../hooks/useClient.js';

/** The shortest time between two completion requests. */
const MIN_ROUND_MS = 1000;
/** After a failed request: 1 s, 2 s, 4 s... up to 30 s between attempts. */
const RETRY_BASE_MS = 1000;
const MAX_RETRY_MS = 30_000;

/** Errors that may pass by themselves; a 4xx (the session is gone, the key refused) will not. */
function worthRetrying(error: unknown): boolean {
  return (
    error instanceof NetworkError ||
    error instanceof TimeoutError ||
    error instanceof ServerError ||
    error instanceof RateLimitedError
  );
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}

/** The store.ui key that says "watch this session when its screen is open". */
export function watchFlagKey(sessionId: string): string {
  return `sessions:watch:${sessionId}`;
}

export type WatchState =
  | { phase: 'idle' }
  | { phase: 'watching'; since: number; waits: number }
  /** The server could not be reached (or failed): asked again at `retryAt`, the watch goes on. */
  | { phase: 'reconnecting'; since: number; attempt: number; error: unknown; retryAt: number }
  | { phase: 'done'; session: TestSessionDetail; since: number; at: number }
  | { phase: 'failed'; error: unknown };

export interface WatchOptions {
  /** 1..30: how long each long-poll may wait on the server. */
  waitSeconds: number;
  /** Called once with the final session. */
  onDone: (session: TestSessionDetail) => void;
  /** Called when the watch stops on an error. */
  onFailed: () => void;
}

export function useWatch(sessionId: string, enabled: boolean, o: WatchOptions): WatchState {
  const client = useClient();
  const [state, setState] = useState<WatchState>({ phase: 'idle' });
  const latest = useRef(o);
  latest.current = o;
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const { signal } = controller;
    const since = Date.now();
    setState({ phase: 'watching', since, waits: 0 });
    (async () => {
      let failures = 0;
      for (let waits = 0; ; waits++) {
        const asked = Date.now();
        let answer: CompletionResult;
        try {
          answer = await client.awaitTestSessionCompletion(
            sessionId,
            { maxWaitSeconds: latest.current.waitSeconds },
            { signal },
          );
          failures = 0;
        } catch (error) {
          if (signal.aborted || isAbort(error) || !worthRetrying(error)) throw error;
          // A network error or a failing server: try again with backoff, still watching (and ringing).
          failures++;
          const wait = Math.min(MAX_RETRY_MS, RETRY_BASE_MS * 2 ** (failures - 1));
          setState({ phase: 'reconnecting', since, attempt: failures, error, retryAt: Date.now() + wait });
          await pause(wait, signal);
          if (signal.aborted) return;
          continue;
        }
        if (signal.aborted) return;
        if (answer.done && isFinalStatus(answer.session.status)) {
          setState({ phase: 'done', session: answer.session, since, at: Date.now() });
          latest.current.onDone(answer.session);
          return;
        }
        // 408: still running after the wait; ask again at once, since the server did the waiting.
        // A server that answers without waiting is not asked in a tight loop.
        setState({ phase: 'watching', since, waits: waits + 1 });
        if (Date.now() - asked < MIN_ROUND_MS) await pause(MIN_ROUND_MS, signal);
        if (signal.aborted) return;
      }
    })().catch((error: unknown) => {
      if (signal.aborted || isAbort(error)) return;
      setState({ phase: 'failed', error });
      latest.current.onFailed();
    });
    return () => controller.abort();
  }, [client, sessionId, enabled]);
  return state;
}
