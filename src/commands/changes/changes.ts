// `vigil changes`: what changed since vigil last looked (or since --since): checks that turned
// failing or recovered, incident updates, failed test sessions, due pause reminders. It updates
// the memory of the profile unless --peek (issue 26).
import {
  CHANGE_COLUMNS,
  NOTHING_TO_COMPARE,
  changeCounts,
  changeRow,
  findChanges,
  sinceLine,
} from '../../format/changes.js';
import { toSafeJson } from '../../format/json.js';
import { type Memory, emptyMemory, rememberLook, type StatusWordKept } from '../../format/memory.js';
import { UsageError } from '../errors.js';
import { clientFromContext } from '../shared/client.js';
import { type ListOutput, writeList } from '../shared/list-output.js';
import { LIST_OUTPUT_OPTION } from '../shared/output-options.js';
import { DAY_MS, durationMs } from '../shared/duration.js';
import { openMemory } from '../shared/memory.js';
import { defineOptions, parseOptions } from '../shared/options.js';
import { optionsHelp } from '../shared/options-help.js';
import type { CommandRun } from '../types.js';
import { fetchLook, type LookData } from './sources.js';

export const options = defineOptions({
  since: {
    type: 'text',
    valueName: 'WHEN',
    defaultText: 'the last look',
    description:
      'count from WHEN: a duration back from now (30m, 6h, 2d) or a time (02:14, 2026-05-01T02:14:00Z); check ' +
      'statuses are still compared with the last look',
  },
  peek: { type: 'flag', description: 'do not update the memory (the next run compares with the same look)' },
  output: {
    ...LIST_OUTPUT_OPTION,
    description: 'how to print the changes (json is {since, summary, data}; in tsv the since line goes to stderr)',
  },
});

export const help = `Usage: vigil changes [--since TIME|DURATION] [--peek] [-o table|json|md]

What changed since vigil last looked with this profile: checks that turned failing or degraded,
checks that recovered, incident updates, failed test sessions, and reminders of checks paused
with \`vigil checks pause --for\` that are due. Newest first. The first run has nothing to
compare with: it remembers what it sees, and the next run lists what changed since.

${optionsHelp(options)}
Example
  vigil changes --since 6h -o md
`;

/** --since: a duration back from now, a clock time today (or yesterday, when later than now) or a date-time. */
export function parseSince(raw: string, now: number): number {
  const text = raw.trim();
  const duration = durationMs(text);
  if (duration !== undefined) return now - duration;
  const clock = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (clock && Number(clock[1]) < 24 && Number(clock[2]) < 60) {
    const d = new Date(now);
    d.setHours(Number(clock[1]), Number(clock[2]), 0, 0);
    return d.getTime() > now ? d.getTime() - DAY_MS : d.getTime();
  }
  const at = /^\d{4}-\d{2}-\d{2}/.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(at))
    throw new UsageError(
      '--since takes a duration such as 30m, 6h or 2d, or a time such as 02:14 or 2026-05-01T02:14:00Z',
    );
  if (at > now) throw new UsageError('--since is in the future: give a time before now, or a duration such as 6h');
  return at;
}

const WORDS: Record<string, StatusWordKept> = { FAIL: 'failing', DEGR: 'degraded', PASS: 'passing' };

function remembered(memory: Memory, data: LookData, now: number): Memory {
  return rememberLook(memory, {
    at: now,
    checks: data.checks.flatMap((c) =>
      WORDS[c.status] ? [{ id: c.id, word: WORDS[c.status] as StatusWordKept }] : [],
    ),
    incidentUpdates: data.incidents.flatMap((i) => i.updates.flatMap((u) => (u.id ? [u.id] : []))),
    failedSessions: data.failedSessions.map((s) => s.id),
  });
}

export const run: CommandRun = async (argv, ctx) => {
  const { values } = parseOptions('changes', options, argv);
  const now = Date.now();
  // As every list: a table on a terminal, tab-separated values in a pipe, unless -o says.
  const format: ListOutput = values.output ?? (ctx.io.stdout.isTTY ? 'table' : 'tsv');
  // In a pipe the rows are the output; what is said about them goes to stderr.
  const say = (text: string) => (format === 'tsv' ? ctx.io.stderr : ctx.io.stdout).write(text);
  const given = values.since === undefined ? undefined : parseSince(values.since, now);
  const session = await openMemory(ctx);
  if (!session && given === undefined)
    throw new UsageError(
      'memory is off (--no-memory, or "memory": false in settings.json), so there is no last look: pass --since, ' +
        'such ' +
        'as --since 6h',
    );
  const memory = session?.memory ?? emptyMemory();
  const lookedAt = memory.lookedAt === null ? null : Date.parse(memory.lookedAt);
  const since = given ?? lookedAt;
  const client = await clientFromContext(ctx);
  let data: LookData;
  try {
    data = await fetchLook(client, since ?? now);
  } finally {
    await client.close();
  }
  if (session && values.peek !== true) session.save(remembered(memory, data, now));
  if (since === null) {
    if (format === 'json')
      ctx.io.stdout.write(`${toSafeJson({ since: null, summary: NOTHING_TO_COMPARE, data: [] }, 2)}\n`);
    else say(`${NOTHING_TO_COMPARE}.\n`);
    return 0;
  }
  const names = new Map(data.checks.map((c) => [c.id.toLowerCase(), c.name]));
  const changes = findChanges({
    now,
    since,
    sinceGiven: given !== undefined,
    memory,
    ...data,
    checkName: (id) => names.get(id.toLowerCase()),
  });
  const unchecked = lookedAt === null ? ' (check statuses not compared: vigil has no earlier look of them)' : '';
  const heading = `${sinceLine(since, now, changes)}${unchecked}`;
  if (format === 'json') {
    const summary = changeCounts(changes);
    const items = changes.map((c) => ({ ...c, at: c.at === null ? null : new Date(c.at).toISOString() }));
    ctx.io.stdout.write(`${toSafeJson({ since: new Date(since).toISOString(), summary, data: items }, 2)}\n`);
    return 0;
  }
  if (format === 'md') ctx.io.stdout.write(`**${heading}**\n\n`);
  else if (format === 'tsv') say(`${heading}\n`);
  else ctx.io.stdout.write(`${heading}\n\n`);
  writeList(ctx.io, format, {
    columns: CHANGE_COLUMNS,
    rows: changes.map((c) => changeRow(c, now)),
    data: changes,
    nextId: null,
    footer: [],
    empty: 'Nothing changed.',
  });
  return 0;
};
