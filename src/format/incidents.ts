// Status-page incidents and incident updates as rows and fields, shared by
// `vigil incident-update` and the Incident screen. Every string returned is sanitized and plain.
// Inputs are typed structurally so schema types and hand-made test data both fit.
import type { Column } from './columns.js';
import type { StatusTone } from './status.js';
import { sanitizeLine } from '../sanitize.js';
import type { Field } from './fields.js';

/** Incident update statuses in the order an incident usually goes through them. */
export const INCIDENT_STATUSES = ['INVESTIGATING', 'IDENTIFIED', 'MONITORING', 'RESOLVED'] as const;
export type IncidentStatusValue = (typeof INCIDENT_STATUSES)[number];

/** Incident severities, worst first. */
export const INCIDENT_SEVERITIES = ['CRITICAL', 'MAJOR', 'MEDIUM', 'MINOR'] as const;

export interface IncidentLike {
  id: string;
  name?: string | null;
  severity?: string | null;
  lastUpdateStatus?: string | null;
}

export interface IncidentRow {
  id: string;
  name: string;
  severity: string;
  status: string;
}

export interface IncidentUpdateLike {
  id?: string | null;
  description?: string | null;
  status?: string | null;
  publicIncidentUpdateDate?: string | null;
  notifySubscribers?: boolean | null;
  created_at?: string | null;
}

/** 'INVESTIGATING' or 'investigating' -> 'INVESTIGATING'; anything else -> null. */
export function parseIncidentStatus(text: string): IncidentStatusValue | null {
  const upper = text.trim().toUpperCase();
  return (INCIDENT_STATUSES as readonly string[]).includes(upper) ? (upper as IncidentStatusValue) : null;
}

/** A status as stored ('MONITORING'); a missing one reads as '-'. Unknown values are kept, escaped. */
export function incidentStatusText(status: string | null | undefined): string {
  return status ? sanitizeLine(status.toUpperCase()) : '-';
}

export function incidentRow(incident: IncidentLike): IncidentRow {
  return {
    id: sanitizeLine(incident.id),
    name: sanitizeLine(incident.name ?? ''),
    severity: incidentStatusText(incident.severity),
    status: incidentStatusText(incident.lastUpdateStatus),
  };
}

/** One line naming an incident: `Checkout errors (MAJOR, INVESTIGATING)`. */
export function incidentLabel(incident: IncidentLike): string {
  const row = incidentRow(incident);
  return `${row.name || row.id} (${row.severity}, ${row.status})`;
}

/** What a stored update shows after posting: id, status, date (and whether subscribers hear of it). */
export function updateFields(update: IncidentUpdateLike): Field[] {
  return [
    { label: 'id', value: update.id ? sanitizeLine(update.id) : '-' },
    { label: 'status', value: update.status ? incidentStatusText(update.status) : 'unchanged' },
    { label: 'date', value: update.publicIncidentUpdateDate ? sanitizeLine(update.publicIncidentUpdateDate) : '-' },
    { label: 'notify', value: update.notifySubscribers === true ? 'yes' : 'no' },
  ];
}

/** An incident as answered: its id, name, severity, status, services (names) and first update. */
export function incidentFields(
  incident: IncidentLike & { services?: ReadonlyArray<{ id?: string; name?: string }> },
): Field[] {
  const services = (incident.services ?? []).map((s) => sanitizeLine(s.name ?? s.id ?? '?')).join(', ');
  return [
    { label: 'id', value: sanitizeLine(incident.id) },
    { label: 'name', value: sanitizeLine(incident.name ?? '-') },
    { label: 'severity', value: sanitizeLine(incident.severity ?? '-') },
    { label: 'status', value: incidentStatusText(incident.lastUpdateStatus) },
    { label: 'services', value: services || 'none' },
  ];
}

/** Fields as aligned `label  value` lines. */
/** The current time as the form's default public date: ISO 8601 in UTC, whole seconds. */
export function isoNow(now: number): string {
  return `${new Date(now).toISOString().slice(0, 19)}Z`;
}

function incidentStatusTone(status: string): StatusTone {
  return status === 'RESOLVED' ? 'passed' : status === 'MONITORING' ? 'running' : 'degraded';
}

function severityTone(severity: string): StatusTone | undefined {
  return severity === 'CRITICAL' || severity === 'MAJOR' ? 'failed' : undefined;
}

/**
 * The columns of an incident list: `vigil incidents list` and the Incident screen's picker. The
 * command keeps the whole ID (what `incidents get` and `incident-update` take) over the severity
 * at 80 columns; the picker leaves the ID out (y copies it) and gives the name the room.
 */
export const INCIDENT_COLUMNS: readonly Column<IncidentRow>[] = [
  { id: 'name', header: 'NAME', min: 24, max: 60, grow: true, priority: 100, value: (r) => r.name },
  {
    id: 'severity',
    header: 'SEVERITY',
    min: 8,
    fixed: true,
    priority: 70,
    value: (r) => r.severity,
    tone: (r) => severityTone(r.severity),
  },
  {
    id: 'status',
    header: 'LAST STATUS',
    min: 11,
    fixed: true,
    priority: 90,
    value: (r) => r.status,
    tone: (r) => incidentStatusTone(r.status),
  },
  { id: 'id', header: 'ID', min: 36, fixed: true, priority: 95, value: (r) => r.id },
];
