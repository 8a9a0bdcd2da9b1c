// `vigil record`: the triage record the TUI kept for this profile (the last 7 days), for a
// postmortem: what was looked at and done, with times, and for each write the plain command.
import { readRecord, recordFile } from '../../config/record.js';
import { toSafeJson } from '../../format/json.js';
import { recordMarkdown } from '../../format/record.js';
import { quoted } from '../../format/session-filters.js';
import { parseTimeInput } from '../../format/time.js';
import { UsageError } from '../errors.js';
import { applyDefaultProfile } from '../shared/default-profile.js';
import { optionsHelp } from '../shared/options-help.js';
import { defineOptions, parseOptions } from '../shared/options.js';
import type { CommandRun } from '../types.js';

export const options = defineOptions({
  since: {
    type: 'text',
    valueName: 'TIME',
    description: 'only entries from then on: 30m, 2h, 1d ago, or an ISO 8601 date or date-time',
    defaultText: 'the last 7 days',
  },
  output: {
    type: 'text',
    short: 'o',
    valueName: 'FORMAT',
    values: ['md', 'json'],
    aliases: { markdown: 'md' },
    default: 'md',
    description: 'md for a document, json for scripts',
  },
});

export const help = `Usage: vigil record [options]

Print the triage record the TUI kept for this profile: the checks, sessions, error groups and
clusters looked at, and every write (pauses, resumes, incidents, updates, members removed) with
the plain command that does the same, including writes that failed (FAILED) and writes whose
outcome is unknown (OUTCOME UNKNOWN, with the read that shows whether they were done). Kept for
7 days in $XDG_STATE_HOME/vigil (else $VIGIL_CONFIG_DIR/state, else ~/.local/state/vigil).

${optionsHelp(options)}
Example
  vigil record --since 2h > triage.md
`;

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

function parseSince(text: string, now: number): number {
  const relative = /^(\d{1,6})([mhd])$/.exec(text.trim());
  if (relative) return now - Number(relative[1]) * UNIT_MS[relative[2] as keyof typeof UNIT_MS];
  const parsed = parseTimeInput(text);
  if ('error' in parsed) throw new UsageError(`--since must be 30m, 2h, 1d or a date, not ${quoted(text)}`);
  return parsed.seconds * 1000;
}

export const run: CommandRun = async (argv, ctx) => {
  const { values } = parseOptions('record', options, argv);
  const now = Date.now();
  const since = values.since === undefined ? undefined : parseSince(values.since, now);
  await applyDefaultProfile(ctx);
  const profile = ctx.global.profile ?? ctx.io.env.VIGIL_PROFILE ?? 'default';
  const entries = readRecord(recordFile(ctx.io.env, profile), now, since);
  ctx.io.stdout.write(values.output === 'json' ? `${toSafeJson(entries, 2)}\n` : recordMarkdown(entries));
  return 0;
};
