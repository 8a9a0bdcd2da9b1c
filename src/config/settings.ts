// The settings file: preferences (default profile, refresh, bell, theme, start screen, keys),
// kept apart from the credentials in the same directory (VIGIL_CONFIG_DIR or the platform's
// config directory). A missing file means defaults; a bad setting is left out (its default holds)
// and said once, by the one who uses it (config/settings.ts problems). zod is loaded only when the
// file exists.
import { readLimitedFile, SETTINGS_FILE_MAX_BYTES, sizeText } from '../files.js';
import { join } from 'node:path';
import { resolveConfigDir } from './paths.js';
import type * as z from 'zod';
import type { Settings } from './settings-schema.js';

export type { Settings } from './settings-schema.js';

const SETTINGS_FILE_NAME = 'settings.json';

export function settingsFilePath(env: NodeJS.ProcessEnv): string {
  return join(resolveConfigDir(env), SETTINGS_FILE_NAME);
}

/** `keys."checks.x"` or `theme`: the path of a bad value, as the user wrote it. */
function pathText(path: readonly PropertyKey[]): string {
  return (
    path
      .map((p, i) =>
        typeof p === 'string' && /^[A-Za-z_$][\w$]*$/.test(p)
          ? `${i === 0 ? '' : '.'}${p}`
          : `[${JSON.stringify(String(p))}]`,
      )
      .join('') || 'the file'
  );
}

/** What was read: the settings that are good, and one sentence for each that was left out. */
export interface SettingsRead {
  settings: Settings;
  /** Each bad part, naming its key, the file and that the default is used instead. */
  problems: SettingsProblem[];
}

export interface SettingsProblem {
  /** The top-level setting it concerns, or null for the file as a whole. */
  key: string | null;
  message: string;
}

/** The message of one failed check of a value, with where it is (`keys["checks.x"]`). */
function issueText(issue: z.core.$ZodIssue, prefix: readonly PropertyKey[]): string {
  const path = [...prefix, ...issue.path];
  const where =
    issue.code === 'invalid_key'
      ? `key ${JSON.stringify(String(path[path.length - 1]))} of ${pathText(path.slice(0, -1))}`
      : pathText(path);
  // A record's bad key carries the key schema's own message one level down.
  const message = issue.code === 'invalid_key' ? (issue.issues[0]?.message ?? issue.message) : issue.message;
  return `${where} ${message}`;
}

/**
 * Settings from JSON text; `file` names it in messages. Never throws: a bad file gives no
 * settings, a bad setting (or one bad entry of `keys`) is left out, so the default holds for
 * it alone, and each is said in `problems`. A typo in a TUI preference never stops a script.
 * @internal exported for its unit test only
 */
export async function parseSettings(text: string, file: string): Promise<SettingsRead> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    const why = (e as Error).message;
    const message = `${file} is not valid JSON (${why}): no setting of it is used; fix it or remove it`;
    return { settings: {}, problems: [{ key: null, message }] };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    const message = `${file} must hold one JSON object of settings, as in {"theme": "dark"}: no setting of it is used`;
    return { settings: {}, problems: [{ key: null, message }] };
  }
  const { Settings: schema, KEY_BINDING } = await import('./settings-schema.js');
  const shape = schema.shape as Record<string, z.ZodType>;
  const settings: Record<string, unknown> = {};
  const problems: SettingsProblem[] = [];
  for (const [key, value] of Object.entries(data)) {
    const field = Object.hasOwn(shape, key) ? shape[key] : undefined;
    if (!field) {
      const names = Object.keys(shape).join(', ');
      problems.push({
        key,
        message: `${file}: unknown setting ${JSON.stringify(key)} is ignored (the settings are ${names})`,
      });
      continue;
    }
    if (key === 'keys' && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      // One bad binding leaves out that binding only.
      const keys: Record<string, string> = {};
      for (const [command, binding] of Object.entries(value)) {
        const checked = KEY_BINDING.safeParse({ [command]: binding });
        if (checked.success) keys[command] = binding as string;
        else
          problems.push({
            key,
            message: `${file}: ${issueText(checked.error.issues[0]!, ['keys'])}; that key keeps its default`,
          });
      }
      settings.keys = keys;
      continue;
    }
    const checked = field.safeParse(value);
    if (checked.success) settings[key] = checked.data;
    else problems.push({ key, message: `${file}: ${issueText(checked.error.issues[0]!, [key])}; the default is used` });
  }
  return { settings: settings as Settings, problems };
}

/** The settings file, read: none when there is no file. Never throws for what the file holds. */
export async function readSettings(env: NodeJS.ProcessEnv): Promise<SettingsRead> {
  const file = settingsFilePath(env);
  const read = readLimitedFile(file, SETTINGS_FILE_MAX_BYTES);
  if (read.ok) return parseSettings(read.bytes.toString('utf8'), file);
  if (read.reason === 'missing') return { settings: {}, problems: [] };
  const fix =
    read.reason === 'unreadable'
      ? 'check its permissions'
      : `settings must be a regular file of at most ${sizeText(SETTINGS_FILE_MAX_BYTES)}; fix it or remove it`;
  return {
    settings: {},
    problems: [{ key: null, message: `${file} ${read.detail}: no setting of it is used; ${fix}` }],
  };
}

/** The settings in effect, bad ones left out ({} when there is no file). */
export async function loadSettings(env: NodeJS.ProcessEnv): Promise<Settings> {
  return (await readSettings(env)).settings;
}
