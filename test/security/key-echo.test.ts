// The key is never echoed, wherever it is typed: as `--profile` (every list command's "First ..."
// and "Next page" hints on stdout repeat the profile), as a search term, as an option name or
// inside a `vigil api` path (stderr). Both the configured key and a key-shaped word vigil does not
// know, through the built binary against the sandbox.
import { describe, expect, it } from 'vitest';
import { incidentNamedWithTheKey } from '../helpers/key-in-server-text.js';
import { useSandboxBinary } from '../helpers/sandbox-cli.js';

const { sandbox, vigil } = useSandboxBinary();
/** Shaped like a key, configured nowhere. */
const STRANGER = 'cu_0a1b2c3d4e5f60718293a4b5c6d7e8f9';

/** Every list command, on a page small enough to have a next page and a first item. */
const LISTS: ReadonlyArray<readonly string[]> = [
  ['checks', 'list', '--limit', '2'],
  ['check-groups', 'list', '--limit', '2'],
  ['alert-channels', 'list', '--limit', '2'],
  ['incidents', 'list', '--limit', '2'],
  ['test-sessions', 'list', '--limit', '2'],
];

describe('no echo of anything key-shaped, built binary', () => {
  const keys = () => [
    ['the configured key', sandbox().apiKey],
    ['a key-shaped word', STRANGER],
  ];

  it.each(LISTS)('%s %s: the hints mask a key given as --profile', async (...argv) => {
    for (const [what, key] of keys()) {
      // -o table: the hints are notes under the fitted table (a pipe gets whole values, no notes).
      const r = await vigil([...argv, '-o', 'table', '--profile', key!]);
      expect(r.code, `${what}: ${r.stderr}`).toBe(0);
      expect(r.stdout, what).toMatch(/^(First|Next page)/m);
      expect(r.stdout, what).toMatch(/--profile (\*\*\*|\.\.\.[0-9a-f]{4})/);
      expect(r.stdout + r.stderr, what).not.toContain(key);
    }
  });

  it('members list (no pages, no hints): a key as --profile or a search term is not printed back', async () => {
    for (const [what, key] of keys()) {
      const r = await vigil(['members', 'list', '--profile', key!]);
      expect(r.code, `${what}: ${r.stderr}`).toBe(0);
      expect(r.stdout + r.stderr, what).not.toContain(key);
      const search = await vigil(['members', 'list', '-o', 'table', '--search', key!]);
      expect(search.stdout, what).toMatch(/^No member matches "(\*\*\*|\.\.\.[0-9a-f]{4})"\.$/m);
    }
  });

  it('a key as a search term is masked in what an empty page says and in the hints', async () => {
    for (const argv of [
      ['incidents', 'list', '--search'],
      ['check-groups', 'list', '--search'],
    ]) {
      const r = await vigil([...argv, STRANGER]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout + r.stderr).not.toContain(STRANGER);
    }
  });

  // On stdout `vigil api` prints the server's answer: the configured key is blanked from it (secrets.test.ts),
  // a word vigil does not know is the server's text.
  it('a key typed as an option name or inside a vigil api path is masked on stderr', async () => {
    for (const key of [sandbox().apiKey, STRANGER]) {
      const option = await vigil(['checks', 'list', `--${key}`]);
      expect(option.code).toBe(2);
      expect(option.stderr).toMatch(/^vigil: unknown option --(\*\*\*|\.\.\.e8f9)/);
      expect(option.stderr).not.toContain(key);
      // The configured key is not even sent (client/key-in-request.ts): exit 2; a stranger's gets the 404.
      const path = await vigil(['api', `/v1/${key}/checks`]);
      expect(path.code).toBe(key === STRANGER ? 1 : 2);
      expect(path.stderr).toMatch(/^vigil: .*GET \/v1\/(\*\*\*|\.\.\.e8f9)\/checks/);
      expect(path.stderr).not.toContain(key);
    }
  });

  // Server text with the key in it (an incident someone named with it, with a tool that sent it):
  // every command's stdout goes through the same redaction (commands/shared/secrets.ts).
  it('an incident named with the key: get, its JSON and vigil api print *** in its place', async () => {
    const sb = sandbox();
    const id = await incidentNamedWithTheKey(sb);
    for (const argv of [
      ['incidents', 'get', id],
      ['incidents', 'get', id, '-o', 'json'],
      ['api', `/v1/status-pages/incidents/${id}`],
      ['incidents', 'list', '-o', 'json'],
    ]) {
      const r = await vigil(argv);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toContain('down ***');
      expect(r.stdout + r.stderr).not.toContain(sb.apiKey);
    }
  });
});
