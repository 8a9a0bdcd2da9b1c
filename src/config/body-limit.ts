// VIGIL_MAX_BODY_MB: the largest answer the client reads, in MiB (default 64). Past it a request
// stops at once, so a server that sends an endless or enormous body cannot fill the memory.
import { sanitizeLine } from '../sanitize.js';

const BODY_LIMIT_ENV = 'VIGIL_MAX_BODY_MB';
const DEFAULT_BODY_LIMIT_MB = 64;
/** Well under V8's longest string (512 MiB), which the whole answer becomes. */
const MAX_BODY_LIMIT_MB = 256;

export type BodyLimitSetting = { ok: true; bytes: number | undefined } | { ok: false; message: string };

export function readBodyLimitEnv(env: NodeJS.ProcessEnv): BodyLimitSetting {
  const text = env[BODY_LIMIT_ENV];
  if (text === undefined || text === '') return { ok: true, bytes: undefined };
  const mb = /^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  if (mb >= 1 && mb <= MAX_BODY_LIMIT_MB) return { ok: true, bytes: mb * 1024 * 1024 };
  const shown = JSON.stringify(sanitizeLine(text.slice(0, 40)));
  return {
    ok: false,
    message:
      `${BODY_LIMIT_ENV} must be a whole number of MiB from 1 to ${MAX_BODY_LIMIT_MB}, not ${shown}: set it as ` +
      `in ${BODY_LIMIT_ENV}=128, or unset it for the default ${DEFAULT_BODY_LIMIT_MB}`,
  };
}
