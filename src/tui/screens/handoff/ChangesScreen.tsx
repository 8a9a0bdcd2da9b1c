// What changed since the last look (issue 26), newest first; Enter opens the check, incident or
// session. Changes the refresh sees while vigil runs join the list.
import { useMemo } from 'react';
import { CHANGE_COLUMNS, changeRow, sinceLine, type Change } from '../../../format/changes.js';
import { withoutColumns } from '../../../format/columns.js';
import { bindCommands, requireSelected } from '../../keys/commands.js';
import { moveCommands } from '../../state/selection.js';
import { route } from '../../state/navigation.js';
import { useScreenCommands, useShell } from '../../state/shell.js';
import type { ScreenProps } from '../types.js';
import { useCheckIndex } from '../checks/useCheckIndex.js';
import { HandoffList, useHandoffSelection } from './HandoffList.js';
import { changesKeymap } from './keymap.js';
import { useHandoff } from './useHandoff.js';
import { useKeymap } from '../../state/keymaps.js';

const COLUMNS = withoutColumns(CHANGE_COLUMNS, ['id']);

export function ChangesScreen({ width, height }: ScreenProps) {
  const keymap = useKeymap(changesKeymap);
  const shell = useShell();
  const handoff = useHandoff();
  const { index, version } = useCheckIndex();
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the index's change counter
  const changes: Change[] = useMemo(
    () => handoff?.changes(index.statuses, index.checks) ?? [],
    [handoff, index, version],
  );
  const now = handoff?.now() ?? 0;
  const rows = useMemo(() => changes.map((c) => changeRow(c, now)), [changes, now]);
  const { selection, move } = useHandoffSelection('changes', rows.length, height);
  const selected = changes[selection.index];
  const open = (c: Change) => {
    if (c.target.type === 'check') shell.navigate(route('check', { id: c.target.id }));
    else if (c.target.type === 'session') shell.navigate(route('session', { id: c.target.id }));
    else shell.switchTo(route('incident'));
  };
  useScreenCommands(() => ({
    commands: bindCommands(keymap, {
      ...moveCommands(move),
      open: requireSelected(selected, 'change', (change) => () => open(change)),
      'copy-id': requireSelected(selected, 'change', (change) => () => shell.copy(change.target.id)),
    }),
  }));
  const since = handoff?.since ?? null;
  const firstRun = handoff?.firstRun ?? false;
  const title =
    handoff === undefined
      ? 'Changes: memory is off (--no-memory or "memory": false)'
      : since === null
        ? 'Changes: nothing to compare yet (this is the first look vigil remembers)'
        : `Changes ${sinceLine(since, now, changes, { thisRun: firstRun })}`;
  return (
    <HandoffList
      title={title}
      columns={COLUMNS}
      rows={rows}
      selection={selection}
      width={width}
      height={height}
      emptyText={
        since === null || firstRun
          ? 'Nothing changed since this run started; the next run also lists what changed since this one.'
          : 'Nothing changed.'
      }
    />
  );
}
