// The line over a running or watched session: RUN (refreshing by itself), WATCHING (with how long
// the session has run, from its own start), RECONNECTING (when the next try is, "now" while it is
// on its way), FINISHED, or why the watch stopped.
import { Box, Text } from 'ink';
import type { TestSessionDetail } from '../../../client/schemas/index.js';
import { resultProgress } from '../../../format/session-screen.js';
import { sanitizeLine } from '../../../sanitize.js';
import { statusTone, statusWord } from '../../../format/status.js';
import { formatDuration } from '../../../format/time.js';
import { truncate } from '../../../format/width.js';
import { Spinner } from '../../components/Spinner.js';
import { errorLine } from '../../model/errorText.js';
import { useClock, useNow } from '../../hooks/useNow.js';
import { useTheme } from '../../theme/index.js';
import { toneToken } from '../../theme/tones.js';
import type { WatchState } from './useWatch.js';

export interface WatchLineProps {
  detail: TestSessionDetail | undefined;
  watch: WatchState;
  pollMs: number;
  width: number;
}

/** "trying again in 1s (attempt 3)", or "trying again now (attempt 3)" once the wait is over. */
function reconnectText(watch: Extract<WatchState, { phase: 'reconnecting' }>, now: number): string {
  const seconds = Math.ceil((watch.retryAt - now) / 1000);
  const when = seconds > 0 ? `in ${seconds}s` : 'now';
  return (
    `RECONNECTING  trying again ${when} (attempt ${watch.attempt}, then every second); the bell still rings when ` +
    `it ends. ${errorLine(watch.error)}`
  );
}

export function WatchLine({ detail, watch, pollMs, width }: WatchLineProps) {
  const theme = useTheme();
  const watching = watch.phase === 'watching' || watch.phase === 'reconnecting';
  // The hook redraws; the time is read now, so a countdown never lags its redraw by a tick. How
  // long the session has run is the App's clock, as every age on screen; the next try's countdown
  // is real time, as the watch's timer that sets retryAt.
  useNow(watch.phase === 'reconnecting' ? 250 : watching ? 1000 : null);
  const clock = useClock();
  if (watch.phase === 'reconnecting') {
    return (
      <Text wrap="truncate" {...theme.styles['text.warning']}>
        {truncate(reconnectText(watch, Date.now()), width)}
      </Text>
    );
  }
  if (watch.phase === 'done') {
    const s = watch.session;
    const text =
      `FINISHED ${statusWord(s.status)}  "${sanitizeLine(s.name)}" ended ${s.status.toLowerCase()} after ` +
      `${formatDuration(s.timeElapsed)}`;
    return (
      <Text wrap="truncate" {...theme.styles[toneToken(statusTone(s.status)) ?? 'text.normal']}>
        {truncate(text, width)}
      </Text>
    );
  }
  if (watch.phase === 'failed') {
    return (
      <Text wrap="truncate" {...theme.styles['text.error']}>
        {truncate(`The watch stopped: ${errorLine(watch.error)} (w tries again)`, width)}
      </Text>
    );
  }
  if (detail?.status !== 'RUNNING') return null;
  const progress = resultProgress(detail.results);
  if (watching) {
    const text =
      `WATCHING  ${progress}, running for ${formatDuration(Math.max(0, clock() - watch.startedAt))}; the bell ` +
      `rings when it ends`;
    return (
      <Box width={width} height={1} overflow="hidden">
        <Spinner />
        <Text wrap="truncate" {...theme.styles['status.running']}>
          {` ${truncate(text, Math.max(1, width - 2))}`}
        </Text>
      </Box>
    );
  }
  return (
    <Text wrap="truncate" {...theme.styles['status.running']}>
      {truncate(`RUN  ${progress}; refreshes every ${Math.round(pollMs / 100) / 10}s; w watches it to the end`, width)}
    </Text>
  );
}
