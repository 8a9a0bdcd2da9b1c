// Screen 5: the members of the current account (name, email, role, status), `/` to filter, `u`
// to type a user ID; Enter asks for the member's email to be typed back, then sends DELETE (the
// steps are forms on the form engine: RemovalPanel.tsx). A removed member leaves the list; the
// server's refusals (yourself, the last owner) show in place.
import { useCallback, useMemo, useState } from 'react';
import { Text } from 'ink';
import { withoutColumns } from '../../../format/columns.js';
import {
  accountLabel,
  MEMBER_COLUMNS,
  memberLabel,
  memberMatches,
  memberRow,
  type MemberRow,
} from '../../../format/members.js';
import { sanitizeLine } from '../../../sanitize.js';
import { truncate } from '../../../format/width.js';
import { ListFrame, listLayout } from '../../components/ListFrame.js';
import { useClient } from '../../hooks/useClient.js';
import { useListSelection } from '../../hooks/useListSelection.js';
import { initialSelection, moveCommands, type SelectionState } from '../../state/selection.js';
import { useScreenCommands, useShell } from '../../state/shell.js';
import { usePersistentState } from '../../state/usePersistentState.js';
import { useResource, type ResourceState } from '../../state/useResource.js';
import { queryKeys } from '../../state/queryKeys.js';
import { useTheme } from '../../theme/index.js';
import { bindCommands, keyHint, requireSelected, requireWritable, unavailable } from '../../keys/commands.js';
import { membersKeymap } from './keymap.js';
import type { ScreenProps } from '../types.js';
import { loadAllMembers } from './load.js';
import { targetFor, type RemovalStage, type RemovalTarget } from './removal.js';
import { ConfirmStep, TypeIdStep } from './RemovalPanel.js';
import type { Account, Member } from '../../../client/schemas/index.js';
import { useKeymap } from '../../state/keymaps.js';

/** A row of the table (the columns of `vigil members list`) and the member it came from. */
interface MemberTableRow extends MemberRow {
  member: Member;
}

/**
 * The command's columns less the user ID: the role shows at 80 columns (Enter removes the row's member, u types
 * an ID).
 */
const SCREEN_COLUMNS = withoutColumns(MEMBER_COLUMNS, ['userId']);

interface ListUi {
  filter: string;
  selection: SelectionState;
}

/**
 * The account and its members, the ones removed here left out at once (before the reload confirms it),
 * and the rows that match the filter.
 */
function useMemberRows(filter: string) {
  const client = useClient();
  const account = useResource(queryKeys.account, (signal) => client.getAccount(undefined, { signal }));
  const members = useResource(queryKeys.members(client.accountId), (signal) => loadAllMembers(client, signal));
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const all = useMemo(
    () => (members.data ?? []).filter((m) => !(m.userId && removed.has(m.userId.toLowerCase()))),
    [members.data, removed],
  );
  const rows = useMemo<MemberTableRow[]>(
    () => all.filter((m) => memberMatches(m, filter)).map((member) => ({ ...memberRow(member), member })),
    [all, filter],
  );
  const markRemoved = useCallback((userId: string) => setRemoved((r) => new Set([...r, userId])), []);
  return { account, members, all, rows, markRemoved };
}

export function MembersScreen({ width, height }: ScreenProps) {
  const keymap = useKeymap(membersKeymap);
  const client = useClient();
  const shell = useShell();
  const [ui, setUi] = usePersistentState<ListUi>('members:list', { filter: '', selection: initialSelection });
  const { account, members, all, rows, markRemoved } = useMemberRows(ui.filter);

  const [stage, setStage] = useState<RemovalStage>({ kind: 'list' });
  const toList = useCallback(() => setStage({ kind: 'list' }), []);

  const layout = listLayout(height, { error: members.error, retryAt: members.retryAt, width });
  const geometry = { count: rows.length, height: layout.bodyRows };
  const { selection, move } = useListSelection(ui, setUi, geometry);
  const selected = rows[selection.index];
  const setFilter = useCallback(
    (filter: string) => setUi((u) => ({ ...u, filter, selection: initialSelection })),
    [setUi],
  );

  const where = accountLabel(account.data ?? { id: client.accountId });
  const onRemoved = (target: RemovalTarget) => {
    markRemoved(target.userId);
    setStage({ kind: 'list' });
    shell.notify(`Removed ${target.member ? memberLabel(target.member) : target.userId} from ${where}.`);
    members.reload();
  };

  const listCommands = bindCommands(keymap, {
    ...moveCommands(move),
    open: requireSelected(selected, 'member', ({ member }) => {
      const userId = member.userId;
      if (!userId) return unavailable('A pending invite has no user ID to remove.');
      return requireWritable(shell.readOnly, () =>
        setStage({ kind: 'confirm', target: targetFor(userId, member, false) }),
      );
    }),
    filter: () => shell.prompt({ label: '/', value: ui.filter, hint: 'name, email or role', onChange: setFilter }),
    'type-id': requireWritable(shell.readOnly, () => setStage({ kind: 'type-id' })),
    refresh: () => {
      members.reload();
      account.reload();
    },
    'copy-id': requireSelected(
      selected?.member.userId,
      'member with a user ID',
      (userId) => () => shell.copy(userId, 'user ID'),
    ),
  });
  // The list's keys; a removal step drawn below answers after this with its own while it is open.
  useScreenCommands(() => ({
    commands: listCommands,
    onBack: () => {
      if (!ui.filter) return false;
      setFilter('');
      return true;
    },
    status: ui.filter
      ? `filtered: ${rows.length} of ${all.length}  ${keyHint(keymap, 'open', 'remove')}`
      : [
          keyHint(keymap, 'open', 'remove'),
          keyHint(keymap, 'filter', 'filter'),
          keyHint(keymap, 'type-id', 'type a user ID'),
        ].join('  '),
  }));
  if (stage.kind === 'type-id') {
    return (
      <TypeIdStep
        members={all}
        onTarget={(target) => setStage({ kind: 'confirm', target })}
        onCancel={toList}
        width={width}
        height={height}
      />
    );
  }
  if (stage.kind === 'confirm') {
    return (
      <ConfirmStep
        key={stage.target.userId}
        target={stage.target}
        account={account.data}
        accountId={client.accountId}
        onRemoved={() => onRemoved(stage.target)}
        onFailed={members.reload}
        onCancel={toList}
        width={width}
        height={height}
      />
    );
  }
  return (
    <MembersList
      {...{
        ui,
        rows,
        all,
        selection,
        layout,
        members,
        account: account.data,
        accountId: client.accountId,
        width,
        height,
      }}
    />
  );
}

interface MembersListProps {
  ui: ListUi;
  rows: MemberTableRow[];
  all: readonly Member[];
  selection: SelectionState;
  layout: ReturnType<typeof listLayout>;
  members: ResourceState<Member[]>;
  account: Account | undefined;
  accountId: string;
  width: number;
  height: number;
}

/** The list as drawn (its keys are the screen's). */
function MembersList({
  ui,
  rows,
  all,
  selection,
  layout,
  members,
  account,
  accountId,
  width,
  height,
}: MembersListProps) {
  const theme = useTheme();
  // The title names the account; its ID is shown where it matters, in the confirmation.
  const title = account?.name ? sanitizeLine(account.name) : sanitizeLine(accountId);
  const count = members.data ? `${all.length} member${all.length === 1 ? '' : 's'}` : '';
  return (
    <ListFrame
      title={
        <>
          <Text {...theme.styles.title}>{truncate(`Members of ${title}`, Math.max(10, width - 30))}</Text>
          <Text {...theme.styles['text.muted']}>{`  ${count}`}</Text>
          {ui.filter ? (
            <Text {...theme.styles['text.accent']}>{`  /${truncate(sanitizeLine(ui.filter), 20)}`}</Text>
          ) : null}
        </>
      }
      loading={members.loading}
      refreshing={members.data !== undefined}
      loaded={members.data !== undefined}
      columns={SCREEN_COLUMNS}
      rows={rows}
      selection={selection}
      emptyText={ui.filter ? 'No member matches the filter.' : 'No members in this account.'}
      error={members.error}
      retryAt={members.retryAt}
      layout={layout}
      width={width}
      height={height}
    />
  );
}
