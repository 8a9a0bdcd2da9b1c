// Time, injectable so the limiter and retry waits can be tested with a fake clock.

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
    const abort = (): void => {
      clock.clearTimer(handle);
      reject(onAbort());
    };
    const handle = clock.setTimer(
      () => {
        signal?.removeEventListener('abort', abort);
        resolve();
      },
      ms,
      true,
    );
    signal?.addEventListener('abort', abort, { once: true });
  });
}
