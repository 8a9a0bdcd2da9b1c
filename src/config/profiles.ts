// The shape of the credentials file and the one place that reads it. Reading is plain fs +
// JSON.parse on purpose: commands that only need to *read* credentials (every API call) must not
// pay for loading conf and its dependencies (~35 ms bundled, measured); conf does the writing.
import { CONFIG_FILE_MAX_BYTES, readLimitedFile, sizeText } from '../files.js';
import { ConfigError } from './errors.js';
import { configFilePath } from './paths.js';

export interface StoredProfile {
  apiKey: string;
  accountId: string;
  baseUrl: string;
}

/** What config.json holds: profiles by name. */
export interface StoreShape {
  profiles?: Record<string, StoredProfile>;
  [key: string]: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The whole file as an object; an absent file is an empty store. */
export function readStore(dir: string): StoreShape {
  const file = configFilePath(dir);
  const read = readLimitedFile(file, CONFIG_FILE_MAX_BYTES);
  if (!read.ok && read.reason === 'missing') return {};
  if (!read.ok && read.reason === 'unreadable')
    throw new ConfigError(`Cannot read the config file ${file} (${read.code}): check its permissions`, 1);
  if (!read.ok)
    throw new ConfigError(
      `The config file ${file} ${read.detail}: it must be a regular file of at most ` +
        `${sizeText(CONFIG_FILE_MAX_BYTES)}; remove it and run \`vigil login\` again`,
      2,
    );
  const text = read.bytes.toString('utf8');
  let parsed: unknown;
  try {
    parsed = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new ConfigError(
      `The config file ${file} is not valid JSON: fix it, or delete it and run \`vigil login\` again`,
      1,
    );
  }
  if (!isRecord(parsed)) {
    throw new ConfigError(
      `The config file ${file} does not hold an object: delete it and run \`vigil login\` again`,
      1,
    );
  }
  return parsed as StoreShape;
}

/** The stored profile, or null when the file has none by that name (or an incomplete one). */
export function readProfile(dir: string, name: string): StoredProfile | null {
  const profiles = readStore(dir).profiles;
  if (!isRecord(profiles) || !Object.hasOwn(profiles, name)) return null;
  const entry: unknown = profiles[name];
  if (!isRecord(entry)) return null;
  const { apiKey, accountId, baseUrl } = entry;
  if (typeof apiKey !== 'string' || typeof accountId !== 'string' || typeof baseUrl !== 'string') return null;
  return { apiKey, accountId, baseUrl };
}

/**
 * Why the stored profile `name` cannot be used although the file has one by that name (a field
 * missing or of the wrong type), naming the field; null when it is fine or absent.
 */
export function profileProblem(dir: string, name: string): string | null {
  const profiles = readStore(dir).profiles;
  if (!isRecord(profiles) || !Object.hasOwn(profiles, name)) return null;
  const entry: unknown = profiles[name];
  if (!isRecord(entry)) return `profiles.${name} is ${describeType(entry)}, not an object`;
  for (const field of ['apiKey', 'accountId', 'baseUrl'] as const) {
    if (typeof entry[field] !== 'string')
      return `profiles.${name}.${field} is ${describeType(entry[field])}, not a string`;
  }
  return null;
}

function describeType(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return `a ${typeof value}`;
}

/** Names of every stored profile, sorted. */
export function listProfileNames(dir: string): string[] {
  const profiles = readStore(dir).profiles;
  return isRecord(profiles) ? Object.keys(profiles).sort() : [];
}
