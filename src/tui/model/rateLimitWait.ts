// The request budget as the user needs to hear of it: when the server said the rate limit is used
// up (a 429; the client waits out its Retry-After by itself), until when, and what the limit is,
// so a screen still waiting for its first answer says why ("the API's rate limit (600 per 60 s)
// is used up: waiting 27 s") instead of "Loading...".
import { DEFAULT_RATE_LIMIT, parseRetryAfter, pausesTheAccount, type ResponseEvent } from '../../client/index.js';
import { systemClock, type Clock } from '../../client/clock.js';

export interface RateLimitFacts {
  limit: number;
  windowMs: number;
}

export class RateLimitWait {
  /** When the client may send again (epoch ms); undefined: not waiting. */
  private until: number | undefined;
  private limit: number;

  constructor(
    private readonly rate: RateLimitFacts = DEFAULT_RATE_LIMIT,
    private readonly clock: Clock = systemClock,
  ) {
    this.limit = rate.limit;
  }

  /** Pass every answer of the client here (its onResponse, through the response feed). */
  onResponse = (event: ResponseEvent): void => {
    // A 429 of an endpoint's own budget (5 per 10 s for a check's runs) stops that endpoint only.
    if (event.status !== 429 || !pausesTheAccount(event, this.rate.limit)) return;
    const wait = parseRetryAfter(event.headers['retry-after']) ?? 1000;
    const limit = Number(event.headers['x-ratelimit-limit']);
    if (Number.isInteger(limit) && limit > 0) this.limit = limit;
    this.until = Math.max(this.until ?? 0, this.clock.now() + wait);
  };

  /** Milliseconds left of the wait (0: not waiting). */
  waitMs(): number {
    return this.until === undefined ? 0 : Math.max(0, this.until - this.clock.now());
  }

  /** "the API's rate limit (600 per 60 s) is used up: waiting 27 s", or undefined. */
  sentence(): string | undefined {
    const ms = this.waitMs();
    if (ms <= 0) return undefined;
    const window = Math.round(this.rate.windowMs / 1000);
    return `the API's rate limit (${this.limit} per ${window} s) is used up: waiting ${Math.ceil(ms / 1000)} s`;
  }
}
