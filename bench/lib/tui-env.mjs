// What the TUI runs with in the bench: credentials of a sandbox in the environment, an empty
// config directory (which also holds the bin's code cache), a 256-colour terminal of 80x24.
import { join } from 'node:path';
import { PtyProgram } from './pty.mjs';

export function tuiEnv(sandbox, configDir) {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    LANG: 'C.UTF-8',
    TERM: 'xterm-256color',
    VIGIL_API_KEY: sandbox.apiKey,
    VIGIL_ACCOUNT_ID: sandbox.accountId,
    VIGIL_BASE_URL: sandbox.baseUrl,
    VIGIL_CONFIG_DIR: configDir,
    VIGIL_CODE_CACHE: join(configDir, 'code-cache'),
  };
}

export function startTui(cli, env) {
  // Run as a user does: the bin itself, through its #! line.
  return new PtyProgram(JSON.stringify(cli), { env, columns: 80, rows: 24 });
}

/** Null when the built binary opens the TUI; else what it said instead (e.g. not built yet). */
export async function tuiMissing(cli, env) {
  const tui = startTui(cli, env);
  try {
    const started = tui.waitForText('Checks', 15_000).then(() => true);
    const ended = tui.exited.then(() => false);
    if (await Promise.race([started, ended])) return null;
    return tui.text.replace(/\s+/g, ' ').trim().slice(0, 300) || 'it exited without drawing';
  } catch (e) {
    return e.message;
  } finally {
    await tui.stop('\u0003');
  }
}

/** GET from the sandbox with its key, as JSON. */
export async function sandboxGet(sandbox, path) {
  const res = await fetch(`${sandbox.baseUrl}${path}`, {
    headers: { authorization: `Bearer ${sandbox.apiKey}`, 'x-service-account': sandbox.accountId },
  });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return res.json();
}
