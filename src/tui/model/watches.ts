// Running watches (`w` on a running session): each waits for its session's final state with the
// completion long-poll (GET /v1/test-sessions/{id}/completion, asked again on each 408), whatever
// screen is shown, and rings the bell once when it ends. A lost server does not end a watch: it
// asks for the session (a plain read, answered at once) after 250 ms, 500 ms, then every second,
// one request per try (the client's own retries are off), so it is back within a second of the
// server's return and spends no more of the rate limit than the backoff it shows. The clock of a
// watch is the session's own: "running for" counts from its startedAt.
import { isAbort, type VigilClient } from '../../client/index.js';
import type { TestSessionDetail } from '../../client/schemas/index.js';
import { NetworkError, RateLimitedError, ServerError, TimeoutError } from '../../client/errors.js';
import { sleep, systemClock, type Clock } from '../../client/clock.js';
import { isFinalStatus } from '../../format/status.js';

/** Between two tries while the server cannot be reached: 250 ms, 500 ms, then 1 s. */
const RECONNECT_DELAYS_MS: readonly number[] = [250, 500, 1000];
/** The shortest time between two completion requests (a server that answers without waiting). */
const MIN_ROUND_MS = 1000;

export type WatchState =
  | { phase: 'idle' }
  /** `startedAt`: the session's own start (epoch ms), for "running for". */
  | { phase: 'watching'; startedAt: number; waits: number }
  /** The server could not be reached (or failed): tried again at `retryAt` (now, when past). */
  | { phase: 'reconnecting'; startedAt: number; attempt: number; error: unknown; retryAt: number }
  | { phase: 'done'; session: TestSessionDetail }
  | { phase: 'failed'; error: unknown };

export interface WatchesDeps {
  client: VigilClient;
  /** The bell, rung once when a watched session ends. */
  ring: () => void;
  /** The final session, for whoever keeps sessions (the screens' cache). */
  onDone?: (session: TestSessionDetail) => void;
  clock?: Clock;
}

const IDLE: WatchState = { phase: 'idle' };

/** Errors that may pass by themselves; a 4xx (the session is gone, the key refused) will not. */
function worthRetrying(error: unknown): boolean {
  return (
    error instanceof NetworkError ||
    error instanceof TimeoutError ||
    error instanceof ServerError ||
    error instanceof RateLimitedError
  );
}

export class SessionWatches {
  private readonly states = new Map<string, WatchState>();
  private readonly running = new Map<string, AbortController>();
  private readonly listeners = new Set<() => void>();
  private readonly clock: Clock;
  private version = 0;

  constructor(private readonly deps: WatchesDeps) {
    this.clock = deps.clock ?? systemClock;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = (): number => this.version;

  state(sessionId: string): WatchState {
    return this.states.get(sessionId) ?? IDLE;
  }

  isRunning(sessionId: string): boolean {
    return this.running.has(sessionId);
  }

  /** Watch a running session (nothing when it is already watched). */
  start(session: Pick<TestSessionDetail, 'testSessionId' | 'startedAt'>, waitSeconds: number): void {
    const id = session.testSessionId;
    if (this.running.has(id)) return;
    const controller = new AbortController();
    this.running.set(id, controller);
    const startedAt = Date.parse(session.startedAt) || this.clock.now();
    this.set(id, { phase: 'watching', startedAt, waits: 0 });
    void this.run(id, startedAt, waitSeconds, controller.signal)
      .catch((error: unknown) => {
        if (!controller.signal.aborted && !isAbort(error)) this.set(id, { phase: 'failed', error });
      })
      .finally(() => {
        if (this.running.get(id) === controller) this.running.delete(id);
      });
  }

  close(): void {
    for (const controller of this.running.values()) controller.abort();
    this.running.clear();
  }

  private set(id: string, state: WatchState): void {
    this.states.set(id, state);
    this.version++;
    for (const l of this.listeners) l();
  }

  private finish(id: string, session: TestSessionDetail): void {
    this.set(id, { phase: 'done', session });
    this.deps.onDone?.(session);
    this.deps.ring();
  }

  private async run(id: string, startedAt: number, waitSeconds: number, signal: AbortSignal): Promise<void> {
    const { client } = this.deps;
    for (let waits = 0; !signal.aborted; waits++) {
      const asked = this.clock.now();
      let answer: Awaited<ReturnType<VigilClient['awaitTestSessionCompletion']>>;
      try {
        answer = await client.awaitTestSessionCompletion(
          id,
          { maxWaitSeconds: waitSeconds },
          { signal, maxRetries: 0 },
        );
      } catch (error) {
        if (signal.aborted || isAbort(error) || !worthRetrying(error)) throw error;
        const session = await this.reconnect(id, startedAt, error, signal);
        if (!session) return;
        if (isFinalStatus(session.status)) return this.finish(id, session);
        this.set(id, { phase: 'watching', startedAt, waits });
        continue;
      }
      if (signal.aborted) return;
      if (answer.done && isFinalStatus(answer.session.status)) return this.finish(id, answer.session);
      // 408: still running after the wait; ask again at once, since the server did the waiting.
      this.set(id, { phase: 'watching', startedAt, waits: waits + 1 });
      const took = this.clock.now() - asked;
      if (took < MIN_ROUND_MS) await this.pause(MIN_ROUND_MS - took, signal);
    }
  }

  /** Ask for the session until the server answers: its state then, or undefined when stopped. */
  private async reconnect(
    id: string,
    startedAt: number,
    firstError: unknown,
    signal: AbortSignal,
  ): Promise<TestSessionDetail | undefined> {
    let error = firstError;
    for (let attempt = 1; !signal.aborted; attempt++) {
      const wait = RECONNECT_DELAYS_MS[Math.min(attempt - 1, RECONNECT_DELAYS_MS.length - 1)] as number;
      this.set(id, { phase: 'reconnecting', startedAt, attempt, error, retryAt: this.clock.now() + wait });
      await this.pause(wait, signal);
      if (signal.aborted) return undefined;
      try {
        return await this.deps.client.getTestSession(id, { signal, maxRetries: 0 });
      } catch (e) {
        if (signal.aborted || isAbort(e) || !worthRetrying(e)) throw e;
        error = e;
      }
    }
    return undefined;
  }

  private pause(ms: number, signal: AbortSignal): Promise<void> {
    return sleep(this.clock, ms, signal, () => new Error('stopped')).catch(() => undefined);
  }
}
