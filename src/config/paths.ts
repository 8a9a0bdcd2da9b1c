// Where credentials live. VIGIL_CONFIG_DIR wins (tests always set it to a temp dir); otherwise
// the platform's per-user config directory. We pass this directory to conf as `cwd` so the
// reader below and conf's writer always agree on one file.
import { join } from 'node:path';

const CONFIG_FILE_NAME = 'config.json';

/** The user's home from the system, when HOME is not set: node:os is loaded only then (~0.5 ms). */
export function homeDirectory(): string {
  return process.getBuiltinModule('node:os').homedir();
}

export function resolveConfigDir(env: NodeJS.ProcessEnv, configDir?: string): string {
  if (configDir) return configDir;
  if (env.VIGIL_CONFIG_DIR) return env.VIGIL_CONFIG_DIR;
  const home = env.HOME || homeDirectory();
  if (process.platform === 'win32') return join(env.APPDATA || join(home, 'AppData', 'Roaming'), 'vigil');
  if (process.platform === 'darwin') return join(home, 'Library', 'Preferences', 'vigil');
  return join(env.XDG_CONFIG_HOME || join(home, '.config'), 'vigil');
}

/**
 * Where vigil keeps what it writes besides credentials (the memory of the last look, the triage
 * record): $XDG_STATE_HOME/vigil, else VIGIL_CONFIG_DIR/state when VIGIL_CONFIG_DIR is set (one
 * variable moves everything vigil writes: tests, a second setup), else the platform's per-user
 * state directory.
 */
export function resolveStateDir(env: NodeJS.ProcessEnv): string {
  if (env.XDG_STATE_HOME) return join(env.XDG_STATE_HOME, 'vigil');
  if (env.VIGIL_CONFIG_DIR) return join(env.VIGIL_CONFIG_DIR, 'state');
  const home = env.HOME || homeDirectory();
  if (process.platform === 'win32') return join(env.LOCALAPPDATA || join(home, 'AppData', 'Local'), 'vigil', 'state');
  return join(home, '.local', 'state', 'vigil');
}

export function configFilePath(dir: string): string {
  return join(dir, CONFIG_FILE_NAME);
}
