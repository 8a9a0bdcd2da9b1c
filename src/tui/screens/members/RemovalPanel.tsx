// The steps after the list: typing a user ID, and the typed confirmation that shows whom will be
// removed from which account. Errors (the server's too) stay in place with what was typed.
import { Box, Text } from 'ink';
import type { Account } from '../../../client/schemas/index.js';
import { accountLabel, memberLabel } from '../../../format/members.js';
import { sanitizeLine } from '../../../format/sanitize.js';
import { Spinner } from '../../components/Spinner.js';
import { FieldView } from '../../forms/FieldView.js';
import type { TextFieldSpec } from '../../forms/fields.js';
import { Styled } from '../../theme/index.js';
import type { RemovalState } from './removal.js';
import { keyOf } from '../../keys/commands.js';
import { removalKeymap } from './keymap.js';

const USER_ID_FIELD: TextFieldSpec = { kind: 'text', name: 'userId', label: 'User ID' };

export function RemovalPanel({ state, account, accountId, width }: { state: RemovalState; account: Account | undefined; accountId: string; width: number }) {
  if (state.phase === 'list') return null;
  if (state.phase === 'type-id') {
    return (
      <Box flexDirection="column" width={width}>
        <Styled token="title">Remove a member by user ID</Styled>
        <Styled token="text.muted">{`Type the user ID; ${keyOf(removalKeymap, 'go-on')} goes on (nothing is sent yet), ${keyOf(removalKeymap, 'cancel')} cancels.`}</Styled>
        <Text> </Text>
        <FieldView spec={USER_ID_FIELD} field={{ kind: 'text', line: state.line }} focused error={state.error ?? undefined} labelWidth={9} width={width} />
      </Box>
    );
  }
  const { target } = state;
  const who = target.member ? memberLabel(target.member) : 'a user who is not in the loaded members list';
  const where = accountLabel(account ?? { id: accountId });
  const kind = target.expect.kind;
  const spec: TextFieldSpec = { kind: 'text', name: 'confirmation', label: kind === 'email' ? 'Email' : 'User ID' };
  return (
    <Box flexDirection="column" width={width}>
      <Styled token="title">Remove a member</Styled>
      <Text wrap="truncate">{`  Who      ${who}`}</Text>
      <Text wrap="truncate">{`  User ID  ${sanitizeLine(target.userId)}`}</Text>
      <Text wrap="truncate">{`  Account  ${where}`}</Text>
      <Text> </Text>
      <Styled token="text.warning" wrap="wrap">
        {`This removes them from the account. Type the member's ${kind} (${sanitizeLine(target.expect.value)}) and press ${keyOf(removalKeymap, 'go-on')} to remove them; ${keyOf(removalKeymap, 'go-on')} with nothing typed, or ${keyOf(removalKeymap, 'cancel')}, cancels.`}
      </Styled>
      <FieldView
        spec={spec}
        field={{ kind: 'text', line: state.line }}
        focused={state.phase === 'confirm'}
        error={state.phase === 'confirm' ? (state.error ?? undefined) : undefined}
        labelWidth={9}
        width={width}
      />
      {state.phase === 'sending' ? <Spinner label={`Sending DELETE /v1/accounts/${sanitizeLine(accountId)}/members/${sanitizeLine(target.userId)}`} /> : null}
      {state.phase === 'confirm' && state.failure ? (
        <Styled token="text.error" wrap="wrap">{`ERROR ${sanitizeLine(state.failure)}`}</Styled>
      ) : null}
    </Box>
  );
}
