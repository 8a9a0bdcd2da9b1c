// VIGIL_TIMEOUT_MS: the client's per-attempt time limit in milliseconds (default 15 s), for
// scripts and networks where waiting that long per attempt is wrong. Read by the plain commands
// (a bad value is their usage error) and the TUI (a config error before the screen is drawn).
import { sanitizeLine } from '../sanitize.js';

const TIMEOUT_ENV = 'VIGIL_TIMEOUT_MS';

/** Longest timer Node can run (a longer one fires at once). */
const MAX_TIMEOUT_MS = 2_147_483_647;

/** The limit when set (`ms` undefined when not), or a sentence saying what to set instead. */
export type TimeoutSetting = { ok: true; ms: number | undefined } | { ok: false; message: string };

export function readTimeoutEnv(env: NodeJS.ProcessEnv): TimeoutSetting {
  const text = env[TIMEOUT_ENV];
  if (text === undefined || text === '') return { ok: true, ms: undefined };
  const ms = /^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  if (ms >= 1 && ms <= MAX_TIMEOUT_MS) return { ok: true, ms };
  const shown = JSON.stringify(sanitizeLine(text.slice(0, 40)));
  return {
    ok: false,
    message:
      `${TIMEOUT_ENV} must be a whole number of milliseconds from 1 to ${MAX_TIMEOUT_MS}, not ${shown}: set it ` +
      `as in ${TIMEOUT_ENV}=5000, or unset it for the default 15000`,
  };
}
