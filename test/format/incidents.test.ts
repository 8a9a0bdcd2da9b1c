import { describe, expect, it } from 'vitest';
import { fieldLines } from '../../src/format/fields.js';
import {
  incidentLabel,
  incidentRow,
  incidentStatusText,
  isoNow,
  parseIncidentStatus,
  updateFields,
} from '../../src/format/incidents.js';

describe('incident formatting', () => {
  it('parses statuses in any letter case and refuses others', () => {
    expect(parseIncidentStatus('monitoring')).toBe('MONITORING');
    expect(parseIncidentStatus(' Resolved ')).toBe('RESOLVED');
    expect(parseIncidentStatus('fixed')).toBeNull();
    expect(parseIncidentStatus('')).toBeNull();
  });

  it('rows and labels escape server text', () => {
    const row = incidentRow({
      id: 'i1',
      name: 'Checkout \u001b[2Jdown\u0007',
      severity: 'major',
      lastUpdateStatus: 'INVESTIGATING',
    });
    expect(row).toEqual({ id: 'i1', name: 'Checkout \\x1b[2Jdown\\x07', severity: 'MAJOR', status: 'INVESTIGATING' });
    expect(incidentLabel({ id: 'i1', name: '', severity: null, lastUpdateStatus: null })).toBe('i1 (-, -)');
    expect(incidentStatusText('x\u202ey')).toBe('X\\u202eY');
  });

  it('a stored update shows id, status, date and notify; a missing status reads as unchanged', () => {
    const fields = updateFields({
      id: 'u1',
      status: 'MONITORING',
      publicIncidentUpdateDate: '2025-01-02T03:04:05Z',
      notifySubscribers: true,
    });
    expect(fieldLines(fields)).toEqual([
      'id      u1',
      'status  MONITORING',
      'date    2025-01-02T03:04:05Z',
      'notify  yes',
    ]);
    expect(updateFields({}).map((f) => f.value)).toEqual(['-', 'unchanged', '-', 'no']);
  });

  it('the default public date is now, in UTC, to the second', () => {
    expect(isoNow(Date.parse('2025-03-04T05:06:07.891Z'))).toBe('2025-03-04T05:06:07Z');
  });
});
