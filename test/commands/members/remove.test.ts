import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/run-cli.js';
import { clientFor } from '../../helpers/client.js';
import { useSandbox } from '../../helpers/sandbox.js';
import type { Member } from '../../../src/client/schemas/index.js';

const sandbox = useSandbox({ seed: 5 });

const env = (key: 'write' | 'readOnly' = 'write') => {
  const s = sandbox();
  return {
    VIGIL_API_KEY: key === 'write' ? s.apiKey : s.readOnlyApiKey,
    VIGIL_ACCOUNT_ID: s.accountId,
    VIGIL_BASE_URL: s.baseUrl,
  };
};
const deletes = () => sandbox().requests.filter((r) => r.method === 'DELETE');

async function members(): Promise<Member[]> {
  const client = clientFor(sandbox());
  try {
    return (await client.listMembers({ limit: 100 })).items;
  } finally {
    await client.close();
  }
}

/** A removable member that no other test in this file touches. */
async function pickRemovable(skip: readonly string[]): Promise<Member> {
  const f = sandbox().fixtures;
  const protectedIds = new Set([f.ownerUserId, f.otherOwnerUserId, f.readOnlyUserId, ...skip]);
  const found = (await members()).find((m) => m.userId && !protectedIds.has(m.userId) && m.role !== 'OWNER');
  if (!found) throw new Error('the sandbox has no spare member to remove');
  return found;
}

describe('vigil members remove', () => {
  const used: string[] = [];

  it('--yes removes the member; the members list no longer has them', async () => {
    const userId = sandbox().fixtures.removableUserId;
    used.push(userId);
    const r = await runCli(['members', 'remove', userId, '--yes'], { env: env() });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`Removed member ${userId} from account ${sandbox().accountId}.\n`);
    expect((await members()).some((m) => m.userId === userId)).toBe(false);
  });

  it('on a terminal: shows whom and from which account, and removes after the email is typed', async () => {
    const member = await pickRemovable(used);
    used.push(member.userId!);
    const r = await runCli(['members', 'remove', member.userId!], {
      env: env(),
      isTTY: true,
      stdin: `${member.email.toUpperCase()}\n`,
    });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(`This removes ${member.name} <${member.email}> (${member.role}) from account`);
    expect(r.stderr).toContain(sandbox().accountId);
    expect(r.stderr).toContain("Type the member's email");
    expect(r.stdout).toMatch(/^Removed .* from account .*\.\n$/);
    expect((await members()).some((m) => m.userId === member.userId)).toBe(false);
  });

  it('on a terminal: the user ID typed back also confirms', async () => {
    const member = await pickRemovable(used);
    used.push(member.userId!);
    const r = await runCli(['members', 'remove', member.userId!], {
      env: env(),
      isTTY: true,
      stdin: `${member.userId}\n`,
    });
    expect(r.code).toBe(0);
    expect((await members()).some((m) => m.userId === member.userId)).toBe(false);
  });

  it('on a terminal: a wrong answer or an empty one removes nobody and sends no DELETE', async () => {
    const member = await pickRemovable(used);
    const before = deletes().length;
    const wrong = await runCli(['members', 'remove', member.userId!], {
      env: env(),
      isTTY: true,
      stdin: 'someone-else@example.com\n',
    });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/not the member's email or user ID; nothing was removed/i);
    const empty = await runCli(['members', 'remove', member.userId!], { env: env(), isTTY: true, stdin: '\n' });
    expect(empty.code).toBe(1);
    expect(empty.stderr).toMatch(/cancelled; nothing was removed/i);
    expect(deletes().length).toBe(before);
    expect((await members()).some((m) => m.userId === member.userId)).toBe(true);
  });

  it('without --yes and without a terminal: refuses with exit 2, says to pass --yes, sends nothing', async () => {
    const before = sandbox().requests.length;
    const r = await runCli(['members', 'remove', sandbox().fixtures.otherOwnerUserId], { env: env() });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/pass --yes/);
    expect(sandbox().requests.length).toBe(before);
  });

  const refusals: Array<[string, string[], RegExp]> = [
    ['no user ID', ['--yes'], /give the user ID/],
    ['a user ID that is not a GUID', ['jane@example.com', '--yes'], /user ID must be a GUID/],
    ['an account that is not a GUID', ['USER', '--account', 'acme', '--yes'], /--account must be an account ID/],
    ['two user IDs', ['USER', 'USER', '--yes'], /takes one user ID/],
    ['an unknown option', ['USER', '--force'], /unknown option --force/],
  ];
  it.each(refusals)('refuses %s with exit 2 and sends nothing', async (_what, args, message) => {
    const before = sandbox().requests.length;
    const argv = args.map((a) => (a === 'USER' ? sandbox().fixtures.otherOwnerUserId : a));
    const r = await runCli(['members', 'remove', ...argv], { env: env() });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(sandbox().requests.length).toBe(before);
  });

  it('an unknown member: 404 in one line, exit 1', async () => {
    const r = await runCli(['members', 'remove', '00000000-0000-4000-8000-000000000000', '--yes'], { env: env() });
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/404 Not Found: No member with that user ID/);
    expect(r.stderr).toContain('lists the members');
  });

  it('an unknown member on a terminal: said before asking, no DELETE', async () => {
    const before = deletes().length;
    const r = await runCli(['members', 'remove', '00000000-0000-4000-8000-000000000000'], {
      env: env(),
      isTTY: true,
      stdin: 'x\n',
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/no member with user ID 00000000-0000-4000-8000-000000000000 in account/);
    expect(deletes().length).toBe(before);
  });

  it('removing yourself: the server refuses (403) and says why', async () => {
    const r = await runCli(['members', 'remove', sandbox().fixtures.ownerUserId, '--yes'], { env: env() });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/403 Forbidden: (You cannot remove yourself|The last owner)/);
  });

  it("the read-only key: the server's 403, exit 1", async () => {
    const r = await runCli(['members', 'remove', sandbox().fixtures.otherOwnerUserId, '--yes'], {
      env: env('readOnly'),
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/403 Forbidden: This API key is read-only/);
  });

  it('--read-only refuses before asking or sending: exit 2, as every refusal of what was given', async () => {
    const before = sandbox().requests.length;
    const r = await runCli(['--read-only', 'members', 'remove', sandbox().fixtures.otherOwnerUserId], {
      env: env(),
      isTTY: true,
      stdin: 'x\n',
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/read-only mode: DELETE .* was not sent/i);
    expect(r.stderr).not.toContain('Type');
    expect(sandbox().requests.length).toBe(before);
  });
});

describe('vigil members remove, refused by the server', () => {
  const limited = useSandbox({ seed: 6, rateLimit: { limit: 1, windowMs: 60_000 } });

  it('a bad key: 401 in one line that says to log in again', async () => {
    const s = limited();
    const r = await runCli(['members', 'remove', s.fixtures.removableUserId, '--yes'], {
      env: { VIGIL_API_KEY: 'not-a-key-at-all', VIGIL_ACCOUNT_ID: s.accountId, VIGIL_BASE_URL: s.baseUrl },
    });
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/401 .*vigil login/);
  });

  it('rate limited: 429 with when to try again, the DELETE sent once', async () => {
    const s = limited();
    const env = { VIGIL_API_KEY: s.apiKey, VIGIL_ACCOUNT_ID: s.accountId, VIGIL_BASE_URL: s.baseUrl };
    // The first request of the window uses the one allowed.
    const first = await runCli(['members', 'remove', '00000000-0000-4000-8000-000000000000', '--yes'], { env });
    expect(first.stderr).toMatch(/404/);
    const before = s.requests.filter((r) => r.method === 'DELETE').length;
    const r = await runCli(['members', 'remove', s.fixtures.removableUserId, '--yes'], { env });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/429 Too Many Requests.*retry in \d+s/i);
    expect(s.requests.filter((q) => q.method === 'DELETE').length).toBe(before + 1);
  });
});
