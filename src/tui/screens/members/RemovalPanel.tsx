// The steps after the list, each a form on the form engine: typing a user ID, and the typed
// confirmation that shows whom will be removed from which account and sends the DELETE once.
// Errors (the server's too) stay in place with what was typed.
import { useRef } from 'react';
import { Box, Text } from 'ink';
import type { Account, Member } from '../../../client/schemas/index.js';
import { accountLabel, memberLabel } from '../../../format/members.js';
import { sanitizeLine } from '../../../sanitize.js';
import { FormView } from '../../forms/FormView.js';
import type { FormValues } from '../../forms/fields.js';
import { initialForm } from '../../forms/formState.js';
import { useForm, type FormController } from '../../forms/useForm.js';
import { useClient } from '../../hooks/useClient.js';
import { useTriageRecord } from '../../state/record.js';
import { recordedWrite } from '../record/recordedWrite.js';
import { vigilCommandLine } from '../../../format/record.js';
import { keyOf } from '../../keys/commands.js';
import { editKeymapFor, enterKeymaps } from '../../forms/formKeys.js';
import { useScreenCommands } from '../../state/shell.js';
import { Styled } from '../../theme/index.js';
import {
  confirmOptions,
  confirmSpecs,
  typeIdOptions,
  typedTarget,
  userIdSpecs,
  type ConfirmValues,
  type RemovalTarget,
  type UserIdValues,
} from './removal.js';

interface StepProps {
  width: number;
  height: number;
  /** Esc, or Enter with nothing typed: back to the list, nothing sent. */
  onCancel: () => void;
}

/** Keys once a step is sent or left, until the screen shows the next stage: nobody's (never the shell's). */
const ignoreText = () => undefined;

/** A form step: its table is the screen's, and every key it does not bind is typed text (or nothing). */
function useStepKeys<Values extends FormValues>(form: FormController<Values, unknown>) {
  useScreenCommands(() => ({ onText: ignoreText, ...form.keys([]) }));
}

/** Step one of a removal by ID: the ID is checked as a GUID and looked up; nothing is sent. */
export function TypeIdStep({
  members,
  onTarget,
  onCancel,
  width,
  height,
}: StepProps & { members: readonly Member[]; onTarget: (t: RemovalTarget) => void }) {
  const latest = useRef(members);
  latest.current = members;
  const form = useForm<UserIdValues, RemovalTarget>({
    init: () => initialForm(userIdSpecs, 0, typeIdOptions),
    send: (values) => Promise.resolve(typedTarget(values.userId, latest.current)),
    onSent: onTarget,
    onLeft: onCancel,
  });
  useStepKeys(form);
  const heading = (
    <Box flexDirection="column" marginBottom={1}>
      <Styled token="title">Remove a member by user ID</Styled>
      <Styled token="text.muted">
        {`Type the user ID; ${keyOf(enterKeymaps.submit, 'enter')} goes on (nothing is sent yet), ` +
          `${keyOf(editKeymapFor(typeIdOptions), 'escape')} cancels.`}
      </Styled>
    </Box>
  );
  return <FormView form={form.state} request={null} width={width} height={height} heading={heading} headingRows={3} />;
}

/** Step two: whom, from which account; the typed confirmation sends one DELETE. */
export function ConfirmStep({
  target,
  account,
  accountId,
  onRemoved,
  onFailed,
  onCancel,
  width,
  height,
}: StepProps & {
  target: RemovalTarget;
  account: Account | undefined;
  accountId: string;
  onRemoved: () => void;
  onFailed: () => void;
}) {
  const client = useClient();
  const record = useTriageRecord();
  const form = useForm<ConfirmValues, void>({
    init: () => initialForm(confirmSpecs(target), 0, confirmOptions),
    send: (_values, signal) =>
      recordedWrite(record, client.removeMember(target.userId, { signal }), {
        kind: 'member-removed',
        what: `remove member ${target.member ? memberLabel(target.member) : target.userId} from the account`,
        done: () => `Removed member ${target.member ? memberLabel(target.member) : target.userId} from the account.`,
        command: vigilCommandLine(['members', 'remove', target.userId, '--account', accountId, '--yes']),
        verify: vigilCommandLine(['api', `/v1/accounts/${accountId}/members`]),
      }),
    onSent: onRemoved,
    onLeft: onCancel,
    // A DELETE whose answer was lost may still have removed the member: the list shows what is true now.
    onFailed,
  });
  useStepKeys(form);

  const who = target.member ? memberLabel(target.member) : 'a user who is not in the loaded members list';
  const where = accountLabel(account ?? { id: accountId });
  const enter = keyOf(enterKeymaps.submit, 'enter');
  const heading = (
    <Box flexDirection="column" marginBottom={1}>
      <Styled token="title">Remove a member</Styled>
      <Text wrap="truncate">{`  Who      ${who}`}</Text>
      <Text wrap="truncate">{`  User ID  ${sanitizeLine(target.userId)}`}</Text>
      <Text wrap="truncate">{`  Account  ${where}`}</Text>
      <Text> </Text>
      <Styled token="text.warning" wrap="wrap">
        {`This removes them from the account. Type the member's ${target.expect.kind} ` +
          `(${sanitizeLine(target.expect.value)}) and press ${enter} to remove them; ${enter} with nothing typed, ` +
          `or ${keyOf(editKeymapFor(confirmOptions), 'escape')}, cancels.`}
      </Styled>
    </Box>
  );
  return (
    <FormView
      form={form.state}
      request={null}
      width={width}
      height={height}
      heading={heading}
      headingRows={8}
      sendingLabel={`Sending DELETE /v1/accounts/${sanitizeLine(accountId)}/members/${sanitizeLine(target.userId)}`}
    />
  );
}
