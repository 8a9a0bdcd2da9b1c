// The client a command uses: credentials from --profile / VIGIL_* / the stored profile, the
// per-attempt timeout from VIGIL_TIMEOUT_MS, and --read-only applied, so no write can be sent
// when it is on.
import { createClient } from '../../client/index.js';
import type { ClientOptions, VigilClient } from '../../client/index.js';
import { credentialsFrom, describeMissing, inspectCredentials } from '../../config/index.js';
import type { Credentials } from '../../config/index.js';
import { sanitizeLine } from '../../format/sanitize.js';
import { CommandFailure, UsageError } from '../errors.js';
import type { CommandContext } from '../types.js';
import { registerSecret } from './secrets.js';

/** The credentials in effect, or a CommandFailure saying how to log in. */
export function credentialsFromContext(ctx: CommandContext): Credentials {
  const report = inspectCredentials({ profile: ctx.global.profile, env: ctx.io.env });
  const credentials = credentialsFrom(report);
  if (!credentials) throw new CommandFailure(describeMissing(report));
  registerSecret(credentials.apiKey);
  return credentials;
}

/** Longest timer Node can run (a longer one fires at once). */
const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * VIGIL_TIMEOUT_MS: the per-attempt time limit in milliseconds (default 15 s), for scripts and
 * networks where waiting that long per attempt is wrong. Undefined when not set.
 */
export function timeoutFromEnv(env: NodeJS.ProcessEnv): number | undefined {
  const text = env.VIGIL_TIMEOUT_MS;
  if (text === undefined || text === '') return undefined;
  const ms = /^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  if (!(ms >= 1 && ms <= MAX_TIMEOUT_MS)) {
    const shown = JSON.stringify(sanitizeLine(text.slice(0, 40)));
    throw new UsageError(`VIGIL_TIMEOUT_MS must be a whole number of milliseconds from 1 to ${MAX_TIMEOUT_MS}, not ${shown}: set it as in VIGIL_TIMEOUT_MS=5000, or unset it for the default 15000`);
  }
  return ms;
}

export async function clientFromContext(ctx: CommandContext, extra: Partial<ClientOptions> = {}): Promise<VigilClient> {
  // Checked before the credentials, so a bad value is a usage error whatever else is wrong.
  const timeoutMs = timeoutFromEnv(ctx.io.env);
  const { apiKey, accountId, baseUrl } = credentialsFromContext(ctx);
  return createClient({
    apiKey,
    accountId,
    baseUrl,
    ...(timeoutMs !== undefined ? { timeoutMs } : {}),
    // A command is the only client in its process, so a limiter of its own is the process's
    // limiter; commands run in-process one after another (tests) then behave as processes do.
    shareRateLimit: false,
    ...extra,
    // A command may ask for read-only on its own; it can never switch off the global flag.
    readOnly: ctx.global.readOnly || extra.readOnly === true,
  });
}
