// `vigil checks get <id>`: a check, its status, and what it inherits from its group: the check
// as it runs (the service applies the group's settings, applyGroupSettings=true) next to its own
// settings, the group's rule for its alert settings (rules 1-3 of service.md), and the alert
// channels it subscribes to by name, as the TUI's check detail shows them.
import { describeError, type VigilClient } from '../../client/index.js';
import type { Check, CheckResult } from '../../client/schemas/index.js';
import {
  DEFAULT_FLAP_THRESHOLD,
  STRIP_RUNS,
  isFlapping,
  runStrip,
  sinceText,
  stateChanges,
} from '../../format/check-history.js';
import { checkFrequencyLabel, checkStatusWord, listText, yesNo } from '../../format/checks.js';
import { alertOutcome } from '../../format/group-rules.js';
import { compactValue, policyText } from '../../format/groups.js';
import { RETRY_STRATEGY, shownKeyName } from '../../format/masking.js';
import { fieldLines } from '../../format/fields.js';
import { toSafeJson } from '../../format/json.js';
import { markdownCell, markdownCode, markdownInline, markdownTable } from '../../format/markdown.js';
import { sanitizeLine } from '../../sanitize.js';
import { lookUpChannels, subscriptionsText } from '../shared/alert-channels.js';
import { optionsHelp } from '../shared/options-help.js';
import { defineOptions, parseOptions } from '../shared/options.js';
import { DETAIL_OUTPUT_OPTION } from '../shared/output-options.js';
import { clientFromContext } from '../shared/client.js';
import { onePositional, parseGuidArgument } from '../shared/list-options.js';
import type { CommandRun } from '../types.js';

export const options = defineOptions({
  output: { ...DETAIL_OUTPUT_OPTION, description: 'how to print it (json is {data, applied, group, status, history})' },
});

export const help = `Usage: vigil checks get <id> [options]

Show a check: its status and settings, and what it inherits from its check group (the settings
it runs with, and which alert settings apply: its own, the group's policy or the account's).

Its last ${STRIP_RUNS} runs show as a strip (oldest left, newest right: . passed, x failed,
d degraded) with since when it fails; a check that changed state more than flapThreshold times
(settings.json, default ${DEFAULT_FLAP_THRESHOLD}) in them is marked flapping.

${optionsHelp(options)}Example
  vigil checks get 3c9f1d2e-5b7a-4c8d-9e0f-1a2b3c4d5e6f -o md
`;

interface Setting {
  label: string;
  own: string;
  applied: string;
}

const envText = (vars: Check['environmentVariables']) =>
  !vars || vars.length === 0
    ? 'none'
    : vars.map((v) => `${shownKeyName(v.key)}${v.secret ? ' (secret)' : ''}`).join(', ');

function settings(own: Check, applied: Check): Setting[] {
  const pair = (label: string, f: (c: Check) => string): Setting => ({ label, own: f(own), applied: f(applied) });
  return [
    pair('activated', (c) => yesNo(c.activated)),
    pair('muted', (c) => yesNo(c.muted)),
    pair('frequency', (c) => checkFrequencyLabel(c)),
    pair('locations', (c) => listText(c.locations)),
    pair('privateLocations', (c) => listText(c.privateLocations)),
    pair('tags', (c) => listText(c.tags)),
    pair('runtimeId', (c) => (c.runtimeId ? sanitizeLine(c.runtimeId) : 'not set')),
    pair('runParallel', (c) => yesNo(c.runParallel)),
    pair('retryStrategy', (c) => compactValue(c.retryStrategy, RETRY_STRATEGY)),
    pair('alertSettings', (c) =>
      c.useGlobalAlertSettings ? 'global (the account settings)' : policyText(c.alertSettings),
    ),
    pair('environmentVariables', (c) => envText(c.environmentVariables)),
  ];
}

interface History {
  strip: string;
  since: string;
  stateChanges: number;
  flapping: boolean;
}

/** The last runs, or why they could not be read (the check is shown all the same). */
async function loadHistory(client: VigilClient, id: string, threshold: number): Promise<History | string> {
  let runs: CheckResult[];
  try {
    runs = (await client.listCheckResults(id, { limit: STRIP_RUNS })).items;
  } catch (e) {
    return `not loaded: ${describeError(e)}`;
  }
  return {
    strip: runStrip(runs),
    since: sinceText(runs, Date.now()),
    stateChanges: stateChanges(runs),
    flapping: isFlapping(runs, threshold),
  };
}

async function flapThreshold(env: NodeJS.ProcessEnv): Promise<number> {
  const { loadSettings } = await import('../../config/settings.js');
  return (await loadSettings(env)).flapThreshold ?? DEFAULT_FLAP_THRESHOLD;
}

const stripText = (h: History) =>
  `${h.strip} (oldest left, newest right: . passed, x failed, d degraded)` +
  (h.flapping ? `; flapping: ${h.stateChanges} changes` : '');

/** What `checks get` shows, in any output. */
interface CheckView {
  own: Check;
  status: string;
  history: History | string;
  rows: Setting[];
  group: { id: number; name: string } | undefined;
  groupText: string;
  channelsText: string;
  rule: ReturnType<typeof alertOutcome> | undefined;
}

function markdownText({ own, status, history, rows, groupText, channelsText, rule }: CheckView): string {
  return [
    `## ${markdownInline(own.name)}`,
    '',
    [
      `**${status}**`,
      markdownInline(own.checkType),
      `group: ${markdownInline(groupText)}`,
      `alert channels: ${markdownInline(channelsText)}`,
      `ID ${markdownCode(own.id)}`,
    ].join(' · '),
    '',
    typeof history === 'string'
      ? `Last runs: ${markdownInline(history)}`
      : `Last runs: ${markdownCode(history.strip)} ${markdownInline(history.since)}` +
        (history.flapping ? ` · **flapping** (${history.stateChanges} changes)` : ''),
    '',
    markdownTable(
      [{ header: 'Setting' }, { header: 'Own' }, { header: 'Runs with' }],
      rows.map((r) => [
        markdownCode(r.label),
        markdownCell(r.own),
        markdownCell(r.own === r.applied ? '(same)' : `${r.applied} (from the group)`),
      ]),
    ),
    '',
    ...(rule ? [`**Alert settings (rule ${rule.rule}).** ${markdownInline(rule.text)}`, ''] : []),
  ].join('\n');
}

function textLines({ own, status, history, rows, group, groupText, channelsText, rule }: CheckView): string[] {
  const width = Math.max(...rows.map((r) => r.label.length));
  const inherited = rows.filter((r) => r.own !== r.applied);
  const lines = [
    ...fieldLines([
      { label: 'name', value: sanitizeLine(own.name) },
      { label: 'status', value: typeof history !== 'string' && history.flapping ? `${status}, flapping` : status },
      { label: 'since', value: typeof history === 'string' ? history : history.since },
      ...(typeof history === 'string' ? [] : [{ label: 'last runs', value: stripText(history) }]),
      { label: 'type', value: sanitizeLine(own.checkType) },
      { label: 'group', value: groupText },
      { label: 'alert channels', value: channelsText },
      { label: 'id', value: sanitizeLine(own.id) },
    ]),
    '',
    'Settings',
    ...rows.map((r) => `  ${r.label.padEnd(width)}  ${r.own}`),
    '',
    group ? `Inherited from group ${groupText}` : 'Inherited from a group',
  ];
  if (!group) lines.push('  Nothing: the check is in no group.');
  else if (inherited.length === 0) lines.push('  Nothing: it runs with its own settings.');
  else for (const r of inherited) lines.push(`  ${r.label.padEnd(width)}  ${r.applied}  (own: ${r.own})`);
  if (rule) lines.push('', `Alert settings (rule ${rule.rule})`, `  ${rule.text}`);
  lines.push('', own.activated ? `Pause it: vigil checks pause ${own.id}` : `Resume it: vigil checks resume ${own.id}`);
  return lines;
}

export const run: CommandRun = async (argv, ctx) => {
  const { values, positionals } = parseOptions('checks get', options, argv, { positionals: true });
  const id = parseGuidArgument('check', onePositional(positionals, 'checks get', 'check ID'));
  const { output } = values;
  const threshold = await flapThreshold(ctx.io.env);
  const client = await clientFromContext(ctx);
  try {
    const [own, applied, statuses, history] = await Promise.all([
      client.getCheck(id),
      client.getCheck(id, {}, { applyGroupSettings: true }),
      client.listCheckStatusSummaries(),
      loadHistory(client, id, threshold),
    ]);
    const subscriptions = own.alertChannelSubscriptions ?? [];
    const [group, channels] = await Promise.all([
      own.groupId === null ? undefined : client.getCheckGroup(own.groupId),
      lookUpChannels(
        client,
        subscriptions.map((s) => s.alertChannelId),
      ),
    ]);
    const status = checkStatusWord(
      own,
      statuses.find((s) => s.checkId === id),
    );
    if (output === 'json') {
      const historyJson = typeof history === 'string' ? { error: history } : history;
      ctx.io.stdout.write(
        `${toSafeJson({ data: own, applied, group: group ?? null, status, history: historyJson }, 2)}\n`,
      );
      return 0;
    }
    const view: CheckView = {
      own,
      status,
      history,
      rows: settings(own, applied),
      group,
      groupText: group ? `${sanitizeLine(group.name)} (${group.id})` : 'none',
      channelsText: subscriptionsText(subscriptions, channels),
      rule: group ? alertOutcome(group) : undefined,
    };
    ctx.io.stdout.write(output === 'md' ? markdownText(view) : `${textLines(view).join('\n')}\n`);
    return 0;
  } finally {
    await client.close();
  }
};
