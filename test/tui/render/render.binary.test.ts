// The built binary in a pseudo-terminal (util-linux `script`), its bytes replayed into
// @xterm/headless: what ships draws each frame once, in place, with one `j` costing a few hundred
// bytes, with the code cache on and off.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import xterm from '@xterm/headless';
import { useSandbox } from '../../helpers/sandbox.js';
import { DIST_CLI, tempConfigDir } from '../../helpers/run-cli.js';
import { screenText } from '../../helpers/terminal.js';

const { Terminal } = xterm;
const dir = tempConfigDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Pty {
  child: ChildProcessWithoutNullStreams;
  term: InstanceType<typeof Terminal>;
  bytes(): number;
  screen(): Promise<string[]>;
  waitFor(test: (rows: string[]) => boolean, what: string): Promise<string[]>;
  quiet(): Promise<void>;
}

function startPty(env: Record<string, string>): Pty {
  const term = new Terminal({ cols: 80, rows: 24, allowProposedApi: true });
  const inner = `stty rows 24 cols 80 2>/dev/null; exec ${JSON.stringify(process.execPath)} ${JSON.stringify(DIST_CLI)}`;
  const child = spawn('script', ['-qfec', inner, '/dev/null'], {
    env: { PATH: process.env.PATH ?? '', TERM: 'xterm-256color', LANG: 'C.UTF-8', ...env },
  });
  let bytes = 0;
  let lastAt = Date.now();
  let pending = Promise.resolve();
  child.stdout.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    lastAt = Date.now();
    const data = new Uint8Array(chunk);
    pending = pending.then(() => new Promise((resolve) => term.write(data, resolve)));
  });
  const screen = async () => {
    await pending;
    return screenText(term);
  };
  return {
    child,
    term,
    bytes: () => bytes,
    screen,
    async waitFor(test, what) {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const rows = await screen();
        if (test(rows)) return rows;
        if (Date.now() > deadline) throw new Error(`never saw ${what}; the terminal shows:\n${rows.join('\n')}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    async quiet() {
      while (Date.now() - lastAt < 300) await new Promise((r) => setTimeout(r, 50));
      await pending;
    },
  };
}

const count = (rows: string[], text: string) => rows.filter((r) => r.includes(text)).length;

describe.each([
  ['on', join(dir, 'cache')],
  ['off', 'off'],
])('the built TUI in a terminal, code cache %s', (_label, cache) => {
  // A sandbox per run: with one for both, the second run could find the key's /v2/check-results
  // budget (5 per 10 s) spent by the first, and a 429 countdown redrew the header while idle.
  const sandbox = useSandbox();
  it('draws Checks once, moves the selection with two row rewrites, and leaves the terminal as it found it', async () => {
    const sb = sandbox();
    const pty = startPty({
      HOME: dir,
      VIGIL_CONFIG_DIR: dir,
      VIGIL_CODE_CACHE: cache,
      VIGIL_API_KEY: sb.apiKey,
      VIGIL_ACCOUNT_ID: sb.accountId,
      VIGIL_BASE_URL: sb.baseUrl,
    });
    try {
      let rows = await pty.waitFor(
        (r) => r.some((l) => /Checks +137/.test(l)) && r.some((l) => l.startsWith('> ')),
        'the Checks list',
      );
      await pty.quiet();
      rows = await pty.screen();
      expect(pty.term.buffer.active.type).toBe('alternate');
      // No stale copy of any line: the header, the title and the column heads each once.
      expect(rows[0]).toContain('vigil | Checks | Sandbox Demo Inc.');
      expect(count(rows, 'vigil |')).toBe(1);
      expect(rows.filter((l) => /Checks +137/.test(l))).toHaveLength(1);
      expect(rows.filter((l) => /STATUS.*NAME/.test(l))).toHaveLength(1);
      const selectedAt = rows.findIndex((l) => l.startsWith('> '));
      const before = pty.bytes();
      pty.child.stdin.write('j');
      rows = await pty.waitFor((r) => r[selectedAt + 1]?.startsWith('> ') === true, 'the selection one row down');
      await pty.quiet();
      rows = await pty.screen();
      expect(count(rows, '> ')).toBe(1);
      expect(pty.bytes() - before).toBeLessThan(400);
      // Idle, only the data's age ("updated N s ago") moves: at most its one row a second. How many
      // seconds is counted, not assumed (a loaded machine stretches the wait), plus one redraw
      // already on its way.
      const idle = pty.bytes();
      const idleAt = Date.now();
      await new Promise((r) => setTimeout(r, 1_000));
      const seconds = Math.floor((Date.now() - idleAt) / 1000);
      expect(pty.bytes() - idle).toBeLessThan((seconds + 2) * 120);
      pty.child.stdin.write('\u0003');
      await new Promise((resolve) => pty.child.once('exit', resolve));
      await pty.screen();
      expect(pty.term.buffer.active.type).toBe('normal');
    } finally {
      pty.child.kill('SIGKILL');
      pty.term.dispose();
    }
  });
});
