// The client a command uses: credentials from --profile / VIGIL_* / the stored profile, the
// per-attempt timeout from VIGIL_TIMEOUT_MS, and --read-only applied, so no write can be sent
// when it is on.
import { createClient } from '../../client/index.js';
import type { ClientOptions, VigilClient } from '../../client/index.js';
import {
  DEFAULT_PROFILE,
  ENV,
  credentialsFrom,
  describeMissing,
  inspectCredentials,
  proxyFor,
  readBodyLimitEnv,
  readTimeoutEnv,
} from '../../config/index.js';
import type { Credentials, CredentialsReport } from '../../config/index.js';
import { sayOnStderr } from '../report-error.js';
import { CommandFailure, UsageError } from '../errors.js';
import type { CommandContext } from '../types.js';
import { applyDefaultProfile } from './default-profile.js';
import { registerSecret } from './secrets.js';

/** The credentials in effect (and where each came from), or a CommandFailure saying how to log in. */
function credentialsAndReport(ctx: CommandContext): { credentials: Credentials; report: CredentialsReport } {
  const report = inspectCredentials({ profile: ctx.global.profile, env: ctx.io.env });
  const credentials = credentialsFrom(report);
  if (!credentials) throw new CommandFailure(describeMissing(report));
  registerSecret(credentials.apiKey);
  return { credentials, report };
}

/** What to do about a 401, naming where the key came from: the environment wins over any login. */
function unauthorizedHint(report: CredentialsReport): string {
  if (report.apiKey?.from === 'env') {
    return (
      `the key comes from the ${ENV.apiKey} environment variable, which overrides any \`vigil login\`: unset it ` +
      `or set it to a valid key`
    );
  }
  const login = report.profile === DEFAULT_PROFILE ? 'vigil login' : `vigil login --profile ${report.profile}`;
  return `the key comes from profile '${report.profile}' in ${report.configFile}: run \`${login}\` with a valid key`;
}

/** unauthorizedHint for the credentials a command runs with. */
export function unauthorizedHintFor(ctx: CommandContext): string {
  return unauthorizedHint(inspectCredentials({ profile: ctx.global.profile, env: ctx.io.env }));
}

/** VIGIL_MAX_BODY_MB (src/config/body-limit.ts): undefined when not set, a usage error when bad. */
export function bodyLimitFromEnv(env: NodeJS.ProcessEnv): number | undefined {
  const setting = readBodyLimitEnv(env);
  if (!setting.ok) throw new UsageError(setting.message);
  return setting.bytes;
}

/** Waits shorter than this go unannounced; longer ones get a line on stderr. */
const ANNOUNCE_WAIT_MS = 2_000;

/** Says on stderr when the client waits long before a retry, so a pause is never silent. */
export function announceWaits(stderr: CommandContext['io']['stderr']): NonNullable<ClientOptions['onWait']> {
  return (e) => {
    if (e.ms <= ANNOUNCE_WAIT_MS) return;
    const seconds = Math.ceil(e.ms / 1000);
    const why =
      e.reason === 'retry-after'
        ? `the server asks to wait (${e.status ?? 429})`
        : `retrying after ${e.status !== undefined ? `a ${e.status} answer` : 'a failure'}`;
    sayOnStderr({ stderr }, `waiting ${seconds} s before trying ${e.method} ${e.path} again: ${why}`);
  };
}

/** VIGIL_TIMEOUT_MS (src/config/timeout.ts): undefined when not set, a usage error when bad. */
export function timeoutFromEnv(env: NodeJS.ProcessEnv): number | undefined {
  const setting = readTimeoutEnv(env);
  if (!setting.ok) throw new UsageError(setting.message);
  return setting.ms;
}

/** The proxy for `baseUrl` from https_proxy, HTTP_PROXY... (config/proxy.ts): a usage error when bad. */
export function proxyFromEnv(env: NodeJS.ProcessEnv, baseUrl: string): ClientOptions['proxy'] {
  const setting = proxyFor(env, baseUrl);
  if (!setting.ok) throw new UsageError(setting.message);
  return setting.proxy;
}

export async function clientFromContext(ctx: CommandContext, extra: Partial<ClientOptions> = {}): Promise<VigilClient> {
  // Checked before the credentials, so a bad value is a usage error whatever else is wrong.
  const timeoutMs = timeoutFromEnv(ctx.io.env);
  await applyDefaultProfile(ctx);
  const maxBodyBytes = bodyLimitFromEnv(ctx.io.env);
  const { credentials, report } = credentialsAndReport(ctx);
  const { apiKey, accountId, baseUrl } = credentials;
  return createClient({
    apiKey,
    accountId,
    baseUrl,
    proxy: proxyFromEnv(ctx.io.env, baseUrl),
    timeoutMs,
    // A Retry-After is waited for up to a minute in all, or up to VIGIL_TIMEOUT_MS when it is set.
    maxRetryAfterMs: timeoutMs,
    maxBodyBytes,
    unauthorizedHint: unauthorizedHint(report),
    onWait: announceWaits(ctx.io.stderr),
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
