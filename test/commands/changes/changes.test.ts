// `vigil changes`, `checks list --by`, `--paused-by-me` and `pause --for` through the built
// binary against the real sandbox, with the memory in a directory of the test's own (issue 26).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../../src/sandbox/index.js';
import { tempConfigDir } from '../../helpers/run-cli.js';
import { ok, usageError, useSandboxBinary, vigilBinary } from '../../helpers/sandbox-cli.js';
import { api } from '../../sandbox/support.js';

const { sandbox, vigil } = useSandboxBinary({ seed: 26, checks: 120, sessions: 50 });

interface MemoryFile {
  lookedAt: string;
  checks: Record<'failing' | 'degraded' | 'passing', string[]>;
}
interface Status {
  checkId: string;
  hasFailures: boolean;
  hasErrors: boolean;
  isDegraded: boolean;
}

/** A config dir of one test: the memory lives in its state/ (no XDG_STATE_HOME in the test env). */
function profileDir(): { env: Record<string, string>; memory: () => MemoryFile; file: string } {
  const dir = tempConfigDir();
  const file = join(dir, 'state', 'memory-default.json');
  // The file keeps each status word's IDs comma-joined (format/memory.ts memoryToJson).
  const memory = (): MemoryFile => {
    const raw = JSON.parse(readFileSync(file, 'utf8')) as { lookedAt: string; checks: Record<string, string> };
    const split = (s: string | undefined) => (s ? s.split(',') : []);
    return {
      lookedAt: raw.lookedAt,
      checks: {
        failing: split(raw.checks.failing),
        degraded: split(raw.checks.degraded),
        passing: split(raw.checks.passing),
      },
    };
  };
  return { env: { VIGIL_CONFIG_DIR: dir }, file, memory };
}

const stateOf = (s: Status) => (s.hasFailures || s.hasErrors ? 'failing' : s.isDegraded ? 'degraded' : 'passing');

describe('vigil changes', () => {
  it('says there is nothing to compare on the first run, then lists what changed since it', async () => {
    const { env, file, memory } = profileDir();
    const first = ok(await vigil(['changes', '-o', 'table'], { env, cache: true }));
    expect(first).toMatch(/^nothing to compare yet: this is the first look vigil remembers/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(file, '..')).mode & 0o777).toBe(0o700);
    expect(readFileSync(file, 'utf8')).not.toContain(sandbox().apiKey);
    const before = memory();
    const passing = before.checks.passing.slice(0, 2);
    const failing = before.checks.failing[0]!;
    for (const id of passing) sandbox().setCheckStatus(id, 'failing');
    sandbox().setCheckStatus(failing, 'passing');
    try {
      const out = ok(await vigil(['changes', '-o', 'table'], { env }));
      const lines = out.split('\n');
      expect(lines[0]).toMatch(/^since \d\d:\d\d \(just now\): 2 new failing, 1 recovered$/);
      const rows = lines.slice(3).filter(Boolean);
      expect(rows).toHaveLength(3);
      expect(rows.filter((r) => /^\d\d:\d\d\s+FAILING\s/.test(r))).toHaveLength(2);
      expect(rows.filter((r) => /^\d\d:\d\d\s+RECOVERED\s.*was failing/.test(r))).toHaveLength(1);
      // the look is remembered: a third run has nothing new
      expect(ok(await vigil(['changes', '-o', 'table'], { env })).split('\n')[0]).toMatch(/: nothing changed$/);
    } finally {
      for (const id of passing) sandbox().setCheckStatus(id, 'passing');
      sandbox().setCheckStatus(failing, 'failing');
    }
  });

  it('two runs with --flap between them: the since line and list are what the two looks differ by', async () => {
    const sb = await startSandbox({ seed: 27, checks: 60, sessions: 10, flap: { count: 4, everyMs: 150 } });
    try {
      const { env, memory } = profileDir();
      ok(await vigilBinary(sb, ['changes', '-o', 'json'], { env }));
      const first = memory();
      const was = new Map<string, string>();
      for (const word of ['failing', 'degraded', 'passing'] as const)
        for (const id of first.checks[word]) was.set(id, word);
      // wait (on a condition, not a clock) until the server has flipped something since that look
      for (let i = 0; i < 400; i++) {
        const now = (await api<Status[]>(sb, '/v1/check-statuses')).body;
        if (now.some((s) => was.get(s.checkId) !== stateOf(s))) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      const out = JSON.parse(ok(await vigilBinary(sb, ['changes', '-o', 'json'], { env }))) as {
        summary: string;
        data: Array<{ kind: string; target: { id: string } }>;
      };
      const second = memory();
      const expected: Array<[string, string]> = [];
      for (const word of ['failing', 'degraded', 'passing'] as const)
        for (const id of second.checks[word]) {
          const before = was.get(id);
          if (word === 'failing' && before !== 'failing') expected.push(['failing', id]);
          if (word === 'degraded' && before === 'passing') expected.push(['degraded', id]);
          if (word === 'passing' && (before === 'failing' || before === 'degraded')) expected.push(['recovered', id]);
        }
      expect(expected.length).toBeGreaterThan(0);
      const got = out.data.filter((c) => c.kind !== 'failed-session' && c.kind !== 'incident-update');
      expect(got.map((c) => [c.kind, c.target.id]).sort()).toEqual(expected.sort());
      const count = (kind: string) => expected.filter(([k]) => k === kind).length;
      if (count('failing') > 0) expect(out.summary).toContain(`${count('failing')} new failing`);
      if (count('recovered') > 0) expect(out.summary).toContain(`${count('recovered')} recovered`);
    } finally {
      await sb.close();
    }
  });

  it('--peek leaves the memory as it was; --since counts from a time given', async () => {
    const { env, file } = profileDir();
    ok(await vigil(['changes', '-o', 'table'], { env }));
    const saved = readFileSync(file, 'utf8');
    const peek = ok(await vigil(['changes', '--peek', '--since', '30d', '-o', 'md'], { env }));
    expect(peek).toMatch(/^\*\*since .+ \(30 d ago\): .*failed session/);
    expect(readFileSync(file, 'utf8')).toBe(saved);
    // In a pipe: tab-separated rows on stdout, the since line on stderr.
    const piped = await vigil(['changes', '--peek', '--since', '30d'], { env });
    expect(piped.code).toBe(0);
    expect(piped.stderr).toMatch(/^since .+ \(30 d ago\): .*failed session.*\n$/);
    const rows = piped.stdout.split('\n').filter(Boolean);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.split('\t').length).toBeGreaterThanOrEqual(4);
    expect(readFileSync(file, 'utf8')).toBe(saved);
  });

  it.each([
    [['changes', '--since', 'yesterday'], /--since takes a duration such as 30m/],
    [['changes', '--since', '2999-01-01T00:00:00Z'], /--since is in the future/],
    [['changes', '-o', 'yaml'], /-o .*table, json, md, tsv|--output .*table, json, md, tsv/],
    [['--no-memory', 'changes'], /memory is off .*pass --since/],
    [['checks', 'list', '--paused-by-me', '--no-memory'], /--paused-by-me needs the memory/],
    [['checks', 'list', '--by', 'planet'], /--by .*location, group, tag, type, host/],
    [['checks', 'pause', '00000000-0000-4000-8000-000000000000', '--yes', '--for', 'a while'], /--for takes how long/],
  ])('refuses %j before sending anything', async (argv, message) => {
    usageError(await vigil(argv), message);
  });
});

describe('a memory file that cannot be trusted', () => {
  const cases: Array<[string, (file: string) => void]> = [
    ['corrupt', (f) => writeFileSync(f, '{"version":1,"lookedAt":"2026-')],
    ['huge', (f) => writeFileSync(f, Buffer.alloc(9 * 1024 * 1024, 0x20))],
    [
      'symlinked',
      (f) => {
        writeFileSync(`${f}.real`, '{}');
        symlinkSync(`${f}.real`, f);
      },
    ],
    ['wrong-typed', (f) => writeFileSync(f, JSON.stringify({ version: 1, lookedAt: null, checks: [] }))],
    ['a directory', (f) => mkdirSync(f)],
    ['a FIFO', (f) => execFileSync('mkfifo', [f])],
  ];
  it.each(cases)('%s: ignored with one sentence, never a crash or a hang', async (_, make) => {
    const { env, file } = profileDir();
    mkdirSync(join(file, '..'), { recursive: true, mode: 0o700 });
    make(file);
    const r = await vigil(['changes', '-o', 'table'], { env });
    expect(r.code).toBe(0);
    expect(r.stderr.split('\n').filter(Boolean)).toHaveLength(1);
    expect(r.stderr).toMatch(
      /^vigil ignored its memory file .*memory-default\.json \(.+\); it (starts afresh|remembers nothing until that is removed)/,
    );
    expect(r.stdout).toMatch(/^nothing to compare yet/);
  });
});

describe('clusters, pauses through vigil and reminders', () => {
  it('an outage of one location puts it first in the clusters, failing everything there', async () => {
    const sb = await startSandbox({ seed: 28, checks: 200, sessions: 10, outages: ['eu-west-1'] });
    try {
      const out = ok(await vigilBinary(sb, ['checks', 'list', '--by', 'location', '-o', 'table'], { cache: true }));
      const lines = out.split('\n');
      expect(lines[0]).toMatch(/^CLUSTER\s+FAILING\s+DEGRADED\s+OF\s+SHARE$/);
      expect(lines[1]).toMatch(/^eu-west-1\s+(\d+)\s+0\s+\1\s+100 %$/);
      expect(out).toMatch(/^Biggest: eu-west-1: (\d+) failing of \1 \(100 %\)\./m);
      const json = JSON.parse(ok(await vigilBinary(sb, ['checks', 'list', '--by', 'host', '-o', 'json']))) as {
        data: Array<{ label: string; failing: number; degraded: number }>;
      };
      const sizes = json.data.map((c) => c.failing + c.degraded);
      expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
      expect(json.data[0]!.label).toMatch(/^host /);
    } finally {
      await sb.close();
    }
  });

  it('a pause with --for 1s is listed as paused by me and reminded once due; a resume ends it', async () => {
    const { env } = profileDir();
    const id = JSON.parse(ok(await vigil(['checks', 'list', '--status', 'passing', '-o', 'json']))).data[0]
      .id as string;
    const paused = ok(await vigil(['checks', 'pause', id, '--yes', '--for', '1s'], { env }));
    expect(paused).toMatch(/Reminder at .*: nothing resumes it by itself\./);
    try {
      const mine = ok(await vigil(['checks', 'list', '--paused-by-me', '-o', 'table'], { env }));
      expect(mine).toMatch(/^PAUSED\s/m);
      expect(mine).toContain(`by profile default`);
      expect(mine).toContain(`resume: vigil checks resume ${id}`);
      let reminded = '';
      for (let i = 0; i < 100 && !reminded.includes('REMINDER'); i++) {
        reminded = ok(await vigil(['changes', '--peek', '--since', '1h', '-o', 'md'], { env }));
      }
      expect(reminded).toMatch(/1 reminder due/);
      expect(reminded).toMatch(new RegExp(`\\| REMINDER \\|.*resume: vigil checks resume ${id}`));
    } finally {
      ok(await vigil(['checks', 'resume', id, '--yes'], { env }));
    }
    expect(ok(await vigil(['checks', 'list', '--paused-by-me', '-o', 'table'], { env }))).toMatch(
      /^No check is paused through vigil/,
    );
    expect(ok(await vigil(['changes', '--peek', '--since', '1h', '-o', 'table'], { env }))).not.toMatch(/REMINDER/);
  });
});
