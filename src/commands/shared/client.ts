// The client a command uses: credentials from --profile / VIGIL_* / the stored profile, and
// --read-only applied, so no write can be sent when it is on.
import { createClient } from '../../client/index.js';
import type { ClientOptions, VigilClient } from '../../client/index.js';
import { credentialsFrom, describeMissing, inspectCredentials } from '../../config/index.js';
import type { Credentials } from '../../config/index.js';
import { CommandFailure } from '../errors.js';
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

export async function clientFromContext(ctx: CommandContext, extra: Partial<ClientOptions> = {}): Promise<VigilClient> {
  const { apiKey, accountId, baseUrl } = credentialsFromContext(ctx);
  return createClient({
    apiKey,
    accountId,
    baseUrl,
    // A command is the only client in its process, so a limiter of its own is the process's
    // limiter; commands run in-process one after another (tests) then behave as processes do.
    shareRateLimit: false,
    ...extra,
    // A command may ask for read-only on its own; it can never switch off the global flag.
    readOnly: ctx.global.readOnly || extra.readOnly === true,
  });
}
