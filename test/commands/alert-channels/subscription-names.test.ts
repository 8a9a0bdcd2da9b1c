// The names `alert-channels get` gives a channel's subscriptions, against the real sandbox: every
// check's name from the check statuses, groups from their list, and a lookup that fails leaves the
// IDs saying so instead of failing the command.
import { describe, expect, it } from 'vitest';
import { lookUpSubscriptionNames } from '../../../src/commands/alert-channels/subscription-names.js';
import { alertSubscriptionLine } from '../../../src/format/alerts.js';
import { clientFor, useSandboxClient } from '../../helpers/client.js';

const { sandbox, client } = useSandboxClient();

describe('lookUpSubscriptionNames', () => {
  it('names checks and groups', async () => {
    const check = (await client().listChecks({ limit: 1 })).items[0]!;
    const groups = (await client().listCheckGroups({ limit: 100 })).items;
    const names = await lookUpSubscriptionNames(client(), [{ checkId: check.id }, { groupId: groups[0]!.id }]);
    expect(names.check(check.id)).toBe(check.name);
    expect(names.group(groups[0]!.id)).toBe(groups[0]!.name);
    expect(names.failed).toEqual({ checks: false, groups: false });
  });

  it('asks only for what the subscriptions need', async () => {
    const before = sandbox().requests.length;
    await lookUpSubscriptionNames(client(), [{ groupId: 1 }]);
    const paths = sandbox()
      .requests.slice(before)
      .map((r) => r.path);
    expect(paths.some((p) => p.startsWith('/v1/check-groups'))).toBe(true);
    expect(paths.some((p) => p.startsWith('/v1/check-statuses'))).toBe(false);
    const none = sandbox().requests.length;
    await lookUpSubscriptionNames(client(), []);
    expect(sandbox().requests.length).toBe(none);
  });

  it('a lookup that fails: the IDs, "(lookup failed)", no exception', async () => {
    const refused = clientFor(sandbox(), { apiKey: 'not-a-key', maxRetries: 0 });
    try {
      const names = await lookUpSubscriptionNames(refused, [
        { checkId: 'c1', activated: true },
        { groupId: 3, activated: true },
      ]);
      expect(names.failed).toEqual({ checks: true, groups: true });
      expect(alertSubscriptionLine({ checkId: 'c1', activated: true }, names).text).toBe('c1 (lookup failed)');
      expect(alertSubscriptionLine({ groupId: 3, activated: true }, names).text).toBe('#3 (lookup failed)');
    } finally {
      await refused.close();
    }
  });
});
