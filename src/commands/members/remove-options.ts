// `vigil members remove` options, checked before anything is sent.
import { Guid } from '../../client/schemas/helpers.js';
import { sanitizeLine } from '../../sanitize.js';
import { UsageError } from '../errors.js';
import { defineOptions, parseOptions } from '../shared/options.js';

export const options = defineOptions({
  account: {
    type: 'text',
    valueName: 'ID',
    defaultText: 'the logged-in account',
    description: 'the account to remove the member from',
  },
  yes: { type: 'flag', short: 'y', description: 'remove without asking' },
});

export interface RemoveOptions {
  userId: string;
  /** The account to remove from; undefined = the account of the credentials in use. */
  accountId: string | undefined;
  yes: boolean;
}

const shown = (text: string) => JSON.stringify(sanitizeLine(text.slice(0, 60)));

export function parseRemoveOptions(argv: string[]): RemoveOptions {
  const { values, positionals } = parseOptions('members remove', options, argv, { positionals: true });
  if (positionals.length === 0) {
    throw new UsageError(
      'give the user ID of the member: `vigil members remove <userId>` (`vigil api /v1/accounts/<accountId>/members` ' +
        'lists them)',
    );
  }
  if (positionals.length > 1)
    throw new UsageError(`\`vigil members remove\` takes one user ID, got ${positionals.length}`);
  const userId = positionals[0]!.trim();
  if (!Guid.safeParse(userId).success) {
    throw new UsageError(`the user ID must be a GUID (8-4-4-4-12 hex digits), not ${shown(userId)}`);
  }
  let accountId: string | undefined;
  if (values.account !== undefined) {
    accountId = values.account.trim();
    if (!Guid.safeParse(accountId).success) {
      throw new UsageError(
        `--account must be an account ID (a GUID: 8-4-4-4-12 hex digits), not ${shown(values.account)}`,
      );
    }
    accountId = accountId.toLowerCase();
  }
  return { userId: userId.toLowerCase(), accountId, yes: values.yes };
}
