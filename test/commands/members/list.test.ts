// `vigil members list` through the built binary against the sandbox.
import { describe, expect, it } from 'vitest';
import { expectGolden } from '../../helpers/golden.js';
import { ok, usageError, useSandboxBinary } from '../../helpers/sandbox-cli.js';

const { sandbox, vigil } = useSandboxBinary({ seed: 7 });

describe('members list', () => {
  it('table: every member (all pages), the user ID kept at 80 columns', async () => {
    const out = ok(await vigil(['members', 'list', '-o', 'table'], { cache: true }));
    expect(out.split('\n')[0]).toMatch(/^NAME\s+EMAIL\s+USER ID$/);
    expect(out).toContain(sandbox().fixtures.removableUserId);
    expect(out).toContain(sandbox().fixtures.ownerUserId);
    expectGolden(import.meta.url, 'list.txt', out);
  });

  it('md, json, --role and --search', async () => {
    const md = ok(await vigil(['members', 'list', '-o', 'md']));
    expect(md.split('\n')[0]).toMatch(/^\| NAME +\| EMAIL +\| ROLE +\| STATUS +\| USER ID +\|$/);
    expectGolden(import.meta.url, 'list.md', md);
    const owners = JSON.parse(ok(await vigil(['members', 'list', '--role', 'owner', '-o', 'json'])));
    expect(owners.data.map((m: { userId: string }) => m.userId).sort()).toEqual(
      [sandbox().fixtures.ownerUserId, sandbox().fixtures.otherOwnerUserId].sort(),
    );
    const one = JSON.parse(ok(await vigil(['members', 'list', '--search', owners.data[0].email, '-o', 'json'])));
    expect(one.data).toHaveLength(1);
    expect(ok(await vigil(['members', 'list', '-o', 'table', '--search', 'zzzz-nobody']))).toBe(
      'No member matches "zzzz-nobody".\n',
    );
    // In a pipe, nothing on stdout (no row) and the same sentence on stderr.
    const piped = await vigil(['members', 'list', '--search', 'zzzz-nobody']);
    expect(piped).toMatchObject({ code: 0, stdout: '', stderr: 'No member matches "zzzz-nobody".\n' });
  });

  it('bad input: exit 2, nothing sent', async () => {
    usageError(await vigil(['members', 'list', '-o', 'yaml']), /--output must be one of table, json, md, tsv/);
    usageError(await vigil(['members', 'list', '--role']), /option --role needs a value/);
  });
});
