// The hand-over's own pieces, without a terminal: which program is chosen, what a failure says,
// and that an edit comes back (or leaves the text as it was) through real shell scripts.
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  chooseProgram,
  editText,
  programProblem,
  showInPager,
  type HandOver,
} from '../../../src/tui/render/handOver.js';

const dir = mkdtempSync(join(tmpdir(), 'vigil-handover-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function script(name: string, body: string): string {
  const path = join(dir, name);
  writeFileSync(path, `#!/bin/sh\n${body}\n`);
  chmodSync(path, 0o755);
  return path;
}

/** Counts the hand-overs and runs what is handed over (no terminal to let go of here). */
function countingHandOver(): { handOver: HandOver; count: () => number } {
  let n = 0;
  return {
    handOver: (run) => {
      n++;
      return run();
    },
    count: () => n,
  };
}

describe('chooseProgram', () => {
  it.each([
    [{ VISUAL: 'code --wait', EDITOR: 'nano' }, 'editor', 'code --wait', '$VISUAL'],
    [{ VISUAL: '  ', EDITOR: 'nano' }, 'editor', 'nano', '$EDITOR'],
    [{}, 'editor', 'vi', 'the default'],
    [{ PAGER: 'most' }, 'pager', 'most', '$PAGER'],
    [{ EDITOR: 'nano' }, 'pager', 'less -R', 'the default'],
  ] as const)('%o, %s: %s from %s', (env, kind, command, from) => {
    expect(chooseProgram(kind, env)).toEqual({ kind, command, from });
  });
});

describe('programProblem', () => {
  const editor = chooseProgram('editor', { EDITOR: 'ed' });
  it.each([
    [{ code: 0, signal: null }, undefined],
    [{ code: 1, signal: null }, 'The editor "ed" ($EDITOR) exited with status 1'],
    [{ code: 127, signal: null }, 'The editor "ed" ($EDITOR) was not found'],
    [{ code: 126, signal: null }, 'The editor "ed" ($EDITOR) could not be run'],
    [{ code: null, signal: 'SIGKILL' }, 'The editor "ed" ($EDITOR) was stopped by SIGKILL'],
  ] as const)('%o: %s', (end, said) => {
    expect(programProblem(editor, end)).toBe(said);
  });
});

describe('editText', () => {
  it("gives the editor the text in a file and takes back what it wrote, without the editor's last line break", async () => {
    const seen = join(dir, 'seen');
    const editor = script('append.sh', `cp "$1" ${seen}; printf 'first\\nsecond\\n' > "$1"`);
    const { handOver, count } = countingHandOver();
    const outcome = await editText('was here\nand here', { EDITOR: editor, PATH: process.env.PATH }, handOver);
    expect(outcome).toEqual({ ok: true, text: 'first\nsecond' });
    expect(readFileSync(seen, 'utf8')).toBe('was here\nand here');
    expect(count()).toBe(1);
  });

  it.each([
    ['exit 4', 'exited with status 4'],
    ['rm "$1"', 'left no file to read back'],
  ])('says in one sentence that the text is as it was when the editor does `%s`', async (body, said) => {
    const editor = script(`fails-${said.length}.sh`, body);
    const outcome = await editText('kept', { VISUAL: editor, PATH: process.env.PATH }, countingHandOver().handOver);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.problem).toContain(said);
    expect(outcome.problem).toMatch(/^The editor .*: the text is as it was\.$/);
  });

  it('names a missing editor as not found', async () => {
    const outcome = await editText(
      'kept',
      { EDITOR: join(dir, 'no-such-editor'), PATH: process.env.PATH },
      countingHandOver().handOver,
    );
    expect(outcome).toEqual({
      ok: false,
      problem: `The editor "${join(dir, 'no-such-editor')}" ($EDITOR) was not found: the text is as it was.`,
    });
  });
});

describe('showInPager', () => {
  it('gives the pager the text on its standard input, and says nothing when it ends well', async () => {
    const got = join(dir, 'paged');
    const pager = script('pager.sh', `cat > ${got}`);
    expect(
      await showInPager('line 1\nline 2', { PAGER: pager, PATH: process.env.PATH }, countingHandOver().handOver),
    ).toBe(undefined);
    expect(readFileSync(got, 'utf8')).toBe('line 1\nline 2');
  });

  it('is not troubled by a pager that quits before reading it all', async () => {
    const pager = script('quits.sh', 'exit 0');
    const long = 'x'.repeat(1_000_000);
    expect(await showInPager(long, { PAGER: pager, PATH: process.env.PATH }, countingHandOver().handOver)).toBe(
      undefined,
    );
  });
});
