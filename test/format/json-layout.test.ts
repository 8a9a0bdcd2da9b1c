import { describe, expect, it } from 'vitest';
import { compactJsonLines } from '../../src/format/json-layout.js';

const incident = {
  name: 'Checkout errors',
  severity: 'MAJOR',
  services: [{ id: '722226cd-dce1-4b56-a805-a72068ecf8d2' }],
  incidentUpdates: [
    { description: 'We are looking into failed payments.', status: 'INVESTIGATING', notifySubscribers: false },
  ],
};

describe('compactJsonLines', () => {
  it('keeps what fits the width on one line, one member per line otherwise, and hugs a lone object in an array', () => {
    expect(compactJsonLines(incident, 80)).toEqual([
      '{',
      '  "name": "Checkout errors",',
      '  "severity": "MAJOR",',
      '  "services": [{"id": "722226cd-dce1-4b56-a805-a72068ecf8d2"}],',
      '  "incidentUpdates": [{',
      '    "description": "We are looking into failed payments.",',
      '    "status": "INVESTIGATING",',
      '    "notifySubscribers": false',
      '  }]',
      '}',
    ]);
  });

  it('is the same JSON value as JSON.stringify makes, at any width', () => {
    const value = { ...incident, empty: [], none: {}, list: [1, 'two', null, [true]], n: undefined };
    for (const width of [1, 20, 40, 80, 400]) {
      expect(JSON.parse(compactJsonLines(value, width).join('\n'))).toEqual(JSON.parse(JSON.stringify(value)));
    }
    expect(compactJsonLines(value, 400)).toHaveLength(1);
  });

  it('several objects in an array go one per line; a string is never cut', () => {
    const two = { services: [{ id: 'a'.repeat(36) }, { id: 'b'.repeat(36) }] };
    expect(compactJsonLines(two, 80)).toEqual([
      '{',
      '  "services": [',
      `    {"id": "${'a'.repeat(36)}"},`,
      `    {"id": "${'b'.repeat(36)}"}`,
      '  ]',
      '}',
    ]);
    expect(compactJsonLines({ d: 'x'.repeat(100) }, 20)).toEqual(['{', `  "d": "${'x'.repeat(100)}"`, '}']);
    expect(compactJsonLines(undefined, 80)).toEqual(['null']);
  });
});
