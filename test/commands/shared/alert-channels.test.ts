// The channel lookup of the commands that name alert channels (checks get, check-groups get),
// against the real sandbox: found by ID, a missing one named by its ID, and a lookup that fails
// only leaves bare IDs instead of failing the command.
import { describe, expect, it } from 'vitest';
import { lookUpChannels, subscriptionsText } from '../../../src/commands/shared/alert-channels.js';
import { alertChannelName } from '../../../src/format/alerts.js';
import { clientFor, useSandboxClient } from '../../helpers/client.js';

const { sandbox, client } = useSandboxClient();

describe('lookUpChannels', () => {
  it('finds the channels by ID; one that does not exist is "not found"', async () => {
    const lookup = await lookUpChannels(client(), [1, 3, 999]);
    expect(lookup.missing).toBe('not found');
    expect([...lookup.found.keys()].sort()).toEqual([1, 3]);
    const text = subscriptionsText([{ alertChannelId: 1 }, { alertChannelId: 999, activated: false }], lookup);
    expect(text).toBe(`${alertChannelName(lookup.found.get(1)!)} #1, #999 (not found) inactive`);
  });

  it('a list that cannot be read: nothing found, "lookup failed", no exception', async () => {
    const refused = clientFor(sandbox(), { apiKey: 'not-a-key', maxRetries: 0 });
    try {
      const lookup = await lookUpChannels(refused, [1, 3]);
      expect(lookup).toEqual({ found: new Map(), missing: 'lookup failed' });
      expect(subscriptionsText([{ alertChannelId: 1 }], lookup)).toBe('#1 (lookup failed)');
    } finally {
      await refused.close();
    }
  });

  it('no IDs: no request', async () => {
    const before = sandbox().requests.length;
    expect((await lookUpChannels(client(), [])).found.size).toBe(0);
    expect(sandbox().requests.length).toBe(before);
  });
});
