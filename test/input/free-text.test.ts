// Options that take free text (branch, user, search, a description, -F values) accept
// injection-like values, so they must be sent exactly as typed, as one value: a `&` does not add
// a query parameter, a `../` does not change the path, quotes and braces stay text. Either that,
// or a clean refusal (exit 2, one sentence, nothing sent).
import { describe, expect, it } from 'vitest';
import { useSandboxClient } from '../helpers/client.js';
import { runCli } from '../helpers/run-cli.js';
import { INJECTIONS, expectRefusal, sandboxEnv } from './refusal.js';

const { sandbox, client } = useSandboxClient({ seed: 72, sessions: 40 });

// A real command line cannot carry a lone surrogate (argv is decoded from UTF-8), so it is left out.
const TYPED = INJECTIONS.filter((v) => !/[\ud800-\udfff]/.test(v));

/** The query parameters of the last request the sandbox saw, decoded. */
function lastQuery(): URLSearchParams {
  const last = sandbox().requests.at(-1)!;
  return new URLSearchParams(last.query.replace(/^\?/, ''));
}

describe('query parameters', () => {
  // --branch and --user take comma-separated lists (as the service's own CLI does): each part,
  // trimmed, is one value of the bracketed list parameter.
  const parts = (value: string) => [
    ...new Set(
      value
        .split(',')
        .map((v) => v.trim())
        .filter((v) => v !== ''),
    ),
  ];
  it.each([
    ['--branch', 'branches[]', parts],
    ['--user', 'users[]', parts],
    ['--search', 'textSearch', (value: string) => [value]],
  ])(
    '%s sends each value as exactly the %s parameters typed, or refuses it cleanly',
    async (option, param, expected) => {
      for (const value of TYPED) {
        const before = sandbox().requests.length;
        const result = await runCli(['test-sessions', 'list', option, value, '-o', 'json'], {
          env: sandboxEnv(sandbox()),
        });
        if (result.code === 2) {
          expectRefusal(result, `${option} ${JSON.stringify(value)}`);
          expect(sandbox().requests.length).toBe(before);
          continue;
        }
        expect(result.code, `${option} ${JSON.stringify(value)}: ${result.stderr}`).toBe(0);
        expect(sandbox().requests.length).toBe(before + 1);
        const query = lastQuery();
        expect(query.getAll(param)).toEqual(expected(value));
        // Nothing else crept in: only the parameters the command sets.
        expect([...new Set(query.keys())].sort()).toEqual([param, 'limit'].sort());
        expect(sandbox().requests.at(-1)!.path).toBe('/v1/test-sessions');
      }
    },
  );
});

describe('bodies', () => {
  it('incident-update --description stores the text as typed (trimmed), one update each', async () => {
    const { incidentId } = sandbox().fixtures;
    for (const value of TYPED.filter((v) => v.trim() !== '' && !v.includes('\u0000'))) {
      const posts = sandbox().requests.filter((r) => r.method === 'POST').length;
      const result = await runCli(['incident-update', incidentId, '--description', value, '-o', 'json'], {
        env: sandboxEnv(sandbox()),
      });
      expect(result.code, `${JSON.stringify(value)}: ${result.stderr}`).toBe(0);
      expect(sandbox().requests.filter((r) => r.method === 'POST')).toHaveLength(posts + 1);
      expect(sandbox().requests.at(-1)!.path).toBe(`/v1/status-pages/incidents/${incidentId}/incident-updates`);
      const stored = JSON.parse(result.stdout) as { id: string; description: string };
      expect(stored.description).toBe(value.trim());
      const updates = await client().listIncidentUpdates(incidentId);
      expect(updates.filter((u) => u.id === stored.id).map((u) => u.description)).toEqual([value.trim()]);
    }
  });

  it('vigil api -F sends each value as one JSON string field', async () => {
    const { incidentId } = sandbox().fixtures;
    for (const value of TYPED) {
      const result = await runCli(
        ['api', `/v1/status-pages/incidents/${incidentId}/incident-updates`, '-F', `description=x${value}`],
        {
          env: sandboxEnv(sandbox()),
        },
      );
      expect(result.code, `${JSON.stringify(value)}: ${result.stderr}`).toBe(0);
      expect((JSON.parse(result.stdout) as { description: string }).description).toBe(`x${value}`.trim());
    }
  });
});
