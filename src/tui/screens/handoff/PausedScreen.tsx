// The checks paused through vigil with this profile and still paused (issue 26), oldest first,
// with who and when; Enter opens the check, where it can be resumed.
import { useMemo } from 'react';
import { agoText, clockTime } from '../../../format/changes.js';
import type { Column } from '../../../format/columns.js';
import { sanitizeLine } from '../../../sanitize.js';
import { bindCommands, requireSelected } from '../../keys/commands.js';
import { route } from '../../state/navigation.js';
import { moveCommands } from '../../state/selection.js';
import { useScreenCommands, useShell } from '../../state/shell.js';
import type { ScreenProps } from '../types.js';
import { useCheckIndex } from '../checks/useCheckIndex.js';
import { HandoffList, useHandoffSelection } from './HandoffList.js';
import { pausedKeymap } from './keymap.js';
import { useHandoff } from './useHandoff.js';
import { useKeymap } from '../../state/keymaps.js';

interface PausedRow {
  id: string;
  name: string;
  when: string;
  by: string;
  reminder: string;
}

const COLUMNS: readonly Column<PausedRow>[] = [
  { id: 'name', header: 'NAME', value: (r) => r.name, min: 12, max: 40, grow: true, priority: 7 },
  { id: 'when', header: 'PAUSED', value: (r) => r.when, min: 6, priority: 6 },
  { id: 'by', header: 'PROFILE', value: (r) => r.by, min: 7, max: 16, priority: 4 },
  { id: 'reminder', header: 'REMINDER', value: (r) => r.reminder, min: 8, priority: 5 },
];

export function PausedScreen({ width, height }: ScreenProps) {
  const keymap = useKeymap(pausedKeymap);
  const shell = useShell();
  const handoff = useHandoff();
  const { index, version } = useCheckIndex();
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the index's change counter
  const rows = useMemo((): PausedRow[] => {
    if (!handoff) return [];
    const now = handoff.now();
    return handoff.paused(index.checks).map((p) => {
      const at = Date.parse(p.at);
      const remind = p.remindAt ? Date.parse(p.remindAt) : undefined;
      return {
        id: p.checkId,
        name: sanitizeLine(index.statuses?.get(p.checkId)?.name ?? index.checks.get(p.checkId)?.name ?? p.checkId),
        when: `${clockTime(at, now)} (${agoText(at, now)})`,
        by: p.profile,
        reminder: remind === undefined ? '-' : remind <= now ? `DUE ${clockTime(remind, now)}` : clockTime(remind, now),
      };
    });
  }, [handoff, index, version]);
  const { selection, move } = useHandoffSelection('paused', rows.length, height);
  const selected = rows[selection.index];
  useScreenCommands(() => ({
    commands: bindCommands(keymap, {
      ...moveCommands(move),
      open: requireSelected(
        selected,
        'check',
        ({ id }) =>
          () =>
            shell.navigate(route('check', { id })),
      ),
      'copy-id': requireSelected(
        selected,
        'check',
        ({ id }) =>
          () =>
            shell.copy(id),
      ),
    }),
  }));
  return (
    <HandoffList
      title={`Paused through vigil: ${rows.length}${handoff ? ` (profile ${handoff.profile})` : ' (memory is off)'}`}
      columns={COLUMNS}
      rows={rows}
      selection={selection}
      width={width}
      height={height}
      emptyText="No check is paused through vigil with this profile."
    />
  );
}
