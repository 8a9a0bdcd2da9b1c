// A clock for unit tests: time moves only when the test advances it, and timers fire in order.
import type { Clock } from '../../src/client/clock.js';

interface Timer {
  id: number;
  at: number;
  fn: () => void;
  keepAlive: boolean;
}

/** Lets pending promise callbacks (and the work they schedule) run. */
export function flush(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export class FakeClock implements Clock {
  private current: number;
  private timers: Timer[] = [];
  private nextId = 1;

  constructor(start = 1_000_000) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  setTimer(fn: () => void, ms: number, keepAlive: boolean): unknown {
    const timer = { id: this.nextId++, at: this.current + Math.max(0, ms), fn, keepAlive };
    this.timers.push(timer);
    return timer.id;
  }

  clearTimer(handle: unknown): void {
    this.timers = this.timers.filter((t) => t.id !== handle);
  }

  pendingTimers(): number {
    return this.timers.length;
  }

  /** Pending timers that would keep a real process alive. */
  keepAliveTimers(): number {
    return this.timers.filter((t) => t.keepAlive).length;
  }

  /** Moves time forward by `ms`, firing due timers in order and settling promises in between. */
  async advance(ms: number): Promise<void> {
    const target = this.current + ms;
    await flush();
    for (;;) {
      const due = this.timers.filter((t) => t.at <= target).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.current = Math.max(this.current, due.at);
      due.fn();
      await flush();
    }
    this.current = target;
    await flush();
  }
}
