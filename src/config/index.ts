// Credentials: named profiles stored in the user's config directory, overridden field by field by
// VIGIL_API_KEY, VIGIL_ACCOUNT_ID and VIGIL_BASE_URL. The profile is --profile, else VIGIL_PROFILE,
// else `default`. Reading is synchronous and light; saving and clearing load conf on demand.
import { ConfigError } from './errors.js';
import { configFilePath, resolveConfigDir } from './paths.js';
import { listProfileNames, profileProblem, readProfile, readStore } from './profiles.js';
import type { StoredProfile } from './profiles.js';
import { checkAccountId, checkApiKey, checkBaseUrl, checkProfileName } from './validate.js';
import type { Checked } from './validate.js';

export { ConfigError } from './errors.js';
export { maskKey } from '../mask.js';
export { checkAccountId, checkApiKey, checkBaseUrl } from './validate.js';
export type { Checked } from './validate.js';
export { readTimeoutEnv } from './timeout.js';
export { readBodyLimitEnv } from './body-limit.js';
export { proxyFor } from './proxy.js';
export type { StoredProfile } from './profiles.js';

export const DEFAULT_PROFILE = 'default';

export const ENV = {
  apiKey: 'VIGIL_API_KEY',
  accountId: 'VIGIL_ACCOUNT_ID',
  baseUrl: 'VIGIL_BASE_URL',
  profile: 'VIGIL_PROFILE',
  configDir: 'VIGIL_CONFIG_DIR',
} as const;

export interface Credentials {
  apiKey: string;
  accountId: string;
  baseUrl: string;
  profile: string;
  source: 'env' | 'stored' | 'mixed';
}

export interface LoadOptions {
  /** From --profile; wins over VIGIL_PROFILE. */
  profile?: string;
  env: NodeJS.ProcessEnv;
  /** Wins over VIGIL_CONFIG_DIR. */
  configDir?: string;
}

export type ValueSource = 'env' | 'stored';
export interface SourcedValue {
  value: string;
  from: ValueSource;
}

/** Everything known about the selected profile, field by field, for whoami and error messages. */
export interface CredentialsReport {
  profile: string;
  profileFrom: 'flag' | 'env' | 'default';
  configFile: string;
  /** Whether the config file holds this profile at all. */
  stored: boolean;
  apiKey: SourcedValue | null;
  accountId: SourcedValue | null;
  baseUrl: SourcedValue | null;
}

type Field = 'apiKey' | 'accountId' | 'baseUrl';
const CHECKS: Record<Field, (input: string) => Checked> = {
  apiKey: checkApiKey,
  accountId: checkAccountId,
  baseUrl: checkBaseUrl,
};

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The profile name in effect and where it came from; a malformed name is a usage error. */
export function selectProfile(o: LoadOptions): { name: string; from: CredentialsReport['profileFrom'] } {
  const fromEnv = o.env[ENV.profile];
  const [name, from] =
    o.profile !== undefined
      ? [o.profile, 'flag' as const]
      : fromEnv
        ? [fromEnv, 'env' as const]
        : [DEFAULT_PROFILE, 'default' as const];
  const checked = checkProfileName(name);
  if (!checked.ok) {
    const where = from === 'env' ? `${ENV.profile}: ` : '';
    throw new ConfigError(`${where}${checked.message}`, 2);
  }
  return { name: checked.value, from };
}

function envValue(env: NodeJS.ProcessEnv, field: Field): SourcedValue | null {
  const raw = env[ENV[field]];
  if (raw === undefined || raw.trim() === '') return null;
  const checked = CHECKS[field](raw);
  if (!checked.ok) throw new ConfigError(`In ${ENV[field]}: ${lowerFirst(checked.message)} (or unset it)`, 2);
  return { value: checked.value, from: 'env' };
}

function storedValue(stored: StoredProfile | null, field: Field, profile: string, file: string): SourcedValue | null {
  if (!stored) return null;
  const checked = CHECKS[field](stored[field]);
  if (!checked.ok) {
    throw new ConfigError(
      `Profile '${profile}' in ${file} holds a bad value: ${lowerFirst(checked.message)}, or run \`vigil login\` again`,
      1,
    );
  }
  return { value: checked.value, from: 'stored' };
}

const FIELDS = ['apiKey', 'accountId', 'baseUrl'] as const;

export function inspectCredentials(o: LoadOptions): CredentialsReport {
  const { name, from } = selectProfile(o);
  const dir = resolveConfigDir(o.env, o.configDir);
  const file = configFilePath(dir);
  const stored = readProfile(dir, name);
  if (stored === null && FIELDS.some((f) => envValue(o.env, f) === null)) {
    // A profile that is there but unusable is not "not logged in": say which field is wrong.
    const problem = profileProblem(dir, name);
    if (problem) throw new ConfigError(`${file}: ${problem}: fix it, or run \`vigil login\` again`, 1);
  }
  const pick = (field: Field) => envValue(o.env, field) ?? storedValue(stored, field, name, file);
  return {
    profile: name,
    profileFrom: from,
    configFile: file,
    stored: stored !== null,
    apiKey: pick('apiKey'),
    accountId: pick('accountId'),
    baseUrl: pick('baseUrl'),
  };
}

/** Complete credentials, or null when any of key, account ID or base URL is missing. */
export function loadCredentials(o: LoadOptions): Credentials | null {
  return credentialsFrom(inspectCredentials(o));
}

export function credentialsFrom(report: CredentialsReport): Credentials | null {
  const { apiKey, accountId, baseUrl } = report;
  if (!apiKey || !accountId || !baseUrl) return null;
  const sources = new Set([apiKey.from, accountId.from, baseUrl.from]);
  const source = sources.size > 1 ? 'mixed' : apiKey.from;
  return { apiKey: apiKey.value, accountId: accountId.value, baseUrl: baseUrl.value, profile: report.profile, source };
}

/** One sentence for "cannot make requests": which values are missing and how to provide them. */
export function describeMissing(report: CredentialsReport): string {
  const profile = report.profile === DEFAULT_PROFILE ? '' : ` for profile '${report.profile}'`;
  const missing = (['apiKey', 'accountId', 'baseUrl'] as const).filter((f) => report[f] === null);
  if (missing.length === 3) {
    const login = profile ? `vigil login --profile ${report.profile}` : 'vigil login';
    return `Not logged in${profile}: run \`${login}\` (or set ${ENV.apiKey}, ${ENV.accountId} and ${ENV.baseUrl})`;
  }
  const names = missing.map((f) => ENV[f]).join(' and ');
  return `Incomplete credentials${profile}: set ${names}, or run \`vigil login\``;
}

export interface SaveOptions extends LoadOptions {
  apiKey: string;
  accountId: string;
  baseUrl: string;
}

/** Validate and store a profile (file 0600, directory owner-only). Returns where it went. */
export async function saveCredentials(o: SaveOptions): Promise<{ profile: string; file: string }> {
  const { name } = selectProfile(o);
  const values = {} as StoredProfile;
  for (const field of ['apiKey', 'accountId', 'baseUrl'] as const) {
    const checked = CHECKS[field](o[field]);
    if (!checked.ok) throw new ConfigError(checked.message, 2);
    values[field] = checked.value;
  }
  const { writeProfile } = await import('./store.js');
  const file = writeProfile(resolveConfigDir(o.env, o.configDir), name, values);
  return { profile: name, file };
}

/** Forget a stored profile; `removed` is false when there was nothing stored under that name. */
export async function clearCredentials(o: LoadOptions): Promise<{ profile: string; file: string; removed: boolean }> {
  const { name } = selectProfile(o);
  const dir = resolveConfigDir(o.env, o.configDir);
  const file = configFilePath(dir);
  // Only load conf when there is something to remove.
  if (!listProfileNames(dir).includes(name)) return { profile: name, file, removed: false };
  const { removeProfile } = await import('./store.js');
  return { profile: name, file, removed: removeProfile(dir, name) };
}

/** Names of the stored profiles (for messages such as "known profiles: ..."). */
export function storedProfileNames(o: Pick<LoadOptions, 'env' | 'configDir'>): string[] {
  return listProfileNames(resolveConfigDir(o.env, o.configDir));
}

/**
 * Every API key vigil is configured with (VIGIL_API_KEY and each stored profile's), so a message
 * can mask any of them wherever one was typed. An unreadable file gives what could be read.
 */
export function configuredApiKeys(o: Pick<LoadOptions, 'env' | 'configDir'>): string[] {
  const keys: string[] = [];
  const fromEnv = o.env[ENV.apiKey]?.trim();
  if (fromEnv) keys.push(fromEnv);
  try {
    const profiles = readStore(resolveConfigDir(o.env, o.configDir)).profiles ?? {};
    for (const profile of Object.values(profiles)) {
      const key = (profile as { apiKey?: unknown } | null)?.apiKey;
      if (typeof key === 'string' && key.trim() !== '') keys.push(key.trim());
    }
  } catch {
    // A config file that cannot be read has its own error; the environment's key is still masked.
  }
  return keys;
}

/** The stored values of the selected profile as they are in the file (no environment applied). */
export function storedProfile(o: LoadOptions): StoredProfile | null {
  const { name } = selectProfile(o);
  return readProfile(resolveConfigDir(o.env, o.configDir), name);
}
