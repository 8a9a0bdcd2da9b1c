// `vigil members remove <userId>`: remove a member from an account. Destructive, so it needs
// --yes, or on a terminal the member's email (or user ID) typed back after seeing whom and from
// which account. The DELETE reaches the service at most once: the client sends a write again
// only when it could not connect (src/client/retry.ts).
import { NotFoundError, ReadOnlyError, type VigilClient } from '../../client/index.js';
import { accountLabel, confirmationMatches, memberLabel } from '../../format/members.js';
import { sanitizeLine } from '../../sanitize.js';
import { CommandFailure, UsageError } from '../errors.js';
import { clientFromContext } from '../shared/client.js';
import { createPrompter } from '../shared/prompt.js';
import type { CommandContext, CommandRun } from '../types.js';
import { findMember } from './lookup.js';
import { optionsHelp } from '../shared/options-help.js';
import { options, parseRemoveOptions, type RemoveOptions } from './remove-options.js';

export { options };

export const help = `Usage: vigil members remove <userId> [--account ID] [--yes]

Remove a member from the account. On a terminal, vigil shows whom it will remove from which
account and asks you to type the member's email (or user ID) to confirm; anything else cancels.
In scripts (no terminal) pass --yes, or nothing is done.

${optionsHelp(options)}
The service refuses to remove the last owner of an account, and your own user. The DELETE is
never sent again once it may have reached the service: after a timeout, look at the members
list before trying again.

Example
  vigil members remove <userId> --yes
`;

function membersPath(accountId: string, userId?: string): string {
  return `/v1/accounts/${accountId}/members${userId ? `/${userId}` : ''}`;
}

/** Shows whom and where, asks for the email or user ID; throws unless it is typed back. */
async function confirm(
  options: RemoveOptions,
  client: VigilClient,
  ctx: CommandContext,
  accountId: string,
): Promise<string> {
  const [account, member] = await Promise.all([
    client.getAccount(accountId),
    findMember(client, options.userId, options.accountId),
  ]);
  const where = accountLabel(account);
  if (!member) {
    throw new CommandFailure(
      `No member with user ID ${options.userId} in account ${where}: \`vigil api ${membersPath(accountId)}\` lists ` +
        `the members; nothing was removed.`,
    );
  }
  const who = memberLabel(member);
  ctx.io.stderr.write(`This removes ${who} from account ${where}.\n`);
  const prompter = createPrompter(ctx.io);
  let typed: string;
  try {
    typed = await prompter.ask(
      `Type the member's email (${sanitizeLine(member.email)}) or user ID to remove them, or press Enter to cancel`,
    );
  } finally {
    prompter.close();
  }
  if (typed === '') throw new CommandFailure('Cancelled; nothing was removed.');
  if (!confirmationMatches(member.email, typed) && !confirmationMatches(options.userId, typed)) {
    throw new CommandFailure("What you typed is not the member's email or user ID; nothing was removed.");
  }
  return `${who} from account ${where}`;
}

export const run: CommandRun = async (argv, ctx) => {
  const options = parseRemoveOptions(argv);
  if (!options.yes && !ctx.io.stdin.isTTY) {
    throw new UsageError(
      `removing a member needs confirmation and there is no terminal to ask on: pass --yes to remove ${options.userId}`,
    );
  }
  const client = await clientFromContext(ctx);
  try {
    const accountId = options.accountId ?? client.accountId;
    // Refuse before asking anything: a confirmation that cannot lead anywhere wastes a minute at 3 a.m.
    if (ctx.global.readOnly)
      throw new ReadOnlyError({ method: 'DELETE', path: membersPath(accountId, options.userId) });
    const what = options.yes
      ? `member ${options.userId} from account ${accountId}`
      : await confirm(options, client, ctx, accountId);
    await client
      .removeMember(options.userId, options.accountId !== undefined ? { accountId: options.accountId } : {})
      .catch((e: unknown) => {
        if (e instanceof NotFoundError && e.hint === undefined) {
          e.hint = `no such member in account ${accountId}: \`vigil api ${membersPath(accountId)}\` lists the members`;
        }
        throw e;
      });
    ctx.io.stdout.write(`Removed ${what}.\n`);
    return 0;
  } finally {
    await client.close();
  }
};
