// `vigil incidents get <id>`: one status-page incident with its updates, newest first.
import type { IncidentUpdate } from '../../client/schemas/index.js';
import { incidentRow, incidentStatusText } from '../../format/incidents.js';
import { fieldLines } from '../../format/fields.js';
import { toSafeJson } from '../../format/json.js';
import { markdownCell, markdownCode, markdownInline, markdownTable } from '../../format/markdown.js';
import { sanitizeLine } from '../../sanitize.js';
import { optionsHelp } from '../shared/options-help.js';
import { defineOptions, parseOptions } from '../shared/options.js';
import { DETAIL_OUTPUT_OPTION } from '../shared/output-options.js';
import { clientFromContext } from '../shared/client.js';
import { onePositional, parseGuidArgument } from '../shared/list-options.js';
import type { CommandRun } from '../types.js';

export const options = defineOptions({
  output: { ...DETAIL_OUTPUT_OPTION, description: 'how to print it (json is the incident with its updates)' },
});

export const help = `Usage: vigil incidents get <id> [options]

Show a status-page incident: name, severity, last status, services, and every update, newest first.

${optionsHelp(options)}
Example
  vigil incidents get 4bd3c1e0-6c1f-4a8e-9d2e-2f1b7c9a0d11 -o md
`;

function newestFirst(updates: readonly IncidentUpdate[]): IncidentUpdate[] {
  const at = (u: IncidentUpdate) => Date.parse(u.publicIncidentUpdateDate ?? u.created_at ?? '') || 0;
  return [...updates].sort((a, b) => at(b) - at(a));
}

function when(u: IncidentUpdate): string {
  return sanitizeLine(u.publicIncidentUpdateDate ?? u.created_at ?? '-');
}

export const run: CommandRun = async (argv, ctx) => {
  const { values, positionals } = parseOptions('incidents get', options, argv, { positionals: true });
  const id = parseGuidArgument('incident', onePositional(positionals, 'incidents get', 'incident ID'));
  const { output } = values;
  const client = await clientFromContext(ctx);
  try {
    const [incident, listed] = await Promise.all([client.getIncident(id), client.listIncidentUpdates(id)]);
    const updates = newestFirst(listed.length > 0 ? listed : incident.incidentUpdates);
    const row = incidentRow(incident);
    const services =
      incident.services
        .map((s) => sanitizeLine((s as { name?: unknown }).name ?? (s as { id?: unknown }).id ?? '?'))
        .join(', ') || 'none';
    if (output === 'json') {
      ctx.io.stdout.write(`${toSafeJson({ data: { ...incident, incidentUpdates: updates } }, 2)}\n`);
    } else if (output === 'md') {
      ctx.io.stdout.write(
        [
          `## ${markdownInline(incident.name)}`,
          '',
          `Severity **${row.severity}**, last status **${row.status}**, services: ${markdownInline(services)}. ID ` +
            `${markdownCode(incident.id)}.`,
          '',
          markdownTable(
            [{ header: 'Date (UTC)' }, { header: 'Status' }, { header: 'Notified' }, { header: 'Update' }],
            updates.map((u) => [
              markdownCell(when(u)),
              incidentStatusText(u.status),
              u.notifySubscribers ? 'yes' : 'no',
              markdownCell(u.description),
            ]),
          ),
          '',
        ].join('\n'),
      );
    } else {
      const lines = [
        ...fieldLines([
          { label: 'name', value: row.name },
          { label: 'severity', value: row.severity },
          { label: 'last status', value: row.status },
          { label: 'services', value: services },
          { label: 'id', value: row.id },
        ]),
        '',
        `Updates (${updates.length}), newest first`,
      ];
      if (updates.length === 0) lines.push('  No updates yet.');
      for (const u of updates) {
        lines.push(
          `  ${when(u)}  ${incidentStatusText(u.status)}${u.notifySubscribers ? '  (subscribers notified)' : ''}`,
        );
        for (const text of u.description.split(/\r\n|\r|\n/)) lines.push(`    ${sanitizeLine(text)}`.trimEnd());
      }
      lines.push('', `Post an update: vigil incident-update ${row.id} --status monitoring --description '...'`);
      ctx.io.stdout.write(`${lines.join('\n')}\n`);
    }
    return 0;
  } finally {
    await client.close();
  }
};
