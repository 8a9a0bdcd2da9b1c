// Time, injectable so the limiter and retry waits can be tested with a fake clock.
import { whenAborted } from './abort-listeners.js';

export interface Clock {
  now(): number;
  /**
   * Calls `fn` after `ms`. `keepAlive: false` lets the process exit while the timer is pending
   * (for timers that only refresh a display).
   */
  setTimer(fn: () => void, ms: number, keepAlive: boolean): unknown;
  clearTimer(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimer(fn, ms, keepAlive) {
    const timer = setTimeout(fn, Math.max(0, ms));
    if (!keepAlive) timer.unref();
    return timer;
  },
  clearTimer(handle) {
    clearTimeout(handle as NodeJS.Timeout);
  },
};

/** Resolves after `ms` on `clock`; rejects with `onAbort()` if `signal` fires first. */
export function sleep(clock: Clock, ms: number, signal: AbortSignal | undefined, onAbort: () => Error): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(onAbort());
      return;
    }
    const handle = clock.setTimer(
      () => {
        stopWaiting?.();
        resolve();
      },
      ms,
      true,
    );
    const stopWaiting = signal
      ? whenAborted(signal, () => {
          clock.clearTimer(handle);
          reject(onAbort());
        })
      : undefined;
  });
}
