// Sliding-window request counting per API key (and per key and route for routes with their own
// tighter limit): a key is never accepted more than `limit` times in ANY window of `windowMs`,
// as the service promises. A fixed window would let up to twice the limit through across a
// window boundary. Per key, a ring buffer holds the times of the accepted requests still inside
// the window (never more than `limit`), so a take() costs O(1) amortized.
export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface Verdict {
  ok: boolean;
  limit: number;
  remaining: number;
  /** Milliseconds until the oldest accepted request leaves the window (a slot comes back). */
  resetMs: number;
}

/** Accepted times of one key, oldest first, in a ring that grows up to `limit` entries. */
class AcceptedLog {
  private times = new Float64Array(8);
  private head = 0;
  count = 0;

  constructor(private readonly capacity: number) {}

  oldest(): number {
    return this.times[this.head]!;
  }

  dropOlderThan(cutoff: number): void {
    while (this.count > 0 && this.times[this.head]! <= cutoff) {
      this.head = (this.head + 1) % this.times.length;
      this.count--;
    }
  }

  push(at: number): void {
    if (this.count === this.times.length) this.grow();
    this.times[(this.head + this.count) % this.times.length] = at;
    this.count++;
  }

  popNewest(): void {
    if (this.count > 0) this.count--;
  }

  private grow(): void {
    const bigger = new Float64Array(Math.min(this.capacity, this.times.length * 2));
    for (let i = 0; i < this.count; i++) bigger[i] = this.times[(this.head + i) % this.times.length]!;
    this.times = bigger;
    this.head = 0;
  }
}

export class SlidingWindowLimiter {
  private readonly logs = new Map<string, AcceptedLog>();
  constructor(readonly rate: RateLimit) {}

  /** Accepts and records a request of `key` at `now`, or refuses it with the wait. */
  take(key: string, now: number): Verdict {
    const { limit, windowMs } = this.rate;
    let log = this.logs.get(key);
    if (!log) {
      log = new AcceptedLog(limit);
      this.logs.set(key, log);
    }
    log.dropOlderThan(now - windowMs);
    if (log.count >= limit) {
      return { ok: false, limit, remaining: 0, resetMs: log.oldest() + windowMs - now };
    }
    log.push(now);
    return { ok: true, limit, remaining: limit - log.count, resetMs: log.oldest() + windowMs - now };
  }

  /** Undo the last take() of `key` (a later, tighter limit refused the same request). */
  giveBack(key: string): void {
    this.logs.get(key)?.popNewest();
  }
}
