// listCheckStatusSummaries: the same statuses as listCheckStatuses, only the list's fields.
import { afterAll, describe, expect, it } from 'vitest';
import { clientFor } from '../helpers/client.js';
import { useSandbox } from '../helpers/sandbox.js';

const LIST_FIELDS = [
  'checkId',
  'name',
  'hasErrors',
  'hasFailures',
  'isDegraded',
  'lastRunLocation',
  'longestRun',
  'shortestRun',
  'updated_at',
];

describe('listCheckStatusSummaries', () => {
  const sandbox = useSandbox();
  let close: (() => Promise<void>) | undefined;
  afterAll(async () => close?.());

  it('answers every status with the list fields alone, equal to the full ones', async () => {
    const client = clientFor(sandbox());
    close = () => client.close();
    const [full, summaries] = await Promise.all([client.listCheckStatuses(), client.listCheckStatusSummaries()]);
    expect(summaries.length).toBe(full.length);
    expect(summaries.length).toBeGreaterThan(10);
    summaries.forEach((summary, i) => {
      expect(Object.keys(summary).sort()).toEqual(LIST_FIELDS.filter((f) => f in summary).sort());
      const whole = full[i]! as Record<string, unknown>;
      for (const [field, value] of Object.entries(summary)) expect([field, value]).toEqual([field, whole[field]]);
    });
    expect(summaries.some((s) => s.hasFailures)).toBe(true);
  });
});
