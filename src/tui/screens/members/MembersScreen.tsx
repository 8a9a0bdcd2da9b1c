// Screen 5: the members of the current account (name, email, role, status), `/` to filter, `u`
// to type a user ID; Enter asks for the member's email to be typed back, then sends DELETE. A
// removed member leaves the list; the server's refusals (yourself, the last owner) show in place.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Box, Text, type Key } from 'ink';
import { describeError } from '../../../client/index.js';
import type { Member } from '../../../client/schemas/index.js';
import { withoutColumns } from '../../../format/columns.js';
import { accountLabel, MEMBER_COLUMNS, memberLabel, memberMatches, memberRow, type MemberRow } from '../../../format/members.js';
import { sanitizeLine } from '../../../format/sanitize.js';
import { truncate } from '../../../format/width.js';
import { ListFrame, listLayout } from '../../components/ListFrame.js';
import { useClient } from '../../hooks/useClient.js';
import { useListSelection } from '../../hooks/useListSelection.js';
import { initialSelection, moveCommands, type SelectionState } from '../../state/selection.js';
import { useScreenCommands, useShell } from '../../state/shell.js';
import { lineActionFor } from '../../state/textInput.js';
import { usePersistentState } from '../../state/usePersistentState.js';
import { useResource } from '../../state/useResource.js';
import { queryKeys } from '../../state/queryKeys.js';
import { useTheme } from '../../theme/index.js';
import { bindCommands, keyHint, readOnlyRefusal, unavailable } from '../../keys/commands.js';
import { membersKeymap, removalKeymap } from './keymap.js';
import type { ScreenProps } from '../types.js';
import { loadAllMembers } from './load.js';
import { listState, removalReducer, type RemovalAction, type RemovalState } from './removal.js';
import { RemovalPanel } from './RemovalPanel.js';

/** A row of the table (the columns of `vigil members list`) and the member it came from. */
interface MemberTableRow extends MemberRow {
  member: Member;
}

/** The command's columns less the user ID: the role shows at 80 columns (Enter removes the row's member, u types an ID). */
const SCREEN_COLUMNS = withoutColumns(MEMBER_COLUMNS, ['userId']);

interface ListUi {
  filter: string;
  selection: SelectionState;
}

export function MembersScreen({ width, height }: ScreenProps) {
  const client = useClient();
  const shell = useShell();
  const theme = useTheme();
  const account = useResource(queryKeys.account, (signal) => client.getAccount(undefined, { signal }));
  const members = useResource(queryKeys.members(client.accountId), (signal) => loadAllMembers(client, signal));
  const [ui, setUi] = usePersistentState<ListUi>('members:list', { filter: '', selection: initialSelection });
  // Removed here: gone from the list at once, before the reload confirms it.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());

  // The reducer's latest state is read by the key handler at once (keys can come faster than renders).
  const [state, setState] = useState<RemovalState>(listState);
  const latest = useRef(state);
  const dispatch = useCallback((action: RemovalAction) => {
    const next = removalReducer(latest.current, action);
    if (next === latest.current) return;
    latest.current = next;
    setState(next);
  }, []);

  const all = useMemo(() => (members.data ?? []).filter((m) => !(m.userId && removed.has(m.userId.toLowerCase()))), [members.data, removed]);
  const rows = useMemo<MemberTableRow[]>(
    () => all.filter((m) => memberMatches(m, ui.filter)).map((member) => ({ ...memberRow(member), member })),
    [all, ui.filter],
  );

  const layout = listLayout(height, { error: members.error, retryAt: members.retryAt, width });
  const geometry = { count: rows.length, height: layout.bodyRows };
  const { selection, move } = useListSelection(ui, setUi, geometry);
  const selected = rows[selection.index];
  const setFilter = useCallback((filter: string) => setUi((u) => ({ ...u, filter, selection: initialSelection })), [setUi]);

  // One DELETE per confirmation: the effect runs when the state becomes 'sending'.
  const where = accountLabel(account.data ?? { id: client.accountId });
  useEffect(() => {
    if (state.phase !== 'sending') return;
    const { target } = state;
    const controller = new AbortController();
    client.removeMember(target.userId, { signal: controller.signal }).then(
      () => {
        setRemoved((r) => new Set([...r, target.userId.toLowerCase()]));
        dispatch({ type: 'removed' });
        shell.notify(`Removed ${target.member ? memberLabel(target.member) : target.userId} from ${where}.`);
        members.reload();
      },
      (error: unknown) => {
        dispatch({ type: 'failed', message: describeError(error) });
        // A DELETE whose answer was lost may still have removed the member: the list shows what is true now.
        members.reload();
      },
    );
    return () => controller.abort();
    // Only a new 'sending' state starts a request.
  }, [state]);

  const listing = state.phase === 'list';
  const writable = (run: () => void) => (shell.readOnly ? readOnlyRefusal : run);
  const listCommands = bindCommands(membersKeymap, {
    ...moveCommands(move),
    open: !selected
      ? unavailable('No member is selected.')
      : !selected.member.userId
        ? unavailable('A pending invite has no user ID to remove.')
        : writable(() => selected.member.userId && dispatch({ type: 'pick', member: selected.member })),
    filter: () => shell.prompt({ label: '/', value: ui.filter, hint: 'name, email or role', onChange: setFilter }),
    'type-id': writable(() => dispatch({ type: 'type-id' })),
    refresh: () => {
      members.reload();
      account.reload();
    },
    'copy-id': selected?.member.userId ? () => selected.member.userId && shell.copy(selected.member.userId, 'user ID') : unavailable('No member with a user ID is selected.'),
  });
  const typeText = (name: string | null, input: string, key: Key) => {
    if (latest.current.phase === 'sending') return;
    const edit = lineActionFor(name, input, key);
    if (edit) dispatch({ type: 'edit', edit });
  };
  const removalCommands = bindCommands(removalKeymap, {
    'go-on': () => latest.current.phase !== 'sending' && dispatch({ type: 'submit', members: all }),
    cancel: () => latest.current.phase !== 'sending' && dispatch({ type: 'cancel' }),
  });
  useScreenCommands({
    commands: listing ? listCommands : removalCommands,
    live: () => (latest.current.phase === 'list' ? { commands: listCommands } : { commands: removalCommands, onText: typeText }),
    onBack: () => {
      if (!ui.filter) return false;
      setFilter('');
      return true;
    },
    onText: listing ? undefined : typeText,
    status: listing
      ? ui.filter
        ? `filtered: ${rows.length} of ${all.length}  ${keyHint(membersKeymap, 'open', 'remove')}`
        : `${keyHint(membersKeymap, 'open', 'remove')}  ${keyHint(membersKeymap, 'filter', 'filter')}  ${keyHint(membersKeymap, 'type-id', 'type a user ID')}`
      : state.phase === 'sending'
        ? 'removing...'
        : `${keyHint(removalKeymap, 'go-on')}  ${keyHint(removalKeymap, 'cancel')}`,
  });

  if (!listing) {
    return (
      <Box flexDirection="column" width={width} height={height} overflow="hidden">
        <RemovalPanel state={state} account={account.data} accountId={client.accountId} width={width} />
      </Box>
    );
  }

  // The title names the account; its ID is shown where it matters, in the confirmation.
  const title = account.data?.name ? sanitizeLine(account.data.name) : sanitizeLine(client.accountId);
  const count = members.data ? `${all.length} member${all.length === 1 ? '' : 's'}` : '';
  return (
    <ListFrame
      title={
        <>
          <Text {...theme.styles.title}>{truncate(`Members of ${title}`, Math.max(10, width - 30))}</Text>
          <Text {...theme.styles['text.muted']}>{`  ${count}`}</Text>
          {ui.filter ? <Text {...theme.styles['text.accent']}>{`  /${truncate(sanitizeLine(ui.filter), 20)}`}</Text> : null}
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
