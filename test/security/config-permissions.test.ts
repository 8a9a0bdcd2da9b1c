// Where the key is stored: `vigil login` writes the config file with mode 0600 in a directory
// no one else can read, tightens a directory that was too open, keeps 0600 when it rewrites the
// file, and even a permissive umask does not loosen either.
import { chmodSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, tempConfigDir } from '../helpers/run-cli.js';
import { useSandbox } from '../helpers/sandbox.js';

const sandbox = useSandbox({ seed: 62, sessions: 20 });
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function freshParent(): string {
  const dir = tempConfigDir();
  made.push(dir);
  return dir;
}

const mode = (path: string) => statSync(path).mode & 0o777;

async function login(configDir: string, profile?: string) {
  const argv = [
    'login',
    '--api-key',
    sandbox().apiKey,
    '--account-id',
    sandbox().accountId,
    '--base-url',
    sandbox().baseUrl,
  ];
  if (profile) argv.push('--profile', profile);
  const result = await runCli(argv, { env: { VIGIL_CONFIG_DIR: configDir } });
  expect(result.code, result.stderr).toBe(0);
  return result;
}

describe('the stored credentials', () => {
  it('go to a 0600 file in a 0700 directory that login creates', async () => {
    const dir = join(freshParent(), 'nested', 'vigil');
    await login(dir);
    expect(mode(join(dir, 'config.json'))).toBe(0o600);
    expect(mode(dir) & 0o077).toBe(0);
    // The key is in the file (that is its job), and nowhere else in the directory.
    expect(readFileSync(join(dir, 'config.json'), 'utf8')).toContain(sandbox().apiKey);
  });

  it('a directory that was open to others is closed to them', async () => {
    const dir = join(freshParent(), 'open');
    mkdirSync(dir, { mode: 0o755 });
    chmodSync(dir, 0o755);
    await login(dir);
    expect(mode(dir) & 0o077).toBe(0);
    expect(mode(join(dir, 'config.json'))).toBe(0o600);
  });

  it('a file left readable by others is 0600 again after the next login, and after logout', async () => {
    const dir = join(freshParent(), 'rewrite');
    await login(dir);
    chmodSync(join(dir, 'config.json'), 0o644);
    await login(dir, 'second');
    expect(mode(join(dir, 'config.json'))).toBe(0o600);
    chmodSync(join(dir, 'config.json'), 0o644);
    const out = await runCli(['logout', '--profile', 'second'], { env: { VIGIL_CONFIG_DIR: dir } });
    expect(out.code, out.stderr).toBe(0);
    expect(mode(join(dir, 'config.json'))).toBe(0o600);
  });

  it('a permissive umask does not loosen them', async () => {
    const dir = join(freshParent(), 'umask', 'vigil');
    const previous = process.umask(0);
    try {
      await login(dir);
    } finally {
      process.umask(previous);
    }
    expect(mode(join(dir, 'config.json'))).toBe(0o600);
    expect(mode(dir) & 0o077).toBe(0);
  });

  it('login prints where the file is and the key masked, never whole', async () => {
    const dir = join(freshParent(), 'print');
    const result = await login(dir);
    expect(result.stdout).toContain(join(dir, 'config.json'));
    expect(result.stdout).toContain(`...${sandbox().apiKey.slice(-4)}`);
    expect(result.stdout + result.stderr).not.toContain(sandbox().apiKey);
  });
});
