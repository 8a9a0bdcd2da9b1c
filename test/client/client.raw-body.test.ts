// CallOptions.onRawBody: the answer's text as it arrived, beside the checked data.
import { describe, expect, it } from 'vitest';
import { useSandboxClient } from '../helpers/client.js';

const { sandbox, client } = useSandboxClient({ seed: 6, sessions: 30 });

describe('onRawBody', () => {
  it('hands back the text of a list of sessions, the same values as the checked page', async () => {
    const texts: string[] = [];
    const page = await client().listTestSessions({ limit: 3 }, { onRawBody: (t) => texts.push(t) });
    expect(texts).toHaveLength(1);
    const raw = JSON.parse(texts[0]!) as { entries: Array<{ id: string }>; nextId: string | null };
    expect(raw.entries.map((e) => e.id)).toEqual(page.items.map((s) => s.id));
    expect(raw.nextId).toBe(page.nextId);
  });

  it('hands back a session byte for byte as the server wrote it', async () => {
    let text = '';
    const id = sandbox().fixtures.failedSessionId;
    const session = await client().getTestSession(id, { onRawBody: (t) => (text = t) });
    const direct = await client().send({ method: 'GET', path: `/v1/test-sessions/${id}` });
    expect(text).toBe(direct.body);
    expect((JSON.parse(text) as { id: string }).id).toBe(session.id);
  });

  it('is not called for an answer that failed', async () => {
    const seen: string[] = [];
    await expect(
      client().getTestSession('00000000-0000-4000-8000-000000000000', { onRawBody: (t) => seen.push(t) }),
    ).rejects.toThrow();
    expect(seen).toEqual([]);
  });
});
