// The incidents table: name, severity and last status (words, never colour alone).
import type { Incident } from '../../../client/schemas/index.js';
import type { IncidentRow } from '../../../format/incidents.js';
import type { Column } from '../../components/table/index.js';
import type { ThemeToken } from '../../theme/index.js';

export interface IncidentTableRow extends IncidentRow {
  incident: Incident;
}

function statusToken(status: string): ThemeToken {
  return status === 'RESOLVED' ? 'status.passed' : status === 'MONITORING' ? 'status.running' : 'status.degraded';
}

function severityToken(severity: string): ThemeToken | undefined {
  return severity === 'CRITICAL' || severity === 'MAJOR' ? 'status.failed' : undefined;
}

export const incidentColumns: readonly Column<IncidentTableRow>[] = [
  { id: 'name', header: 'NAME', width: 16, grow: 3, value: (r) => r.name },
  { id: 'severity', header: 'SEVERITY', width: 8, value: (r) => r.severity, token: (r) => severityToken(r.severity) },
  { id: 'status', header: 'LAST STATUS', width: 13, value: (r) => r.status, token: (r) => statusToken(r.status) },
  { id: 'id', header: 'ID', width: 36, priority: 1, value: (r) => r.id },
];
