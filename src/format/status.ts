// Test-session statuses as people see them. On the wire they are upper case (RUNNING, FAILED,
// PASSED, CANCELLED); the command line shows and accepts lower case. Status is never told by
// colour alone: every status has a short ASCII word that stands beside any colour.
import { sanitizeLine } from '../sanitize.js';
import { truncate } from './width.js';

export const SESSION_STATUSES = ['RUNNING', 'FAILED', 'PASSED', 'CANCELLED'] as const;
export type SessionStatusValue = (typeof SESSION_STATUSES)[number];

/** What a renderer colours a status with; the TUI theme and the ANSI helper both map from it. */
export type StatusTone = 'failed' | 'passed' | 'running' | 'cancelled' | 'degraded' | 'unknown';

const WORDS: Record<SessionStatusValue, string> = {
  RUNNING: 'RUN',
  FAILED: 'FAIL',
  PASSED: 'PASS',
  CANCELLED: 'CANCEL',
};

/** The table word: 'FAILED' -> 'FAIL'. Unknown statuses show as given (upper case, cut to 6). */
export function statusWord(status: string | null | undefined): string {
  if (!status) return '?';
  const upper = status.toUpperCase();
  // An unknown status is server text: escaped, and cut to the column without splitting a character.
  return WORDS[upper as SessionStatusValue] ?? truncate(sanitizeLine(upper), STATUS_WORD_WIDTH);
}

/** Widest status word, for a column that never needs truncating. */
export const STATUS_WORD_WIDTH = 6;

/** The prose word: 'FAILED' -> 'failed'. */
export function statusLabel(status: string | null | undefined): string {
  return status ? sanitizeLine(status.toLowerCase()) : 'unknown';
}

export function statusTone(status: string | null | undefined): StatusTone {
  switch (status?.toUpperCase()) {
    case 'FAILED':
      return 'failed';
    case 'PASSED':
      return 'passed';
    case 'RUNNING':
      return 'running';
    case 'CANCELLED':
      return 'cancelled';
    default:
      return 'unknown';
  }
}

/** Sessions and results that finished (or will never finish): not RUNNING. */
export function isFinalStatus(status: string | null | undefined): boolean {
  return status?.toUpperCase() !== 'RUNNING';
}

/** Order for "what needs me first": failures, then running, cancelled, passed. */
export function statusRank(status: string | null | undefined): number {
  switch (status?.toUpperCase()) {
    case 'FAILED':
      return 0;
    case 'RUNNING':
      return 1;
    case 'CANCELLED':
      return 2;
    case 'PASSED':
      return 3;
    default:
      return 4;
  }
}

/** A result's word: a passed result that was degraded says DEGR so it is not mistaken for fine. */
export function resultStatusWord(result: { status?: string | null; isDegraded?: boolean | null }): string {
  if (result.status?.toUpperCase() === 'PASSED' && result.isDegraded) return 'DEGR';
  return statusWord(result.status);
}

export function resultStatusTone(result: { status?: string | null; isDegraded?: boolean | null }): StatusTone {
  if (result.status?.toUpperCase() === 'PASSED' && result.isDegraded) return 'degraded';
  return statusTone(result.status);
}

export const CLI_STATUSES = SESSION_STATUSES.map((s) => s.toLowerCase());

/** 'failed' (any case) -> 'FAILED'; null for anything else. */
export function parseStatus(text: string): SessionStatusValue | null {
  const upper = text.trim().toUpperCase();
  return (SESSION_STATUSES as readonly string[]).includes(upper) ? (upper as SessionStatusValue) : null;
}

export const SESSION_PROVIDERS = ['GITHUB', 'VERCEL', 'API', 'TRIGGER', 'PW_REPORTER'] as const;
export type SessionProviderValue = (typeof SESSION_PROVIDERS)[number];
export const CLI_PROVIDERS = SESSION_PROVIDERS.map((p) => p.toLowerCase());

/** 'pw_reporter' or 'pw-reporter' (any case) -> 'PW_REPORTER'; null for anything else. */
export function parseProvider(text: string): SessionProviderValue | null {
  const upper = text.trim().replace(/-/g, '_').toUpperCase();
  return (SESSION_PROVIDERS as readonly string[]).includes(upper) ? (upper as SessionProviderValue) : null;
}

/** Provider as shown: lower case, like the command line accepts it. */
export function providerLabel(provider: string | null | undefined): string {
  return provider ? sanitizeLine(provider.toLowerCase()) : '-';
}
