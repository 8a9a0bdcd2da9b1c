// The share of the rate-limit window the background loading of every check may use: at most
// `share` of `limit` requests in any window of `windowMs`, counted when each request starts (a
// request it holds back waits for the oldest one to leave the window). It also records its
// peak, for the bench and the tests.

export interface BudgetOptions {
  limit: number;
  windowMs: number;
  /** 0 < share <= 1; the background loading uses a quarter. */
  share: number;
  now?: () => number;
}

export class LoadBudget {
  readonly allowed: number;
  private readonly starts: number[] = [];
  private peak = 0;
  spent = 0;
  private readonly now: () => number;

  constructor(private readonly o: BudgetOptions) {
    this.allowed = Math.max(1, Math.floor(o.limit * o.share));
    this.now = o.now ?? Date.now;
  }

  private prune(at: number): void {
    while (this.starts.length > 0 && (this.starts[0] as number) <= at - this.o.windowMs) this.starts.shift();
  }

  /** Milliseconds until one more request fits (0: now). */
  waitMs(): number {
    const at = this.now();
    this.prune(at);
    if (this.starts.length < this.allowed) return 0;
    return (this.starts[0] as number) + this.o.windowMs - at;
  }

  /** Count a request that starts now. */
  take(): void {
    const at = this.now();
    this.prune(at);
    this.starts.push(at);
    this.spent++;
    this.peak = Math.max(this.peak, this.starts.length);
  }

  /** The most requests seen in one window, as a share of the whole rate limit (0..1). */
  peakShare(): number {
    return this.peak / this.o.limit;
  }
}
