// The new-incident form's pieces without rendering: the request the values make (or none), the
// check that wants a service, and the summary in words with server text escaped.
import { describe, expect, it } from 'vitest';
import { formValues, initialForm } from '../../../../src/tui/forms/formState.js';
import {
  newIncidentOptions,
  newIncidentRequest,
  newIncidentSpecs,
  newIncidentSummary,
} from '../../../../src/tui/screens/incident/newIncidentFields.js';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const services = [
  { id: A, name: 'API' },
  { id: B, name: 'Bad\u001b[2Jname' },
];

const values = (over: Record<string, unknown> = {}) => ({
  ...formValues(initialForm(newIncidentSpecs(services), 0, newIncidentOptions)),
  name: ' Checkout down ',
  description: 'Looking.',
  services: [A, B],
  ...over,
});

describe('new incident form pieces', () => {
  it('starts at MAJOR, INVESTIGATING, no service ticked, no notify', () => {
    const start = formValues(initialForm(newIncidentSpecs(services), 0, newIncidentOptions));
    expect(start).toMatchObject({ severity: 'MAJOR', status: 'INVESTIGATING', services: [], notifySubscribers: false });
  });

  it('makes the exact POST body from the values, trimmed', () => {
    expect(newIncidentRequest(values({ notifySubscribers: true }))).toEqual({
      method: 'POST',
      path: '/v1/status-pages/incidents',
      body: {
        name: 'Checkout down',
        severity: 'MAJOR',
        services: [{ id: A }, { id: B }],
        incidentUpdates: [{ description: 'Looking.', status: 'INVESTIGATING', notifySubscribers: true }],
      },
    });
  });

  it.each([
    ['no name', { name: '  ' }],
    ['a name of 256 characters', { name: 'n'.repeat(256) }],
    ['no description', { description: '' }],
    ['no service', { services: [] }],
  ])('makes no request with %s', (_what, over) => {
    expect(newIncidentRequest(values(over))).toBeNull();
  });

  it('wants a service ticked, and says so next to the field', () => {
    expect(newIncidentOptions.check?.(values({ services: [] }))).toEqual({ services: 'tick at least one service' });
    expect(newIncidentOptions.check?.(values())).toEqual({});
  });

  it('says every field in words, service names escaped', () => {
    const summary = newIncidentSummary(values(), services);
    expect(summary.map((l) => l.label)).toEqual(['New incident', 'Services', 'First update']);
    const named = summary.find((l) => l.label === 'Services')?.value ?? '';
    expect(named).toContain('API, Bad');
    expect(named).not.toContain('\u001b');
    const text = summary.map((l) => l.value).join(' | ');
    expect(text).toMatch(/^".+", severity [A-Z]+ \| /);
    expect(summary[2]?.value).toMatch(/^[A-Z]+, subscribers (not )?notified, its text below \(1 line\)$/);
  });
});
