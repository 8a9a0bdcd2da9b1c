// Files that never end, through the built binary: settings.json, config.json, the sandbox's
// --state and `vigil api --input` given as a FIFO, /dev/zero, a symlink to either, or a 200 MB
// file are each refused at once with one sentence naming the file (exit 2), nothing sent; a
// settings.json like that is left unused with one warning, since settings never stop a command. A run
// that hung or read the file whole would time the test out or fill the memory.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBinary } from '../helpers/run-cli.js';
import { useSandboxBinary } from '../helpers/sandbox-cli.js';

const root = mkdtempSync(join(tmpdir(), 'vigil-file-limits-'));
let made = 0;

/** A file of this kind at `path`: what each case plants where vigil reads. */
type Kind = 'fifo' | 'zero-link' | 'fifo-link' | 'large';
const KINDS: ReadonlyArray<[Kind, RegExp]> = [
  ['fifo', /is a FIFO \(named pipe\)/],
  ['zero-link', /is a character device/],
  ['fifo-link', /is a FIFO \(named pipe\)/],
  ['large', /is larger than \d+ (kB|MiB)/],
];

function plant(path: string, kind: Kind): void {
  if (kind === 'fifo') execFileSync('mkfifo', [path]);
  if (kind === 'zero-link') symlinkSync('/dev/zero', path);
  if (kind === 'fifo-link') {
    const fifo = join(root, `fifo-${made++}`);
    execFileSync('mkfifo', [fifo]);
    symlinkSync(fifo, path);
  }
  if (kind === 'large') {
    writeFileSync(path, '');
    truncateSync(path, 200 * 1024 * 1024);
  }
}

function configDir(): string {
  const dir = join(root, `config-${made++}`);
  mkdirSync(dir);
  return dir;
}

const oneSentence = (r: { code: number; stdout: string; stderr: string }, file: RegExp, kind: RegExp) => {
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr.split('\n').filter(Boolean)).toHaveLength(1);
  expect(r.stderr).toMatch(file);
  expect(r.stderr).toMatch(kind);
};

describe.skipIf(process.platform === 'win32')('files read with limits, built binary', () => {
  const { vigil, sandbox } = useSandboxBinary();

  it.each(KINDS)('settings.json %s: not used, said in one warning, and the command runs on', async (kind, says) => {
    const dir = configDir();
    plant(join(dir, 'settings.json'), kind);
    const sb = sandbox();
    const env = { VIGIL_API_KEY: sb.apiKey, VIGIL_ACCOUNT_ID: sb.accountId, VIGIL_BASE_URL: sb.baseUrl };
    const r = await runBinary(['whoami', '--json'], {
      env: { VIGIL_CONFIG_DIR: dir, VIGIL_CODE_CACHE: 'off', ...env },
    });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).profile).toBe('default');
    const lines = r.stderr.split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^vigil: warning: .*settings\.json/);
    expect(lines[0]).toMatch(says);
    expect(lines[0]).toMatch(/no setting of it is used/);
  });

  it.each(KINDS)('config.json %s: refused by whoami and login, exit 2', async (kind, says) => {
    const dir = configDir();
    plant(join(dir, 'config.json'), kind);
    const env = { VIGIL_CONFIG_DIR: dir, VIGIL_CODE_CACHE: 'off' };
    oneSentence(await runBinary(['whoami'], { env }), /config\.json/, says);
    const login = await runBinary(
      [
        'login',
        '--api-key',
        'k'.repeat(30),
        '--account-id',
        '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b',
        '--base-url',
        'http://127.0.0.1:9',
      ],
      { env },
    );
    oneSentence(login, /config\.json/, says);
  });

  it.each(KINDS)('sandbox --state %s: refused at start, exit 2', async (kind, says) => {
    const file = join(root, `state-${made++}.json`);
    plant(file, kind);
    const r = await runBinary(['sandbox', '--port', '0', '--state', file], { env: { VIGIL_CODE_CACHE: 'off' } });
    oneSentence(r, /--state/, says);
  });

  it.each(KINDS)('vigil api --input %s: refused, nothing sent', async (kind, says) => {
    const file = join(root, `input-${made++}.json`);
    plant(file, kind);
    const r = await vigil(['api', '/v1/checks', '-X', 'POST', '--input', file]);
    oneSentence(r, /--input/, says);
    expect(r.sent).toBe(0);
  });
});
