// One entry per write, however it ends; the write's own promise unchanged. Fakes: a recorder in
// memory and promises that settle as a client's would.
import { describe, expect, it } from 'vitest';
import { ForbiddenError, TimeoutError } from '../../../../src/client/index.js';
import type { TriageEntry } from '../../../../src/tui/state/record.js';
import { recordedWrite } from '../../../../src/tui/screens/record/recordedWrite.js';

function recorder() {
  const entries: TriageEntry[] = [];
  return { entries, add: (e: TriageEntry) => void entries.push(e), read: () => [] };
}

const write = {
  kind: 'paused',
  what: 'pause check "Checkout"',
  done: (r: { ok: boolean }) => `Paused check "Checkout" (${r.ok}).`,
  command: 'vigil checks pause 1 --yes',
  verify: 'vigil checks get 1',
  check: { id: '1', name: 'Checkout' },
};
const request = { method: 'PUT', path: '/v1/checks/1' };

describe('recordedWrite', () => {
  it('done: the sentence, the command and the check; the result passes through', async () => {
    const record = recorder();
    await expect(recordedWrite(record, Promise.resolve({ ok: true }), write)).resolves.toEqual({ ok: true });
    expect(record.entries).toEqual([
      { kind: 'paused', text: 'Paused check "Checkout" (true).', command: write.command, check: write.check },
    ]);
  });

  it('timed out: outcome unknown, with the read that shows whether it was done; the error passes through', async () => {
    const record = recorder();
    const error = new TimeoutError(request, 15_000, 'http://h');
    await expect(recordedWrite(record, Promise.reject(error), write)).rejects.toBe(error);
    expect(record.entries).toHaveLength(1);
    expect(record.entries[0]).toMatchObject({ outcome: 'unknown', command: write.command, verify: write.verify });
    expect(record.entries[0]?.text).toMatch(
      /^Tried to pause check "Checkout"; whether it was done is unknown \(.+\)\.$/,
    );
    expect(record.entries[0]?.text).toContain('No answer from http://h within 15s for PUT /v1/checks/1');
    expect(record.entries[0]?.text).not.toMatch(/again|retry/i);
  });

  it('refused by the server: failed, nothing changed, no read to check', async () => {
    const record = recorder();
    const error = new ForbiddenError({ status: 403, error: 'Forbidden', message: 'read-only key', request });
    await expect(recordedWrite(record, Promise.reject(error), write)).rejects.toBe(error);
    expect(record.entries[0]).toMatchObject({ outcome: 'failed', command: write.command });
    expect(record.entries[0]?.verify).toBeUndefined();
    expect(record.entries[0]?.text).toMatch(/^Could not pause check "Checkout", nothing changed: /);
  });
});
