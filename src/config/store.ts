// Writing credentials, through conf (atomic write, file mode 0600). Loaded with import() only by
// login and logout so that reading commands never load conf.
import Conf from 'conf';
import { chmodSync, mkdirSync, statSync } from 'node:fs';
import { ConfigError } from './errors.js';
import { configFilePath } from './paths.js';
import { readStore, type StoreShape, type StoredProfile } from './profiles.js';

const FILE_MODE = 0o600;
const DIR_MODE = 0o700;
const STICKY = 0o1000;

/**
 * Create the directory owner-only, or take group/other access away from an existing one. A
 * shared sticky directory such as /tmp (VIGIL_CONFIG_DIR=/tmp) is left alone: tightening it
 * would break other users, and the 0600 file is still private.
 */
function prepareDirectory(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  const mode = statSync(dir).mode;
  if ((mode & 0o077) !== 0 && (mode & STICKY) === 0) chmodSync(dir, mode & 0o700);
}

function open(dir: string): Conf<StoreShape> {
  // conf reads the file as it is: checked first (a regular file, not too large; readStore says why not).
  readStore(dir);
  try {
    prepareDirectory(dir);
    return new Conf<StoreShape>({
      cwd: dir,
      configName: 'config',
      configFileMode: FILE_MODE,
      accessPropertiesByDotNotation: false,
      clearInvalidConfig: false,
    });
  } catch (e) {
    throw storeFailure(dir, e);
  }
}

function storeFailure(dir: string, e: unknown): ConfigError {
  const file = configFilePath(dir);
  if (e instanceof ConfigError) return e;
  if (e instanceof SyntaxError) {
    return new ConfigError(
      `The config file ${file} is not valid JSON: fix it, or delete it and run \`vigil login\` again`,
      1,
    );
  }
  const code = (e as NodeJS.ErrnoException).code;
  return new ConfigError(
    `Cannot write the config file ${file} (${code ?? 'error'}): check the permissions of ${dir}`,
    1,
  );
}

function profilesOf(conf: Conf<StoreShape>): Record<string, StoredProfile> {
  const profiles = conf.get('profiles');
  return typeof profiles === 'object' && profiles !== null && !Array.isArray(profiles) ? { ...profiles } : {};
}

/** Store (or replace) one profile, leaving the others as they are. Returns the file path. */
export function writeProfile(dir: string, name: string, profile: StoredProfile): string {
  const conf = open(dir);
  try {
    const profiles = profilesOf(conf);
    profiles[name] = { apiKey: profile.apiKey, accountId: profile.accountId, baseUrl: profile.baseUrl };
    conf.set('profiles', profiles);
    // conf only applies the mode when it creates a file; an older, looser file is tightened too.
    chmodSync(conf.path, FILE_MODE);
    return conf.path;
  } catch (e) {
    throw storeFailure(dir, e);
  }
}

/** Forget one profile. Returns whether there was one to forget. */
export function removeProfile(dir: string, name: string): boolean {
  const conf = open(dir);
  try {
    const profiles = profilesOf(conf);
    if (!Object.hasOwn(profiles, name)) return false;
    delete profiles[name];
    conf.set('profiles', profiles);
    chmodSync(conf.path, FILE_MODE);
    return true;
  } catch (e) {
    throw storeFailure(dir, e);
  }
}
