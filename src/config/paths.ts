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

export function configFilePath(dir: string): string {
  return join(dir, CONFIG_FILE_NAME);
}
