// The --state file on disk: exclusive random temporaries (never written through a planted
// symlink), stale temporaries removed at start, a directory that cannot be written refused at
// start, and a file with wrong inner types refused naming the field.
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SandboxStateError, startSandbox } from '../../../src/sandbox/index.js';
import { prepareStateFile, readStateFile, writeStateFile } from '../../../src/sandbox/state/file.js';
import { api } from '../support.js';

const root = mkdtempSync(join(tmpdir(), 'vigil-state-file-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const freshDir = () => {
  const dir = join(root, `d${n++}`);
  mkdirSync(dir);
  return dir;
};

/** A directory this process cannot create files in: root ignores permission bits, not /sys. */
function unwritableDir(): string {
  if (process.getuid?.() === 0) return '/sys';
  const dir = freshDir();
  writeFileSync(join(dir, 'keep'), '');
  chmodSync(dir, 0o500);
  return dir;
}

describe('writing the state file', () => {
  it('never writes through a symlink planted at the temporary name, and leaves a 0600 file', async () => {
    const dir = freshDir();
    const file = join(dir, 'state.json');
    const victim = join(root, `victim-${n++}.txt`);
    writeFileSync(victim, 'precious\n');
    const sb = await startSandbox({ seed: 91, checks: 40, sessions: 10, stateFile: file });
    try {
      // the name earlier versions used, and a few guesses: all point at the victim
      for (const name of [`state.json.${process.pid}.tmp`, 'state.json.tmp', 'state.json.0.tmp'])
        symlinkSync(victim, join(dir, name));
      const res = await api(sb, `/v1/checks/${sb.fixtures.pausedCheckId}`, { method: 'PUT', body: { muted: true } });
      expect(res.status).toBe(200);
    } finally {
      await sb.close();
    }
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(lstatSync(file).isSymbolicLink()).toBe(false);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8')).checks).toEqual({ [sb.fixtures.pausedCheckId]: { muted: true } });
    // only the planted links remain beside it: no temporary of ours
    expect(
      readdirSync(dir)
        .filter((f) => f.endsWith('.tmp'))
        .sort(),
    ).toEqual(['state.json.0.tmp', `state.json.${process.pid}.tmp`, 'state.json.tmp'].sort());
  });

  it('writeStateFile replaces the file and creates each temporary exclusively', () => {
    const dir = freshDir();
    const file = join(dir, 's.json');
    writeStateFile(file, 'one');
    writeStateFile(file, 'two');
    expect(readFileSync(file, 'utf8')).toBe('two');
    expect(readdirSync(dir)).toEqual(['s.json']);
  });
});

describe('at start', () => {
  it('removes temporaries that earlier runs left behind (kill -9 mid-save), and nothing else: not a fresh one another sandbox is writing', async () => {
    const dir = freshDir();
    const file = join(dir, 'state.json');
    const stale = ['state.json.4242.tmp', 'state.json.9f3a61c0d2b4e5f6.tmp'];
    const anHourAgo = new Date(Date.now() - 3_600_000);
    for (const name of stale) {
      writeFileSync(join(dir, name), 'x'.repeat(1 << 20));
      utimesSync(join(dir, name), anHourAgo, anHourAgo);
    }
    // A fresh temporary is another sandbox's save in flight on the same file: it stays.
    const kept = ['other.json.1.tmp', 'state.json.bak', 'state.json.tmp.txt', 'state.json.0a1b2c3d4e5f6071.tmp'];
    for (const name of kept) writeFileSync(join(dir, name), 'keep');
    const sb = await startSandbox({ seed: 92, checks: 40, sessions: 10, stateFile: file });
    await sb.close();
    expect(readdirSync(dir).sort()).toEqual(kept.sort());
  });

  it('refuses a --state in a directory it cannot write, in one sentence, before serving anything', async () => {
    const dir = unwritableDir();
    const attempt = startSandbox({ seed: 93, checks: 40, sessions: 10, stateFile: join(dir, 'vigil-state.json') });
    await expect(attempt).rejects.toBeInstanceOf(SandboxStateError);
    await expect(attempt).rejects.toThrow(
      /^--state .*vigil-state\.json cannot be used: the sandbox cannot write in .*\(permission denied\); pass a file in a directory you can write$/,
    );
    expect(() => prepareStateFile(join(root, 'missing', 'state.json'))).toThrow(
      /the directory .*missing does not exist; create it or pass a file in a directory you can write$/,
    );
  });
});

describe('reading the state file', () => {
  const write = (content: unknown) => {
    const file = join(freshDir(), 'state.json');
    writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
    return file;
  };
  const id = '0f0e0d0c-0b0a-4908-8706-050403020100';

  it.each([
    [{ version: 1, checks: { [id]: { name: 123 } } }, `field "checks.${id}.name" must be a string`],
    [{ version: 1, removedMembers: 5 }, 'field "removedMembers" must be an array'],
    [{ version: 1, removedMembers: ['me'] }, 'field "removedMembers[0]" must be a GUID'],
    [
      { version: 1, incidentUpdates: { [id]: [{ description: 7 }] } },
      `field "incidentUpdates.${id}[0].description" must be a string`,
    ],
    [{ version: 1, checks: { [id]: { activated: 'no' } } }, `field "checks.${id}.activated" must be true or false`],
    [{ version: 1, checks: [] }, 'field "checks" must be a record'],
    [{ version: 1, extra: true }, 'field "extra" is not allowed'],
    [[1, 2], 'it is not a vigil sandbox state file'],
    ['{ not json', 'it is not valid JSON'],
  ])('refuses %j naming what is wrong', (content, why) => {
    const file = write(content);
    let error: unknown;
    try {
      readStateFile(file);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SandboxStateError);
    expect((error as Error).message).toContain(`the state file ${file} is not usable: ${why}`);
    expect((error as Error).message).not.toMatch(/iterable|undefined/);
  });

  it('reads a valid file, filling what is left out', () => {
    expect(readStateFile(write({ version: 1, checks: { [id]: { muted: true } } }))).toEqual({
      version: 1,
      checks: { [id]: { muted: true } },
      removedMembers: [],
      incidentUpdates: {},
      createdIncidents: [],
    });
    expect(readStateFile(join(root, 'none.json'))).toBeUndefined();
    expect(existsSync(join(root, 'none.json'))).toBe(false);
  });
});
