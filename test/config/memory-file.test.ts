// The memory's file: private, replaced whole, and never trusted (issue 26).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryFile, readMemory, writeMemory } from '../../src/config/memory-file.js';
import { MEMORY_LIMITS, emptyMemory, rememberLook } from '../../src/format/memory.js';

const temp = () => mkdtempSync(join(tmpdir(), 'vigil-memory-'));

describe('memoryFile', () => {
  it('lives in the XDG state dir, else VIGIL_CONFIG_DIR/state, else ~/.local/state/vigil', () => {
    expect(memoryFile({ XDG_STATE_HOME: '/x', HOME: '/h' }, 'work')).toBe('/x/vigil/memory-work.json');
    expect(memoryFile({ VIGIL_CONFIG_DIR: '/c', HOME: '/h' }, 'work')).toBe('/c/state/memory-work.json');
    expect(memoryFile({ HOME: '/h' }, 'default')).toBe('/h/.local/state/vigil/memory-default.json');
    expect(memoryFile({ HOME: '/h' }, '../escape')).toBe('/h/.local/state/vigil/memory-default.json');
  });
});

describe('writeMemory and readMemory', () => {
  it('write a private directory and file by rename, and read it back', () => {
    const dir = join(temp(), 'state', 'vigil');
    const file = join(dir, 'memory-default.json');
    const memory = rememberLook(emptyMemory(), {
      at: 0,
      checks: [{ id: 'a', word: 'failing' }],
      incidentUpdates: [],
      failedSessions: [],
    });
    expect(writeMemory(file, memory)).toBeUndefined();
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual(['memory-default.json']);
    expect(readMemory(file)).toEqual({ memory });
  });

  it('read a missing file as an empty memory, without a word', () => {
    expect(readMemory(join(temp(), 'none.json'))).toEqual({ memory: emptyMemory() });
  });

  it('say in one sentence why a write failed, and leave no temporary file', () => {
    const dir = temp();
    const file = join(dir, 'memory-default.json');
    mkdirSync(file);
    const problem = writeMemory(file, emptyMemory());
    expect(problem).toMatch(/^vigil could not save its memory in .*memory-default\.json \(E[A-Z]+\)/);
    expect(readdirSync(dir)).toEqual(['memory-default.json']);
  });
});

describe('a file that cannot be trusted is ignored with one sentence', () => {
  const ignoredBecause = (file: string, why: RegExp) => {
    const loaded = readMemory(file);
    expect(loaded.memory).toEqual(emptyMemory());
    expect(loaded.notice).toMatch(
      /^vigil ignored its memory file .+ \(.+\); it starts afresh and replaces the file on its next look$/,
    );
    expect(loaded.notice).toMatch(why);
    expect(loaded.notice!.split('\n')).toHaveLength(1);
  };

  it('corrupt JSON', () => {
    const file = join(temp(), 'm.json');
    writeFileSync(file, '{"version": 1, "lookedAt": ');
    ignoredBecause(file, /not valid JSON/);
  });

  it('the wrong shape', () => {
    const file = join(temp(), 'm.json');
    writeFileSync(file, JSON.stringify({ ...emptyMemory(), checks: { failing: ['all'] } }));
    ignoredBecause(file, /checks\.failing is not a list of check IDs/);
  });

  it('a file over the cap, unread', () => {
    const file = join(temp(), 'm.json');
    writeFileSync(file, Buffer.alloc(MEMORY_LIMITS.fileBytes + 1, 0x20));
    ignoredBecause(file, /larger than 8 MiB/);
  });

  it('a symbolic link, never followed', () => {
    const dir = temp();
    writeFileSync(join(dir, 'real.json'), JSON.stringify(emptyMemory()));
    symlinkSync(join(dir, 'real.json'), join(dir, 'm.json'));
    ignoredBecause(join(dir, 'm.json'), /symbolic link/);
  });

  it('a directory, which a save cannot replace (so none is tried)', () => {
    const file = join(temp(), 'm.json');
    mkdirSync(file);
    expect(readMemory(file)).toEqual({
      memory: emptyMemory(),
      notice: `vigil ignored its memory file ${file} (it is a directory); it remembers nothing until that is removed`,
      writable: false,
    });
  });

  it('a FIFO with no writer, without waiting for one', () => {
    const file = join(temp(), 'm.json');
    execFileSync('mkfifo', [file]);
    ignoredBecause(file, /it is a FIFO/);
  });

  it('a write replaces a symbolic link, never the file it points at', () => {
    const dir = temp();
    writeFileSync(join(dir, 'target.txt'), 'keep me');
    symlinkSync(join(dir, 'target.txt'), join(dir, 'm.json'));
    expect(writeMemory(join(dir, 'm.json'), emptyMemory())).toBeUndefined();
    expect(readFileSync(join(dir, 'target.txt'), 'utf8')).toBe('keep me');
    expect(readMemory(join(dir, 'm.json'))).toEqual({ memory: emptyMemory() });
  });
});
