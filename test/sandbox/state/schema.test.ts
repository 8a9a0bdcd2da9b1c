import { describe, expect, it } from 'vitest';
import { StateFileSchema, emptyState } from '../../../src/sandbox/state/schema.js';

describe('StateFileSchema', () => {
  const id = '0f0e0d0c-0b0a-4908-8706-050403020100';

  it('accepts what the sandbox writes, and the empty state', () => {
    const state = {
      version: 1,
      checks: { [id]: { activated: false, name: 'Renamed' } },
      removedMembers: [id],
      incidentUpdates: {
        [id]: [{ id, description: 'Fixed', status: 'RESOLVED', notifySubscribers: false, created_at: '2026-01-01' }],
      },
      createdIncidents: [
        {
          id,
          name: 'Checkout down',
          severity: 'MAJOR',
          lastUpdateStatus: 'INVESTIGATING',
          services: [{ id, name: 'Checkout' }],
          incidentUpdates: [{ id, description: 'Looking', notifySubscribers: false }],
          duration: null,
        },
      ],
    };
    expect(StateFileSchema.parse(state)).toEqual(state);
    expect(StateFileSchema.parse(emptyState())).toEqual(emptyState());
  });

  it('checks check changes with the same schema as PUT /v1/checks/{id}', () => {
    expect(StateFileSchema.safeParse({ version: 1, checks: { [id]: { frequency: 7 } } }).success).toBe(false);
    expect(StateFileSchema.safeParse({ version: 1, checks: { [id]: { colour: 'red' } } }).success).toBe(false);
    expect(StateFileSchema.safeParse({ version: 2 }).success).toBe(false);
  });
});
