// The triage record file: entries kept 7 days, mode 0600, written by temporary file + rename,
// read with a size cap and past bad lines.
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RECORD_KEEP_MS, appendRecord, readRecord, recordFile } from '../../src/config/record.js';

const root = mkdtempSync(join(tmpdir(), 'vigil-record-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const NOW = Date.parse('2026-11-25T09:00:00Z');
const at = (ms: number) => new Date(ms).toISOString();

describe('triage record file', () => {
  it('lives in $XDG_STATE_HOME/vigil, one file per profile, its name made safe', () => {
    expect(recordFile({ XDG_STATE_HOME: '/s' }, 'work')).toBe('/s/vigil/record-work.jsonl');
    expect(recordFile({ XDG_STATE_HOME: '/s' }, '../x y')).toBe('/s/vigil/record-.._x_y.jsonl');
    expect(recordFile({ HOME: '/h' }, 'default')).toBe('/h/.local/state/vigil/record-default.jsonl');
    // Where the memory of the last look is: VIGIL_CONFIG_DIR moves both (a test never writes to the real home).
    expect(recordFile({ HOME: '/h', VIGIL_CONFIG_DIR: '/c' }, 'default')).toBe('/c/state/record-default.jsonl');
    expect(recordFile({ XDG_STATE_HOME: '/s', VIGIL_CONFIG_DIR: '/c' }, 'default')).toBe(
      '/s/vigil/record-default.jsonl',
    );
  });

  it('appends entries, mode 0600, with no temporary file left', () => {
    const file = recordFile({ XDG_STATE_HOME: join(root, 'a') }, 'default');
    appendRecord(file, { at: at(NOW - 1000), kind: 'opened', text: 'Opened check 1.' }, NOW);
    appendRecord(
      file,
      { at: at(NOW), kind: 'paused', text: 'Paused check "x".', command: 'vigil checks pause 1 --yes' },
      NOW,
    );
    expect(readRecord(file, NOW).map((e) => e.text)).toEqual(['Opened check 1.', 'Paused check "x".']);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(file, '..'))).toEqual(['record-default.jsonl']);
  });

  it('writes server text as JSON that cat cannot turn into terminal commands, read back unchanged', () => {
    const file = recordFile({ XDG_STATE_HOME: join(root, 'safe') }, 'default');
    // A C1 CSI (red), a right-to-left override and a line separator, as a hostile check name could hold.
    const text = 'Paused check "\u009b31mAPI\u202eipa\u2028".';
    appendRecord(file, { at: at(NOW), kind: 'paused', text }, NOW);
    const bytes = readFileSync(file, 'utf8');
    expect(bytes).not.toMatch(/[\u007f-\u009f\u202e\u2028]/);
    expect(bytes).toContain('\\u009b31mAPI\\u202eipa\\u2028');
    expect(readRecord(file, NOW).map((e) => e.text)).toEqual([text]);
  });

  it('drops entries older than 7 days on the next write, and reads from --since', () => {
    const file = recordFile({ XDG_STATE_HOME: join(root, 'b') }, 'default');
    appendRecord(file, { at: at(NOW - RECORD_KEEP_MS - 1), kind: 'opened', text: 'old' }, NOW - RECORD_KEEP_MS);
    appendRecord(file, { at: at(NOW - 3_600_000), kind: 'opened', text: 'an hour ago' }, NOW);
    appendRecord(file, { at: at(NOW), kind: 'opened', text: 'now' }, NOW);
    expect(readRecord(file, NOW).map((e) => e.text)).toEqual(['an hour ago', 'now']);
    expect(readRecord(file, NOW, NOW - 60_000).map((e) => e.text)).toEqual(['now']);
  });

  it('skips lines that are not entries, and reads only the newest part of a huge file', () => {
    const file = join(root, 'c.jsonl');
    const good = JSON.stringify({ at: at(NOW), kind: 'opened', text: 'kept' });
    const filler = `${JSON.stringify({ at: at(NOW), kind: 'opened', text: 'x'.repeat(1000) })}\n`.repeat(3000);
    writeFileSync(file, `not json\n{"at":1}\n${filler}${good}\n`);
    const entries = readRecord(file, NOW);
    expect(entries.at(-1)?.text).toBe('kept');
    expect(entries.length).toBeLessThan(3000);
    expect(readRecord(join(root, 'none.jsonl'), NOW)).toEqual([]);
  });

  it('keeps a write that failed or whose outcome is unknown with its fields; a field of the wrong type drops the line', () => {
    const file = join(root, 'd.jsonl');
    const unknown = {
      at: at(NOW),
      kind: 'paused',
      text: 'Tried to pause check "A"; whether it was done is unknown (timeout).',
      command: 'vigil checks pause 1 --yes',
      check: { id: '1', name: 'A' },
      outcome: 'unknown',
      verify: 'vigil checks get 1',
    };
    appendRecord(file, unknown as never, NOW);
    appendRecord(file, { at: at(NOW), kind: 'error-group', text: 'Followed.', error: 'Timeout' }, NOW);
    const bad = [
      { ...unknown, outcome: 'maybe' },
      { ...unknown, check: { id: 1, name: 'A' } },
      { ...unknown, verify: ['x'] },
      { at: at(NOW), kind: 'error-group', text: 't', error: 42 },
    ];
    writeFileSync(file, bad.map((b) => `${JSON.stringify(b)}\n`).join(''), { flag: 'a' });
    expect(readRecord(file, NOW)).toEqual([
      unknown,
      { at: at(NOW), kind: 'error-group', text: 'Followed.', error: 'Timeout' },
    ]);
  });
});
