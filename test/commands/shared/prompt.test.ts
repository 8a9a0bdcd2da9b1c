import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createPrompter } from '../../../src/commands/shared/prompt.js';
import type { CommandIO, InputStream } from '../../../src/io.js';

function terminal() {
  const stdin = new PassThrough() as PassThrough & InputStream;
  const rawModes: boolean[] = [];
  stdin.isTTY = true;
  stdin.setRawMode = (mode: boolean) => rawModes.push(mode);
  let stderr = '';
  const err = new PassThrough();
  err.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
  const io: CommandIO = { stdin, stdout: new PassThrough(), stderr: err, env: {} };
  return { io, stdin, rawModes, stderr: () => stderr };
}

describe('createPrompter', () => {
  it('reads visible answers line by line, keeping typed-ahead input for the next question', async () => {
    const t = terminal();
    const p = createPrompter(t.io);
    t.stdin.write('first\nsecond\n');
    expect(await p.ask('One')).toBe('first');
    expect(await p.ask('Two')).toBe('second');
    p.close();
    expect(t.rawModes).toEqual([]);
    expect(t.stderr()).toBe('One: Two: ');
  });

  it('reads a hidden answer in raw mode, applying backspace and ignoring cursor keys', async () => {
    const t = terminal();
    const p = createPrompter(t.io);
    const answer = p.ask('API key', { hidden: true });
    t.stdin.write('sk_ab');
    t.stdin.write('X\u007f\u001b[Dcd\r');
    expect(await answer).toBe('sk_abcd');
    p.close();
    expect(t.rawModes).toEqual([true, false]);
    expect(t.stderr()).toBe('API key: \n');
  });

  it('returns the default on an empty answer and shows its label, not the value', async () => {
    const t = terminal();
    const p = createPrompter(t.io);
    t.stdin.write('\n');
    expect(
      await p.ask('API key', { hidden: true, defaultValue: 'sk_stored_secret', defaultLabel: 'Enter keeps ...cret' }),
    ).toBe('sk_stored_secret');
    p.close();
    expect(t.stderr()).not.toContain('sk_stored_secret');
  });

  it('ctrl+c cancels and leaves raw mode', async () => {
    const t = terminal();
    const p = createPrompter(t.io);
    const answer = p.ask('API key', { hidden: true });
    t.stdin.write('abc\u0003');
    await expect(answer).rejects.toMatchObject({ message: expect.stringMatching(/Cancelled/), exitCode: 130 });
    p.close();
    expect(t.rawModes.at(-1)).toBe(false);
  });

  it('end of input before an answer is a usage error', async () => {
    const t = terminal();
    const p = createPrompter(t.io);
    t.stdin.end();
    await expect(p.ask('Account ID')).rejects.toMatchObject({ name: 'UsageError', exitCode: 2 });
    p.close();
  });

  it('takes a last line that has no newline', async () => {
    const t = terminal();
    const p = createPrompter(t.io);
    t.stdin.end('sk_no_newline');
    expect(await p.line()).toBe('sk_no_newline');
    expect(await p.line()).toBeNull();
    p.close();
  });
});
