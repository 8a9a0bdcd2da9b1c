// Screen 5 against the real sandbox: list, filter, the typed confirmation, DELETE.
import { afterEach, describe, expect, it } from 'vitest';
import type { VigilClient } from '../../../../src/client/index.js';
import type { Member } from '../../../../src/client/schemas/index.js';
import { renderApp, type Tui } from '../../harness.js';
import { clientFor } from '../../../helpers/client.js';
import { useSandbox } from '../../../helpers/sandbox.js';

const sandbox = useSandbox({ seed: 31 });

let clients: VigilClient[] = [];
afterEach(async () => {
  await Promise.all(clients.map((c) => c.close()));
  clients = [];
});

function open(key: 'write' | 'readOnly' = 'write'): Tui {
  const client = clientFor(sandbox(), { key });
  clients.push(client);
  return renderApp({ client, screen: 'members', columns: 110, rows: 30 });
}

const flat = (frame: string) => frame.replace(/\s+/g, ' ');
const deletes = () => sandbox().requests.filter((r) => r.method === 'DELETE');

async function members(): Promise<Member[]> {
  const client = clientFor(sandbox());
  try {
    return (await client.listMembers({ limit: 100 })).items;
  } finally {
    await client.close();
  }
}

async function memberById(userId: string): Promise<Member> {
  const found = (await members()).find((m) => m.userId === userId);
  if (!found) throw new Error(`no member ${userId}`);
  return found;
}

/** Filter the list down to one member by email and open the removal. */
async function pick(tui: Tui, member: Member): Promise<string> {
  await tui.waitForFrame('EMAIL');
  await tui.press('/');
  await tui.type(member.email);
  await tui.press('enter');
  await tui.waitForFrame(/filtered: 1 of \d+/);
  await tui.press('enter');
  return tui.waitForFrame('Remove a member');
}

describe('Members screen', () => {
  it('lists the members of the account: name, email, role, status', async () => {
    const tui = open();
    const frame = await tui.waitForFrame('EMAIL');
    expect(frame).toMatch(/NAME\s+EMAIL\s+ROLE\s+STATUS/);
    expect(frame).toContain('Members of Sandbox Demo Inc.');
    const owner = await memberById(sandbox().fixtures.ownerUserId);
    expect(frame).toContain(owner.email);
    expect(frame).toMatch(/OWNER\s+ACTIVE/);
  });

  it('removes a member after their email is typed back; they leave the list and the server', async () => {
    const member = await memberById(sandbox().fixtures.removableUserId);
    const tui = open();
    const confirm = await pick(tui, member);
    expect(confirm).toContain(`Who      ${member.name} <${member.email}> (${member.role})`);
    expect(confirm).toContain(`User ID  ${member.userId}`);
    expect(confirm).toContain(`Account  Sandbox Demo Inc. (${sandbox().accountId})`);
    expect(flat(confirm)).toContain(`Type the member's email (${member.email})`);
    await tui.type(member.email.toUpperCase());
    await tui.press('enter');
    const after = await tui.waitForFrame(`Removed ${member.name}`);
    expect(after).toContain('Sandbox Demo Inc.');
    await tui.waitForFrame('No member matches the filter');
    expect(
      deletes().filter((d) => d.path === `/v1/accounts/${sandbox().accountId}/members/${member.userId}`),
    ).toHaveLength(1);
    expect((await members()).some((m) => m.userId === member.userId)).toBe(false);
  });

  it('a wrong typed confirmation sends nothing', async () => {
    const member = await memberById(sandbox().fixtures.otherOwnerUserId);
    const before = deletes().length;
    const tui = open();
    await pick(tui, member);
    await tui.type('somebody-else@example.com');
    await tui.press('enter');
    await tui.waitForFrame((f) => flat(f).includes("! Email does not match the member's email: nothing was sent"));
    // Emptied for the next try.
    expect(tui.frame()).not.toContain('somebody-else@example.com');
    await tui.press('escape');
    await tui.waitForFrame('EMAIL');
    expect(deletes().length).toBe(before);
    expect((await members()).some((m) => m.userId === member.userId)).toBe(true);
  });

  it('Enter with nothing typed is No', async () => {
    const member = await memberById(sandbox().fixtures.otherOwnerUserId);
    const before = deletes().length;
    const tui = open();
    await pick(tui, member);
    await tui.press('enter');
    await tui.waitForFrame('EMAIL');
    expect(deletes().length).toBe(before);
  });

  it('a typed user ID: checked as a GUID, typed again to confirm, then removed', async () => {
    const f = sandbox().fixtures;
    const protectedIds = new Set([f.ownerUserId, f.otherOwnerUserId, f.readOnlyUserId, f.removableUserId]);
    const target = (await members()).find((m) => m.userId && !protectedIds.has(m.userId) && m.role !== 'OWNER')!;
    const tui = open();
    await tui.waitForFrame('EMAIL');
    await tui.press('u');
    await tui.waitForFrame('Remove a member by user ID');
    await tui.type('not-a-guid');
    await tui.press('enter');
    await tui.waitForFrame('! User ID must be a GUID (8-4-4-4-12 hex digits)');
    for (let i = 0; i < 'not-a-guid'.length; i++) await tui.press('backspace');
    await tui.type(target.userId!);
    await tui.press('enter');
    const confirm = await tui.waitForFrame('Remove a member');
    expect(flat(confirm)).toContain(`Type the member's user ID (${target.userId})`);
    expect(confirm).toContain(target.email);
    await tui.type(target.userId!);
    await tui.press('enter');
    await tui.waitForFrame('Removed');
    expect((await members()).some((m) => m.userId === target.userId)).toBe(false);
  });

  it("removing yourself: the server's 403 and its reason, in place", async () => {
    const me = await memberById(sandbox().fixtures.ownerUserId);
    const tui = open();
    await pick(tui, me);
    await tui.type(me.email);
    await tui.press('enter');
    const failed = flat(await tui.waitForFrame('ERROR'));
    expect(failed).toMatch(/403 Forbidden: You cannot remove yourself from the account/);
    // The server's reason, not advice to change keys; and the key that tries again is the footer's.
    expect(failed).not.toContain('use a key with the needed permissions');
    expect(failed).toContain('or Enter to try again');
    expect(failed).toContain(me.email);
    expect((await members()).some((m) => m.userId === me.userId)).toBe(true);
  });

  it("the read-only key: the server's 403 in place", async () => {
    const member = await memberById(sandbox().fixtures.otherOwnerUserId);
    const tui = open('readOnly');
    await pick(tui, member);
    await tui.type(member.email);
    await tui.press('enter');
    const failed = flat(await tui.waitForFrame('ERROR'));
    expect(failed).toMatch(/403 Forbidden: This API key is read-only/);
    expect((await members()).some((m) => m.userId === member.userId)).toBe(true);
  });

  it('keys typed into the confirmation do not reach the shell (1-6, q, ?)', async () => {
    const member = await memberById(sandbox().fixtures.otherOwnerUserId);
    const tui = open();
    await pick(tui, member);
    await tui.type('1q?:');
    const frame = tui.frame();
    expect(frame).toContain('Remove a member');
    expect(frame).toContain('1q?:');
    expect(tui.exited()).toBe(false);
  });
});
