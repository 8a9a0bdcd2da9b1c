// `vigil check-groups get <id>`: every CheckGroupV2 setting with its default marked, the alert
// settings its checks end up with (rules 1-3), rule 4 warnings and its checks, as the Groups
// screen's detail; `-o code` prints the group as configuration as code (format/group-code.ts).
import type { VigilClient } from '../../client/index.js';
import { iteratePages } from '../../client/index.js';
import type { Check, CheckGroup } from '../../client/schemas/index.js';
import { GROUP_CHECK_COLUMNS, groupCheckRows } from '../../format/check-columns.js';
import { statusIndex, type CheckStatusLike } from '../../format/checks.js';
import { groupCode } from '../../format/group-code.js';
import type { ChannelLookup } from '../../format/alerts.js';
import { alertOutcome, highFrequencyWarnings } from '../../format/group-rules.js';
import { groupChannelIds, groupSettings } from '../../format/groups.js';
import { toSafeJson } from '../../format/json.js';
import { markdownCell, markdownCode, markdownColumns, markdownInline, markdownTable } from '../../format/markdown.js';
import { sanitizeLine, sanitizeLines } from '../../sanitize.js';
import { renderTable } from '../../format/table-text.js';
import { tableWidth } from '../../format/columns.js';
import { lookUpChannels } from '../shared/alert-channels.js';
import { clientFromContext } from '../shared/client.js';
import { optionsHelp } from '../shared/options-help.js';
import { defineOptions, parseOptions } from '../shared/options.js';
import { DETAIL_OUTPUT_OPTION } from '../shared/output-options.js';
import { onePositional, parseNumericId } from '../shared/list-options.js';
import type { CommandRun } from '../types.js';

export const GET_OUTPUTS = ['detail', 'json', 'md', 'code'] as const;

export const options = defineOptions({
  output: {
    ...DETAIL_OUTPUT_OPTION,
    values: GET_OUTPUTS,
    description: 'how to print it (json and code are below)',
  },
  'show-scripts': { type: 'flag', description: 'print localSetupScript and localTearDownScript in full' },
});

export const help = `Usage: vigil check-groups get <id> [options]

Show one check group: every setting (defaults marked), which alert settings its checks end up
with (rules 1-3), the check types that cannot run at its frequency (rule 4), and its checks.

Settings are shown by allow-list: names, enum words, numbers, flags, the host of a URL and its
first path segment, header and variable keys. Everything else that could hold a secret (header,
query and variable values, URL paths and user info, unknown fields) reads "(hidden)", and the
deprecated setup and teardown scripts by their length and sha256.

${optionsHelp(options)}
-o json prints the group and its checks as the server sent them, secrets unmasked, for scripts;
-o code prints the group as a CheckGroupV2 construct (defaults left out, secrets masked),
followed by the CheckGroupV2.fromId alternative.

Example
  vigil check-groups get 12 -o code > checkout.check-group.ts
`;

const MAX_CHECK_PAGES = 20;

async function groupChecks(client: VigilClient, id: number): Promise<Check[]> {
  const checks: Check[] = [];
  let pages = 0;
  for await (const page of iteratePages((n) => client.listGroupChecks(id, { page: n, limit: 100 }))) {
    checks.push(...page.items);
    if (++pages >= MAX_CHECK_PAGES) break;
  }
  return checks;
}

function wrap(text: string, width: number, indent: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line !== '' && indent.length + line.length + 1 + word.length > width) {
      lines.push(indent + line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(indent + line);
  return lines;
}

interface GroupView {
  group: CheckGroup;
  /** Its alert channels as looked up, named in the settings. */
  channels: ChannelLookup;
  checks: Check[];
  statuses: ReadonlyMap<string, CheckStatusLike>;
  /** Print the deprecated scripts in full (`--show-scripts`). */
  showScripts: boolean;
}

/** The group's scripts in full, for `--show-scripts`: each as its own block of escaped lines. */
function scriptBlocks(group: CheckGroup): Array<{ label: string; lines: string[] }> {
  const scripts: Array<[string, unknown]> = [
    ['localSetupScript', group.localSetupScript],
    ['localTearDownScript', group.localTearDownScript],
  ];
  return scripts
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([label, text]) => ({ label, lines: sanitizeLines(text) }));
}

function rulesText(view: GroupView): { rule: number; text: string[]; warnings: string[] } {
  const outcome = alertOutcome(view.group);
  const text = [outcome.text];
  if (view.group.muted) text.push('The group is muted: its checks run but send no notifications.');
  const warnings = highFrequencyWarnings(view.group, view.checks).map((w) => w.text);
  return { rule: outcome.rule, text, warnings };
}

function detailText(view: GroupView, width: number): string {
  const settings = groupSettings(view.group, view.channels);
  const labelWidth = Math.max(...settings.map((s) => s.label.length));
  const lines = [`Check group ${view.group.id}: ${sanitizeLine(view.group.name)}`, '', 'Settings'];
  for (const s of settings) {
    const notes = [s.isDefault ? '(default)' : '', s.deprecated ? '(deprecated)' : ''].filter(Boolean).join(' ');
    lines.push(`  ${s.label.padEnd(labelWidth)}  ${notes ? `${s.value}  ${notes}` : s.value}`);
  }
  const rules = rulesText(view);
  lines.push('', `Alert settings of its checks (rule ${rules.rule})`);
  for (const t of rules.text) lines.push(...wrap(t, width, '  '));
  lines.push('', 'Warnings (rule 4)');
  if (rules.warnings.length === 0) lines.push("  None: every check type here can run at the group's frequency.");
  for (const w of rules.warnings) lines.push(...wrap(`WARN ${w}`, width, '  '));
  lines.push('', `Checks (${view.checks.length})`);
  if (view.checks.length === 0) lines.push('  No checks in this group.');
  else
    for (const line of renderTable(
      GROUP_CHECK_COLUMNS,
      groupCheckRows(view.checks, view.statuses, view.group.frequency),
      tableWidth(width),
    ))
      lines.push(`  ${line}`);
  if (view.showScripts)
    for (const block of scriptBlocks(view.group)) lines.push('', block.label, ...block.lines.map((l) => `  ${l}`));
  lines.push('', `As code: vigil check-groups get ${view.group.id} -o code`);
  return `${lines.join('\n')}\n`;
}

function markdownText(view: GroupView): string {
  const settings = groupSettings(view.group, view.channels);
  const rules = rulesText(view);
  const rows = settings.map((s) => [
    markdownCode(s.label),
    markdownCell(s.value),
    s.isDefault ? 'yes' : '',
    s.deprecated ? 'deprecated' : '',
  ]);
  return [
    `## Check group ${view.group.id}: ${markdownInline(view.group.name)}`,
    '',
    markdownTable([{ header: 'Setting' }, { header: 'Value' }, { header: 'Default' }, { header: 'Note' }], rows),
    '',
    `**Alert settings of its checks (rule ${rules.rule}).** ${rules.text.map(markdownInline).join(' ')}`,
    '',
    `**Warnings (rule 4).** ` +
      `${rules.warnings.length === 0 ? "None: every check type here can run at the group's frequency." : ''}`,
    ...rules.warnings.map((w) => `- ${markdownInline(w)}`),
    '',
    `### Checks (${view.checks.length})`,
    '',
    view.checks.length === 0
      ? 'No checks in this group.'
      : markdownColumns(GROUP_CHECK_COLUMNS, groupCheckRows(view.checks, view.statuses, view.group.frequency)),
    '',
    ...(view.showScripts
      ? scriptBlocks(view.group).flatMap((b) => {
          // A fence longer than any run of backticks in the script, so the script cannot close it.
          const fence = '`'.repeat(
            Math.max(3, ...b.lines.map((l) => Math.max(0, ...(l.match(/`+/g) ?? []).map((r) => r.length + 1)))),
          );
          return [`### ${b.label}`, '', fence, ...b.lines, fence, ''];
        })
      : []),
  ].join('\n');
}

export const run: CommandRun = async (argv, ctx) => {
  const { values, positionals } = parseOptions('check-groups get', options, argv, { positionals: true });
  const id = parseNumericId(
    'check group',
    onePositional(positionals, 'check-groups get', 'check group ID'),
    'check-groups get',
  );
  const { output } = values;
  const showScripts = values['show-scripts'];
  const client = await clientFromContext(ctx);
  try {
    const group = await client.getCheckGroup(id);
    if (output === 'code') {
      ctx.io.stdout.write(groupCode(group, { showScripts }));
      return 0;
    }
    if (output === 'json') {
      ctx.io.stdout.write(`${toSafeJson({ data: group, checks: await groupChecks(client, id) }, 2)}\n`);
      return 0;
    }
    const [checks, statuses, channels] = await Promise.all([
      groupChecks(client, id),
      client.listCheckStatusSummaries(),
      lookUpChannels(client, groupChannelIds(group)),
    ]);
    const view: GroupView = { group, channels, checks, statuses: statusIndex(statuses), showScripts };
    if (output === 'md') ctx.io.stdout.write(markdownText(view));
    else
      ctx.io.stdout.write(detailText(view, ctx.io.stdout.isTTY && ctx.io.stdout.columns ? ctx.io.stdout.columns : 80));
    return 0;
  } finally {
    await client.close();
  }
};
