// The steps after the list, each a form on the form engine: typing a user ID, and the typed
// confirmation that shows whom will be removed from which account and sends the DELETE once.
// Errors (the server's too) stay in place with what was typed.
import { useEffect, useRef } from 'react';
import { Box, Text } from 'ink';
import type { Account, Member } from '../../../client/schemas/index.js';
import { accountLabel, memberLabel } from '../../../format/members.js';
import { sanitizeLine } from '../../../sanitize.js';
import { FormView } from '../../forms/FormView.js';
import { formValues, initialForm } from '../../forms/formState.js';
import { useForm } from '../../forms/useForm.js';
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
  type RemovalTarget,
} from './removal.js';

interface StepProps {
  width: number;
  height: number;
  /** Esc, or Enter with nothing typed: back to the list, nothing sent. */
  onCancel: () => void;
}

/** A form step: its table is the screen's while it is open; it says when it is done or left. */
function useStep(form: ReturnType<typeof useForm>, onDone: (result: unknown) => void, onCancel: () => void) {
  const handlers = useRef({ onDone, onCancel });
  handlers.current = { onDone, onCancel };
  useEffect(() => {
    if (form.state.phase === 'left') handlers.current.onCancel();
    if (form.state.phase === 'sent') handlers.current.onDone(form.state.result);
  }, [form.state.phase, form.state.result]);
  useScreenCommands(() => ({ commands: form.liveCommands() ?? [], onText: form.onText, onPaste: form.onPaste }));
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
  const form = useForm(
    () => initialForm(userIdSpecs, 0, typeIdOptions),
    (_signal, state) => Promise.resolve(typedTarget(String(formValues(state).userId ?? ''), latest.current)),
  );
  useStep(form, (t) => onTarget(t as RemovalTarget), onCancel);
  const heading = (
    <Box flexDirection="column" marginBottom={1}>
      <Styled token="title">Remove a member by user ID</Styled>
      <Styled token="text.muted">{`Type the user ID; ${keyOf(enterKeymaps.submit, 'enter')} goes on (nothing is sent yet), ${keyOf(editKeymapFor(typeIdOptions), 'escape')} cancels.`}</Styled>
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
  const form = useForm(
    () => initialForm(confirmSpecs(target), 0, confirmOptions),
    (signal) =>
      recordedWrite(record, client.removeMember(target.userId, { signal }), {
        kind: 'member-removed',
        what: `remove member ${target.member ? memberLabel(target.member) : target.userId} from the account`,
        done: () => `Removed member ${target.member ? memberLabel(target.member) : target.userId} from the account.`,
        command: vigilCommandLine(['members', 'remove', target.userId, '--account', accountId, '--yes']),
        verify: vigilCommandLine(['api', `/v1/accounts/${accountId}/members`]),
      }),
  );
  useStep(form, onRemoved, onCancel);
  // A DELETE whose answer was lost may still have removed the member: the list shows what is true now.
  const failed = useRef(onFailed);
  failed.current = onFailed;
  useEffect(() => {
    if (form.state.failure) failed.current();
  }, [form.state.failure]);

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
        {`This removes them from the account. Type the member's ${target.expect.kind} (${sanitizeLine(target.expect.value)}) and press ${enter} to remove them; ${enter} with nothing typed, or ${keyOf(editKeymapFor(confirmOptions), 'escape')}, cancels.`}
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
