// The knobs of the check index (--refresh, --bell) and the shapes of its state the screen reads.

export interface TriageSettings {
  /** Statuses are asked for again this often (ms); null: never by itself. */
  refreshMs: number | null;
  /** Ring the terminal bell when a check turns failing. */
  bell: boolean;
  ring?: () => void;
  /** A check whose last runs changed state more than this many times is flapping (settings.json). */
  flapThreshold?: number;
  /** The rate limit the background loading takes its share of. */
  rateLimit?: { limit: number; windowMs: number };
  /** Share of the rate-limit window for the background loading (default a quarter). */
  share?: number;
}

export const DEFAULT_TRIAGE_SETTINGS: TriageSettings = { refreshMs: 30_000, bell: false };

export interface StaleNote {
  /** When the last refresh failed (epoch ms). */
  at: number;
  reason: string;
}

export interface SearchState {
  text: string;
  /** The server's count of matches, once it answered (null: not asked, or asking). */
  total: number | null;
  loading: boolean;
}
