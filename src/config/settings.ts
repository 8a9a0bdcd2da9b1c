// The settings file: preferences (default profile, refresh, bell, theme, start screen, keys),
// kept apart from the credentials in the same directory (VIGIL_CONFIG_DIR or the platform's
// config directory). A missing file means defaults; a bad one is refused with one sentence that
// names the key (exit 2). zod is loaded only when the file exists.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from './errors.js';
import { resolveConfigDir } from './paths.js';
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

/** Settings from JSON text; `file` names it in messages. Throws ConfigError (exit 2). */
export async function parseSettings(text: string, file: string): Promise<Settings> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new ConfigError(`${file} is not valid JSON (${(e as Error).message}): fix it or remove it`, 2);
  }
  const { Settings: schema } = await import('./settings-schema.js');
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  if (issue.code === 'unrecognized_keys') {
    throw new ConfigError(
      `${file}: unknown setting ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}${issue.path.length ? ` in ${pathText(issue.path)}` : ''}: the settings are $schema, defaultProfile, refreshSeconds, bell, notify, memory, theme, startScreen and keys`,
      2,
    );
  }
  if (issue.path.length === 0)
    throw new ConfigError(`${file} must hold one JSON object of settings, as in {"theme": "dark"}`, 2);
  const where =
    issue.code === 'invalid_key'
      ? `key ${JSON.stringify(String(issue.path[issue.path.length - 1]))} of ${pathText(issue.path.slice(0, -1))}`
      : pathText(issue.path);
  // A record's bad key carries the key schema's own message one level down.
  const message = issue.code === 'invalid_key' ? (issue.issues[0]?.message ?? issue.message) : issue.message;
  throw new ConfigError(`${file}: ${where} ${message}`, 2);
}

/** The settings in effect: {} when there is no file. */
export async function loadSettings(env: NodeJS.ProcessEnv): Promise<Settings> {
  const file = settingsFilePath(env);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new ConfigError(
      `cannot read ${file} (${(e as NodeJS.ErrnoException).code ?? 'error'}): check its permissions`,
      1,
    );
  }
  return parseSettings(text, file);
}
