// The lines under the Checks title, from the check index. DataAge: how old the data is ("updated
// 12 s ago"), STALE with its age when older than twice the refresh interval or when the last
// refresh failed, a lookup that failed or is still on its way (group names: rows say grp?) and
// how far the background loading is; redrawn once a second on its own. LoadingLine: before the first answers, what is
// being fetched, or the rate limit being waited out, counting down.
import { Box, Text } from 'ink';
import { useNow } from '../../hooks/useNow.js';
import { useTheme } from '../../theme/index.js';
import { truncate } from '../../../format/width.js';
import { freshness } from '../../model/freshness.js';
import type { CheckIndex } from '../../model/checkIndex.js';
import { useStore } from '../../state/store.js';
import type { RunsNote } from './rowHistory.js';

export interface DataAgeProps {
  index: CheckIndex;
  /** "loading every check: 3,400 of 10,000" while the background pages arrive. */
  progress: string | undefined;
  /** The legend of the runs columns while some are not in: read at each draw, as it counts down. */
  history?: () => RunsNote | undefined;
  width: number;
}

export function DataAge({ index, progress, history, width }: DataAgeProps) {
  const theme = useTheme();
  const now = useNow(1000);
  if (index.updatedAt === undefined) return <Box height={1} width={width} />;
  const fresh = freshness(
    { updatedAt: index.updatedAt, refreshMs: index.settings.refreshMs, failure: index.stale?.reason },
    now,
  );
  // A failed lookup matters more than the progress of the loading; staleness more than both.
  const degraded = index.groupsError !== undefined ? groupsFailedText(index.groupsError, width) : undefined;
  // The progress first (it is what says every check is in), then the group names still on their way.
  const groups = index.groupsLoading()
    ? progress
      ? `${progress} · loading group names`
      : 'loading the group names (grp? until then)'
    : progress;
  const runs = history?.();
  const extra = [fresh.stale ? undefined : (degraded ?? groups), runs?.text].filter(Boolean).join('  ') || undefined;
  // Staleness is said whole; otherwise the age gives way to what follows it (cut at the end).
  const leadRoom = fresh.stale ? width : Math.max(10, width - (extra ? Math.min(extra.length + 2, width - 20) : 0));
  return (
    <Box height={1} width={width} overflow="hidden">
      <Text wrap="truncate">
        <Text {...theme.styles[fresh.stale ? 'text.warning' : 'text.muted']}>{truncate(fresh.text, leadRoom)}</Text>
        {extra ? (
          <Text {...theme.styles[degraded || runs?.warn ? 'text.warning' : 'text.muted']}>{`  ${extra}`}</Text>
        ) : null}
      </Text>
    </Box>
  );
}

/** "group names failed (HTTP 500), retried at each refresh", the reason cut to fit. */
function groupsFailedText(reason: string, width: number): string {
  const before = 'group names failed (';
  const after = '), retried at each refresh';
  // "updated 12 s ago" and its two spaces keep their room.
  const room = Math.max(8, width - 'updated 59 s ago  '.length - before.length - after.length);
  return `${before}${truncate(reason, room)}${after}`;
}

export function LoadingLine({ index, width }: { index: CheckIndex; width: number }) {
  const theme = useTheme();
  const store = useStore();
  useNow(1000);
  const waiting = store.rateLimitWait?.sentence();
  const what = index.statuses === undefined ? 'Loading the status of every check…' : 'Loading the failing checks…';
  return (
    <Box height={1} width={width} overflow="hidden">
      <Text wrap="truncate" {...theme.styles[waiting ? 'text.warning' : 'text.muted']}>
        {truncate(waiting ? `Checks wait: ${waiting}` : what, width)}
      </Text>
    </Box>
  );
}

/**
 * "  STALE, updated 9 min 6 s ago: ..." for the title of another screen showing the index's data
 * (a group's checks, a check's status), or '' while it is fresh; redrawn once a second.
 */
export function useStaleNote(index: CheckIndex): string {
  const now = useNow(1000);
  const fresh = freshness(
    { updatedAt: index.updatedAt, refreshMs: index.settings.refreshMs, failure: index.stale?.reason },
    now,
  );
  return fresh.stale ? `  ${fresh.text}` : '';
}
