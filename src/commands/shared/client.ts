// The client a command uses: credentials from --profile / VIGIL_* / the stored profile, the
// per-attempt timeout from VIGIL_TIMEOUT_MS, and --read-only applied, so no write can be sent
// when it is on.
import { createClient } from '../../client/index.js';
import type { ClientOptions, VigilClient } from '../../client/index.js';
import { credentialsFrom, describeMissing, inspectCredentials, readTimeoutEnv } from '../../config/index.js';
import type { Credentials } from '../../config/index.js';
import { CommandFailure, UsageError } from '../errors.js';
import type { CommandContext } from '../types.js';
import { applyDefaultProfile } from './default-profile.js';
import { registerSecret } from './secrets.js';

/** The credentials in effect, or a CommandFailure saying how to log in. */
export function credentialsFromContext(ctx: CommandContext): Credentials {
  const report = inspectCredentials({ profile: ctx.global.profile, env: ctx.io.env });
  const credentials = credentialsFrom(report);
  if (!credentials) throw new CommandFailure(describeMissing(report));
  registerSecret(credentials.apiKey);
  return credentials;
}

/** VIGIL_TIMEOUT_MS (src/config/timeout.ts): undefined when not set, a usage error when bad. */
export function timeoutFromEnv(env: NodeJS.ProcessEnv): number | undefined {
  const setting = readTimeoutEnv(env);
  if (!setting.ok) throw new UsageError(setting.message);
  return setting.ms;
}

export async function clientFromContext(ctx: CommandContext, extra: Partial<ClientOptions> = {}): Promise<VigilClient> {
  // Checked before the credentials, so a bad value is a usage error whatever else is wrong.
  const timeoutMs = timeoutFromEnv(ctx.io.env);
  await applyDefaultProfile(ctx);
  const { apiKey, accountId, baseUrl } = credentialsFromContext(ctx);
  return createClient({
    apiKey,
    accountId,
    baseUrl,
    ...(timeoutMs !== undefined ? { timeoutMs } : {}),
    // A command is the only client in its process, so a limiter of its own is the process's
    // limiter; commands run in-process one after another (tests) then behave as processes do.
    shareRateLimit: false,
    // It reads an answer or two: compiling zod parsers for them would cost more than it saves.
    compiledParsers: false,
    ...extra,
    // A command may ask for read-only on its own; it can never switch off the global flag.
    readOnly: ctx.global.readOnly || extra.readOnly === true,
  });
}
