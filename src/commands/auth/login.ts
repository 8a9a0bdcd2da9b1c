// `vigil login`: gather key, account ID and base URL (flags, then VIGIL_*, then asking on a
// terminal, then the values already stored), verify them with GET /v1/accounts/{id}, and only
// then store them. A refused key stores nothing.
import { applyDefaultProfile } from '../shared/default-profile.js';
import { createClient, describeError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../client/index.js';
import type { ClientOptions } from '../../client/index.js';
import type { Account } from '../../client/schemas/index.js';
import {
  checkAccountId,
  checkApiKey,
  checkBaseUrl,
  ConfigError,
  ENV,
  maskKey,
  saveCredentials,
  selectProfile,
  storedProfile,
} from '../../config/index.js';
import type { Checked, StoredProfile } from '../../config/index.js';
import { sanitizeLine } from '../../sanitize.js';
import { CommandFailure, UsageError } from '../errors.js';
import { optionsHelp } from '../shared/options-help.js';
import { defineOptions, parseOptions } from '../shared/options.js';
import { announceWaits, bodyLimitFromEnv, proxyFromEnv, timeoutFromEnv } from '../shared/client.js';
import { createPrompter } from '../shared/prompt.js';
import type { Prompter } from '../shared/prompt.js';
import { maskSecrets, registerSecret } from '../shared/secrets.js';
import type { CommandContext, CommandRun } from '../types.js';

export const options = defineOptions({
  'api-key': {
    type: 'text',
    valueName: 'KEY',
    description: 'API key from your user settings; "-" reads it from stdin',
  },
  'account-id': { type: 'text', valueName: 'ID', description: 'account ID, a GUID' },
  'base-url': {
    type: 'text',
    valueName: 'URL',
    description: 'base URL of the service, e.g. https://api.example.com (without /v1)',
  },
});

export const help = `Usage: vigil login [--api-key KEY] [--account-id ID] [--base-url URL] [--profile NAME]

Verify credentials with GET /v1/accounts/{ID} and store them (file mode 0600) under the profile
(default: VIGIL_PROFILE, else defaultProfile in settings.json, else "default"). Nothing is
stored when the server refuses them.

Each value comes from its option, else from VIGIL_API_KEY / VIGIL_ACCOUNT_ID / VIGIL_BASE_URL,
else vigil asks for it on a terminal (the key is not echoed), else the value already stored.
Without a terminal, a value found nowhere is an error.

${optionsHelp(options)}
"--api-key -" is safer than the key on the command line, which other users can see in ps.

Examples
  vigil login
  vigil login --base-url http://127.0.0.1:4010 --account-id <GUID> --api-key - < key.txt
`;

type Field = keyof StoredProfile;

const QUESTIONS: Record<Field, string> = {
  baseUrl: 'Base URL (e.g. https://api.example.com)',
  accountId: 'Account ID',
  apiKey: 'API key',
};
const NAMES: Record<Field, string> = { apiKey: 'API key', accountId: 'account ID', baseUrl: 'base URL' };
const FLAGS: Record<Field, string> = { apiKey: '--api-key', accountId: '--account-id', baseUrl: '--base-url' };
const CHECKS: Record<Field, (input: string) => Checked> = {
  apiKey: checkApiKey,
  accountId: checkAccountId,
  baseUrl: checkBaseUrl,
};
const ASK_TRIES = 3;

interface Inputs {
  given: Partial<Record<Field, string>>;
  stored: StoredProfile | null;
  interactive: boolean;
}

/** A value given on the command line or in the environment: checked, never asked again. */
function fromOutside(field: Field, raw: string, origin: string): string {
  const checked = CHECKS[field](raw);
  if (!checked.ok) throw new UsageError(`${checked.message} (from ${origin})`);
  return checked.value;
}

/** Ask once; an answer that fails its check is reported on stderr and asked again. */
async function askWithRetries(
  ctx: CommandContext,
  prompter: Prompter,
  field: Field,
  stored: string | undefined,
): Promise<string> {
  const hidden = field === 'apiKey';
  const withDefault =
    stored !== undefined
      ? { defaultValue: stored, defaultLabel: hidden ? `Enter keeps ${maskKey(stored)}` : stored }
      : {};
  for (let attempt = 1; ; attempt++) {
    const checked = CHECKS[field](await prompter.ask(QUESTIONS[field], { hidden, ...withDefault }));
    if (checked.ok) return checked.value;
    if (attempt >= ASK_TRIES) throw new UsageError(checked.message);
    ctx.io.stderr.write(`${checked.message}.\n`);
  }
}

async function gather(ctx: CommandContext, inputs: Inputs, prompter: () => Prompter): Promise<StoredProfile> {
  const { env } = ctx.io;
  const result = {} as StoredProfile;
  for (const field of ['baseUrl', 'accountId', 'apiKey'] as const) {
    const flag = inputs.given[field];
    const fromEnv = env[ENV[field]];
    const stored = inputs.stored?.[field];
    if (flag !== undefined) result[field] = fromOutside(field, flag, FLAGS[field]);
    else if (fromEnv) result[field] = fromOutside(field, fromEnv, ENV[field]);
    else if (inputs.interactive) result[field] = await askWithRetries(ctx, prompter(), field, stored);
    else if (stored !== undefined) result[field] = fromOutside(field, stored, 'the stored profile');
    else {
      throw new UsageError(
        `no ${NAMES[field]} given and no terminal to ask on: pass ${FLAGS[field]} or set ${ENV[field]}`,
      );
    }
  }
  return result;
}

function refusal(e: unknown, accountId: string): CommandFailure {
  const said = (err: { status: number; error: string; message: string }) =>
    sanitizeLine(
      `${err.status} ${err.error}${err.message && err.message !== err.error ? `: ${err.message}` : ''}`,
    ).slice(0, 200);
  if (e instanceof UnauthorizedError) {
    return new CommandFailure(
      `The server rejected the API key (${said(e)}); nothing was stored: check the key and try again`,
    );
  }
  if (e instanceof ForbiddenError) {
    return new CommandFailure(
      `The key may not read account ${accountId} (${said(e)}); nothing was stored: check the account ID`,
    );
  }
  if (e instanceof NotFoundError) {
    return new CommandFailure(
      `Account ${accountId} was not found (${said(e)}); nothing was stored: check the account ID and the base URL`,
    );
  }
  return new CommandFailure(`Could not verify the credentials, so nothing was stored: ${describeError(e)}`);
}

interface VerifyLimits {
  timeoutMs: number | undefined;
  maxBodyBytes: number | undefined;
  onWait: NonNullable<ClientOptions['onWait']>;
  proxy: ClientOptions['proxy'];
}

async function verify(values: StoredProfile, limits: VerifyLimits): Promise<Account> {
  const { timeoutMs, maxBodyBytes, onWait, proxy } = limits;
  const client = createClient({
    ...values,
    proxy,
    readOnly: true,
    timeoutMs,
    maxRetryAfterMs: timeoutMs,
    maxBodyBytes,
    onWait,
  });
  try {
    return await client.getAccount(values.accountId);
  } catch (e) {
    throw refusal(e, values.accountId);
  } finally {
    await client.close();
  }
}

export const run: CommandRun = async (argv, ctx) => {
  const { values } = parseOptions('login', options, argv);
  const { env, stdin, stdout } = ctx.io;
  // Checked before anything is asked, so a bad value is a usage error whatever else is typed.
  const timeoutMs = timeoutFromEnv(env);
  const maxBodyBytes = bodyLimitFromEnv(env);
  await applyDefaultProfile(ctx);
  const loadOptions = { profile: ctx.global.profile, env };
  const { name: profile } = selectProfile(loadOptions);

  let prompter: Prompter | null = null;
  const getPrompter = () => (prompter ??= createPrompter(ctx.io));
  try {
    const given: Inputs['given'] = {};
    if (values['api-key'] === '-') {
      const line = await getPrompter().line();
      if (line === null || line.trim() === '')
        throw new UsageError('--api-key - reads the key from stdin, but stdin was empty');
      given.apiKey = line;
    } else if (values['api-key'] !== undefined) {
      given.apiKey = values['api-key'];
    }
    if (values['account-id'] !== undefined) given.accountId = values['account-id'];
    if (values['base-url'] !== undefined) given.baseUrl = values['base-url'];
    if (given.apiKey) registerSecret(given.apiKey.trim());

    let stored: StoredProfile | null = null;
    try {
      stored = storedProfile(loadOptions);
    } catch (e) {
      // An unreadable old file only loses its defaults here; saving reports the real problem.
      // One that is no regular file, or too large, is refused now, before anything is sent.
      if (e instanceof ConfigError && e.exitCode === 2) throw e;
    }
    if (stored) registerSecret(stored.apiKey);

    const credentials = await gather(ctx, { given, stored, interactive: stdin.isTTY === true }, getPrompter);
    registerSecret(credentials.apiKey);
    // The proxy for the base URL given (a bad one is a usage error here, before anything is sent).
    const proxy = proxyFromEnv(env, credentials.baseUrl);
    const account = await verify(credentials, { timeoutMs, maxBodyBytes, onWait: announceWaits(ctx.io.stderr), proxy });
    const { file } = await saveCredentials({ ...loadOptions, ...credentials });

    const name = account.name ? `${sanitizeLine(account.name)} (${credentials.accountId})` : credentials.accountId;
    // The key itself is registered: a profile named after it shows as *** (maskSecrets).
    stdout.write(
      maskSecrets(
        `Logged in to ${name} at ${credentials.baseUrl} with key ${maskKey(credentials.apiKey)}; ` +
          `stored as profile '${profile}' in ${sanitizeLine(file)}.\n`,
      ),
    );
    return 0;
  } finally {
    (prompter as Prompter | null)?.close();
  }
};
