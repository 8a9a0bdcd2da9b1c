// Client-side rate limiter: never more than `limit` requests in any sliding window of `windowMs`.
//
// The server counts a request when it arrives, somewhere between our send and its answer. So a
// slot is held while the request is in flight and only starts its window when the request
// finishes: a request sent after that slot frees up therefore arrives more than `windowMs` after
// the one it replaces, whatever the latency. Waiters are served first come, first served.
//
// A 429 pauses the requests that wait out a pause (reads) until its Retry-After has passed; one
// that would not wait that long is refused at once (PausedError) instead of hanging. Requests
// that ignore the pause (writes, which are never retried after a 429) still need a free slot.
// The limiter may be shared by several clients (shared-limiter.ts): each cancels only its own
// waits when it closes.
import { AbortError } from './errors.js';
import { systemClock, type Clock } from './clock.js';
import { whenAborted } from './abort-listeners.js';

export interface RateLimiterOptions {
  limit: number;
  windowMs: number;
  clock?: Clock;
}

export interface AcquireOptions {
  signal?: AbortSignal;
  /** Who asks (a client sharing this limiter), so cancel(owner) ends its waits only. */
  owner?: object;
  /** Go as soon as a slot is free even during a 429 pause (writes: the server's answer stands). */
  ignorePause?: boolean;
  /** The longest pause worth waiting out; a longer one refuses the wait with PausedError. */
  maxPauseMs?: number;
}

/** Hand this back when the request is finished (answered, failed or aborted). */
export type ReleaseSlot = () => void;

/** The limiter is paused by a 429 for longer than the request would wait. */
export class PausedError extends Error {
  override name = 'PausedError';
  constructor(readonly remainingMs: number) {
    super(`paused for another ${remainingMs} ms by a 429`);
  }
}

interface Waiter extends AcquireOptions {
  resolve: (release: ReleaseSlot) => void;
  reject: (e: Error) => void;
  /** Stops waiting for the signal (see abort-listeners.ts). */
  stopWaiting?: () => void;
}

export class RateLimiter {
  readonly limit: number;
  readonly windowMs: number;
  private readonly clock: Clock;
  private inFlight = 0;
  /** Finish times of completed requests still inside the window, oldest first. */
  private readonly finished: number[] = [];
  private finishedHead = 0;
  private pausedUntil = 0;
  private readonly waiters: Waiter[] = [];
  private readonly listeners = new Set<(remaining: number) => void>();
  private timer: unknown = null;
  private timerAt = Infinity;
  private timerKeepsAlive = false;
  private lastEmitted: number;
  private closed = false;

  constructor(o: RateLimiterOptions) {
    if (!Number.isInteger(o.limit) || o.limit < 1) throw new RangeError('rate limit must be a positive integer');
    if (!(o.windowMs > 0)) throw new RangeError('rate limit window must be positive');
    this.limit = o.limit;
    this.windowMs = o.windowMs;
    this.clock = o.clock ?? systemClock;
    this.lastEmitted = o.limit;
  }

  /**
   * Waits for a free slot (first come, first served among those that may go). Rejects with
   * AbortError if the signal fires or the owner is cancelled, and with PausedError when a 429
   * pause is longer than `maxPauseMs`.
   */
  acquire(signalOrOptions?: AbortSignal | AcquireOptions): Promise<ReleaseSlot> {
    const o: AcquireOptions =
      signalOrOptions instanceof AbortSignal ? { signal: signalOrOptions } : (signalOrOptions ?? {});
    if (this.closed) return Promise.reject(new AbortError('Client closed'));
    if (o.signal?.aborted) return Promise.reject(new AbortError());
    return new Promise<ReleaseSlot>((resolve, reject) => {
      const waiter: Waiter = { ...o, resolve, reject };
      if (o.signal) {
        waiter.stopWaiting = whenAborted(o.signal, () => {
          const index = this.waiters.indexOf(waiter);
          if (index >= 0) this.waiters.splice(index, 1);
          reject(new AbortError());
          this.pump();
        });
      }
      this.waiters.push(waiter);
      this.pump();
    });
  }

  /** Requests that could start now without waiting (0 while paused by a 429). */
  remaining(): number {
    const now = this.clock.now();
    this.prune(now);
    if (now < this.pausedUntil) return 0;
    return Math.max(0, this.limit - this.inFlight - this.windowCount());
  }

  /** Milliseconds left of the current 429 pause (0 when not paused). */
  pausedForMs(): number {
    return Math.max(0, this.pausedUntil - this.clock.now());
  }

  /** Called with the new remaining count whenever it changes; returns an unsubscribe function. */
  onChange(listener: (remaining: number) => void): () => void {
    this.listeners.add(listener);
    this.schedule();
    return () => {
      this.listeners.delete(listener);
      // Without listeners a display refresh timer is no longer needed.
      this.schedule();
    };
  }

  /** The server said 429: reads send nothing until `ms` from now. */
  pauseFor(ms: number): void {
    const until = this.clock.now() + Math.max(0, ms);
    if (until > this.pausedUntil) this.pausedUntil = until;
    this.pump();
  }

  /** Rejects the waits of one owner (a client that closes) and leaves everyone else's alone. */
  cancel(owner: object): void {
    const mine = this.waiters.filter((w) => w.owner === owner);
    if (mine.length === 0) return;
    for (const waiter of mine) this.drop(waiter, new AbortError('Client closed'));
    this.pump();
  }

  /** Nothing in flight, waiting, listening, paused or inside the window: forgetting it loses nothing. */
  isIdle(): boolean {
    const now = this.clock.now();
    this.prune(now);
    return (
      this.inFlight === 0 &&
      this.waiters.length === 0 &&
      this.listeners.size === 0 &&
      now >= this.pausedUntil &&
      this.windowCount() === 0
    );
  }

  /** Rejects every waiter and stops timers. */
  close(): void {
    this.closed = true;
    this.cancelTimer();
    for (const waiter of [...this.waiters]) this.drop(waiter, new AbortError('Client closed'));
    this.listeners.clear();
  }

  private drop(waiter: Waiter, error: Error): void {
    const index = this.waiters.indexOf(waiter);
    if (index >= 0) this.waiters.splice(index, 1);
    waiter.stopWaiting?.();
    waiter.reject(error);
  }

  private windowCount(): number {
    return this.finished.length - this.finishedHead;
  }

  private prune(now: number): void {
    const cutoff = now - this.windowMs;
    while (this.finishedHead < this.finished.length && this.finished[this.finishedHead]! <= cutoff) {
      this.finishedHead++;
    }
    // Compact now and then so the array does not grow without bound.
    if (this.finishedHead > 1024 && this.finishedHead * 2 > this.finished.length) {
      this.finished.splice(0, this.finishedHead);
      this.finishedHead = 0;
    }
  }

  private release(): void {
    this.inFlight--;
    this.finished.push(this.clock.now());
    this.pump();
  }

  /** Starts every waiter that may go now, tells listeners, and arranges to run again later. */
  private pump(): void {
    if (this.closed) return;
    const now = this.clock.now();
    this.prune(now);
    const pausedMs = Math.max(0, this.pausedUntil - now);
    if (pausedMs > 0) {
      // Refuse at once whoever would not wait this long, rather than let them hang.
      for (const waiter of this.waiters.filter(
        (w) => !w.ignorePause && w.maxPauseMs !== undefined && pausedMs > w.maxPauseMs,
      )) {
        this.drop(waiter, new PausedError(pausedMs));
      }
    }
    for (let i = 0; i < this.waiters.length && this.inFlight + this.windowCount() < this.limit; ) {
      const waiter = this.waiters[i]!;
      if (pausedMs > 0 && !waiter.ignorePause) {
        i++;
        continue;
      }
      this.waiters.splice(i, 1);
      waiter.stopWaiting?.();
      this.inFlight++;
      let released = false;
      waiter.resolve(() => {
        if (released) return;
        released = true;
        this.release();
      });
    }
    this.emit();
    // Timed from the same `now` that found the pause still running: a fresh read may already be
    // past its end and would time the wake-up by the window instead, stranding the waiters.
    this.schedule(now);
  }

  private emit(): void {
    if (this.listeners.size === 0) return;
    const remaining = this.remaining();
    if (remaining === this.lastEmitted) return;
    this.lastEmitted = remaining;
    for (const listener of this.listeners) listener(remaining);
  }

  /** The next moment something can change: a pause ends or a finished request leaves the window. */
  private nextChangeAt(now: number): number {
    const slotBackAt = this.windowCount() > 0 ? this.finished[this.finishedHead]! + this.windowMs : Infinity;
    if (now >= this.pausedUntil) return slotBackAt;
    // During a pause only a request that ignores it cares when a slot comes back.
    const slotWanted = this.waiters.some((w) => w.ignorePause) && this.inFlight + this.windowCount() >= this.limit;
    return slotWanted ? Math.min(this.pausedUntil, slotBackAt) : this.pausedUntil;
  }

  private schedule(now: number = this.clock.now()): void {
    if (this.closed) return;
    const needed = this.waiters.length > 0 || this.listeners.size > 0;
    const at = needed ? this.nextChangeAt(now) : Infinity;
    // Keep the process alive only while someone waits for a slot; a display refresh may not.
    const keepAlive = this.waiters.length > 0;
    if (at === this.timerAt && keepAlive === this.timerKeepsAlive) return;
    this.cancelTimer();
    if (at === Infinity) return;
    this.timerAt = at;
    this.timerKeepsAlive = keepAlive;
    this.timer = this.clock.setTimer(
      () => {
        this.timer = null;
        this.timerAt = Infinity;
        this.pump();
      },
      Math.max(0, at - now),
      keepAlive,
    );
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.clock.clearTimer(this.timer);
    this.timer = null;
    this.timerAt = Infinity;
  }
}
