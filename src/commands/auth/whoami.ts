// `vigil whoami`: which credentials a command would use and where each value comes from. Works
// offline: it only reads the environment and the config file; the key is shown masked.
import { configuredApiKeys, describeMissing, ENV, inspectCredentials, maskKey } from '../../config/index.js';
import type { CredentialsReport, SourcedValue } from '../../config/index.js';
import { toSafeJson } from '../../format/json.js';
import { sanitizeLine } from '../../sanitize.js';
import { CommandFailure } from '../errors.js';
import { optionsHelp } from '../shared/options-help.js';
import { defineOptions, parseOptions } from '../shared/options.js';
import { maskSecrets, registerSecret } from '../shared/secrets.js';
import { applyDefaultProfile } from '../shared/default-profile.js';
import type { CommandRun } from '../types.js';

export const options = defineOptions({
  output: {
    type: 'text',
    short: 'o',
    valueName: 'FORMAT',
    values: ['text', 'json'],
    default: 'text',
    description: 'lines for people, or one JSON object for scripts',
  },
  json: { type: 'flag', description: 'the same as -o json' },
});

export const help = `Usage: vigil whoami [-o text|json] [--profile NAME]

Show the profile, account ID, base URL and API key (masked, like ...abcd) that commands use, and
where each value comes from: the environment (VIGIL_*) or the stored profile. Sends no request.

${optionsHelp(options)}
Example
  vigil whoami --profile work -o json
`;

function source(field: 'apiKey' | 'accountId' | 'baseUrl', v: SourcedValue | null): string {
  if (!v) return 'missing';
  return v.from === 'env' ? `from ${ENV[field]}` : 'stored';
}

function lines(r: CredentialsReport): string[] {
  const profileFrom =
    r.profileFrom === 'env' ? ` (from ${ENV.profile})` : r.profileFrom === 'flag' ? ' (from --profile)' : '';
  const rows: Array<[string, string]> = [
    ['Profile', `${r.profile}${profileFrom}`],
    ['Account', `${r.accountId?.value ?? '-'}  (${source('accountId', r.accountId)})`],
    ['Base URL', `${r.baseUrl?.value ?? '-'}  (${source('baseUrl', r.baseUrl)})`],
    ['API key', `${r.apiKey ? maskKey(r.apiKey.value) : '-'}  (${source('apiKey', r.apiKey)})`],
    ['Config', `${sanitizeLine(r.configFile)}${r.stored ? '' : ' (nothing stored for this profile)'}`],
  ];
  return rows.map(([label, value]) => `${label.padEnd(9)} ${value}`);
}

function json(r: CredentialsReport): string {
  return toSafeJson({
    profile: r.profile,
    accountId: r.accountId?.value ?? null,
    baseUrl: r.baseUrl?.value ?? null,
    apiKey: r.apiKey ? maskKey(r.apiKey.value) : null,
    sources: {
      accountId: r.accountId?.from ?? null,
      baseUrl: r.baseUrl?.from ?? null,
      apiKey: r.apiKey?.from ?? null,
    },
    configFile: r.configFile,
  });
}

export const run: CommandRun = async (argv, ctx) => {
  const { values } = parseOptions('whoami', options, argv);
  const asJson = values.json || values.output === 'json';
  await applyDefaultProfile(ctx);
  const found = inspectCredentials({ profile: ctx.global.profile, env: ctx.io.env });
  // A key given as the profile name (`--profile <key>`) is shown masked like the key itself.
  for (const key of configuredApiKeys({ env: ctx.io.env })) registerSecret(key);
  const shownProfile = maskSecrets(found.profile);
  const report =
    shownProfile === found.profile
      ? found
      : { ...found, profile: shownProfile === '***' ? maskKey(found.profile) : shownProfile };
  const nothing = !report.apiKey && !report.accountId && !report.baseUrl;
  if (!nothing) ctx.io.stdout.write(`${asJson ? json(report) : lines(report).join('\n')}\n`);
  if (!report.apiKey || !report.accountId || !report.baseUrl) throw new CommandFailure(describeMissing(report));
  return 0;
};
