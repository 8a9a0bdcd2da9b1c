// Fixed-window request counting per API key (and per key and route for routes with their own
// tighter limit).
export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface Verdict {
  ok: boolean;
  limit: number;
  remaining: number;
  /** Milliseconds until the window resets. */
  resetMs: number;
}

export class FixedWindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  constructor(readonly rate: RateLimit) {}

  take(key: string, now: number): Verdict {
    let w = this.windows.get(key);
    if (!w || now - w.start >= this.rate.windowMs) {
      w = { start: now, count: 0 };
      this.windows.set(key, w);
    }
    const resetMs = w.start + this.rate.windowMs - now;
    if (w.count >= this.rate.limit) return { ok: false, limit: this.rate.limit, remaining: 0, resetMs };
    w.count++;
    return { ok: true, limit: this.rate.limit, remaining: this.rate.limit - w.count, resetMs };
  }

  /** Undo a take() (used when a later, tighter limit refuses the same request). */
  giveBack(key: string): void {
    const w = this.windows.get(key);
    if (w && w.count > 0) w.count--;
  }
}
