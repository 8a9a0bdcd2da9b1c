import { execFileSync } from 'node:child_process';
import { mkdtempSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLimitedFile, sizeText } from '../src/files.js';

const dir = mkdtempSync(join(tmpdir(), 'vigil-files-'));
const file = (name: string) => join(dir, name);

describe.skipIf(process.platform === 'win32')('readLimitedFile: regular files only, up to a cap', () => {
  it('reads a regular file (also behind a symlink); a missing one is missing', () => {
    writeFileSync(file('ok.json'), '{"a":1}');
    symlinkSync(file('ok.json'), file('ok-link.json'));
    for (const path of [file('ok.json'), file('ok-link.json')]) {
      const read = readLimitedFile(path, 1024);
      expect(read.ok && read.bytes.toString()).toBe('{"a":1}');
    }
    expect(readLimitedFile(file('none.json'), 1024)).toMatchObject({ ok: false, reason: 'missing' });
  });

  it('refuses a FIFO without waiting for a writer, a device, a directory, and links to them', () => {
    execFileSync('mkfifo', [file('fifo')]);
    symlinkSync(file('fifo'), file('fifo-link'));
    symlinkSync('/dev/zero', file('zero-link'));
    const cases: Array<[string, string]> = [
      [file('fifo'), 'is a FIFO (named pipe)'],
      [file('fifo-link'), 'is a FIFO (named pipe)'],
      ['/dev/zero', 'is a character device'],
      [file('zero-link'), 'is a character device'],
      [dir, 'is a directory'],
    ];
    for (const [path, detail] of cases) {
      expect(readLimitedFile(path, 1024)).toEqual({ ok: false, reason: 'not a regular file', detail });
    }
  });

  it('refuses a file over the cap by its size, without reading it', () => {
    writeFileSync(file('big'), '');
    truncateSync(file('big'), 200 * 1024 * 1024);
    expect(readLimitedFile(file('big'), 512 * 1024)).toEqual({
      ok: false,
      reason: 'too large',
      detail: 'is larger than 512 kB',
    });
    writeFileSync(file('edge'), 'x'.repeat(1025));
    expect(readLimitedFile(file('edge'), 1024)).toMatchObject({ ok: false, reason: 'too large' });
    expect(readLimitedFile(file('edge'), 1025)).toMatchObject({ ok: true });
  });

  it('says caps in words', () => {
    expect(sizeText(512 * 1024)).toBe('512 kB');
    expect(sizeText(64 * 1024 * 1024)).toBe('64 MiB');
  });
});
