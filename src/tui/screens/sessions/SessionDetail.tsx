// One test session: summary, results, error groups. A running session refreshes by itself; `w`
// watches it to its final state and rings the bell when it ends.
import { useCallback, useMemo } from 'react';
import { Box, Text, useStdout } from 'ink';
import { Guid, type TestSessionDetail } from '../../../client/schemas/index.js';
import { resultProgress } from '../../../format/session-screen.js';
import { sanitizeLine } from '../../../format/sanitize.js';
import { sessionErrorGroupIds } from '../../../format/session-detail.js';
import { statusTone, statusWord } from '../../../format/status.js';
import { formatDuration } from '../../../format/time.js';
import { truncate } from '../../../format/width.js';
import { DocumentView } from '../../components/DocumentView.js';
import { unavailable } from '../../keys/commands.js';
import { route } from '../../state/navigation.js';
import { sessionDetailKeymap } from './keymap.js';
import { Spinner } from '../../components/Spinner.js';
import { errorLine } from '../../components/errorText.js';
import { useClient } from '../../hooks/useClient.js';
import { useNow } from '../../hooks/useNow.js';
import { usePoll } from '../../hooks/usePoll.js';
import { useShell } from '../../state/shell.js';
import { useStore } from '../../state/store.js';
import { usePersistentState } from '../../state/usePersistentState.js';
import { useResource } from '../../state/useResource.js';
import { useTheme } from '../../theme/index.js';
import type { ScreenProps } from '../types.js';
import { useSessionOptions } from './options.js';
import { sessionDetailLines } from './sessionLines.js';
import { toneToken } from '../../theme/tones.js';
import { useErrorGroups } from './useErrorGroups.js';
import { useWatch, watchFlagKey, type WatchState } from './useWatch.js';
import { queryKeys } from '../../state/queryKeys.js';

function sessionCacheKey(id: string): string {
  return queryKeys.session(id);
}

function StatusLine({
  detail,
  watch,
  pollMs,
  width,
}: {
  detail: TestSessionDetail | undefined;
  watch: WatchState;
  pollMs: number;
  width: number;
}) {
  const theme = useTheme();
  const watching = watch.phase === 'watching' || watch.phase === 'reconnecting';
  const now = useNow(watching ? 1000 : null);
  if (watch.phase === 'reconnecting') {
    const seconds = Math.max(0, Math.ceil((watch.retryAt - now) / 1000));
    const text = `RECONNECTING  trying again in ${seconds}s (attempt ${watch.attempt}); the bell still rings when it ends. ${errorLine(watch.error)}`;
    return (
      <Text wrap="truncate" {...theme.styles['text.warning']}>
        {truncate(text, width)}
      </Text>
    );
  }
  if (watch.phase === 'done') {
    const s = watch.session;
    const text = `FINISHED ${statusWord(s.status)}  "${sanitizeLine(s.name)}" ended ${s.status.toLowerCase()} after ${formatDuration(s.timeElapsed)}; watched for ${formatDuration(watch.at - watch.since)}`;
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
    const text = `WATCHING  ${progress}, ${formatDuration(Math.max(0, now - watch.since))} so far; the bell rings when it ends`;
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

export function SessionDetail({ route: r, width, height }: ScreenProps) {
  const id = (r.params.id ?? '').trim();
  const valid = Guid.safeParse(id).success;
  const client = useClient();
  const shell = useShell();
  const store = useStore();
  const options = useSessionOptions();
  const { stdout } = useStdout();
  const key = sessionCacheKey(id);
  const detail = useResource(valid ? key : null, (signal) => client.getTestSession(id, { signal }));
  const data = detail.data;
  const running = data?.status === 'RUNNING';
  usePoll(
    { enabled: running, intervalMs: options.pollMs, busy: detail.loading || detail.retryAt !== undefined },
    detail.reload,
  );

  const [watching, setWatching] = usePersistentState(watchFlagKey(id), false);
  const ring = options.ring;
  const onDone = useCallback(
    (session: TestSessionDetail) => {
      // Show the final state at once: the screen's data comes from this cache entry.
      store.cache.update(
        (k) => k === key,
        () => session,
      );
      if (!store.cache.get(key)) store.cache.set(key, session);
      setWatching(false);
      // The bell tells someone who looked away that it ended.
      const notifier = store.notifier;
      if (ring) ring();
      else if (notifier && (notifier.mode === 'notification' || notifier.mode === 'both'))
        notifier.send(`vigil: test session ${sanitizeLine(session.name)} ended: ${session.status}`);
      else stdout.write('\u0007');
    },
    [store, key, setWatching, ring, stdout],
  );
  const onFailed = useCallback(() => setWatching(false), [setWatching]);
  const watch = useWatch(id, valid && watching, { waitSeconds: options.completionWaitSeconds, onDone, onFailed });

  const groupIds = useMemo(() => (data ? sessionErrorGroupIds(data) : []), [data]);
  const groups = useErrorGroups(groupIds);
  const tick = useNow(running ? 1000 : options.clockMs);
  const lines = useMemo(
    () => (data ? sessionDetailLines(data, groups, width, Math.max(tick, Date.now())) : []),
    [data, groups, width, tick],
  );

  const showStatus = watch.phase !== 'idle' || running;
  const docHeight = showStatus ? height - 1 : height;
  // The first visit starts on the first result (failed first), so Enter Enter reaches a failure;
  // scrolled to show as much of the summary as leaves a few results in view.
  const stateKey = `sessions:session:${id}`;
  if (data && lines.length > 0 && !store.ui.has(stateKey)) {
    const first = Math.max(
      0,
      lines.findIndex((l) => l.target?.name === 'session-result'),
    );
    store.ui.set(stateKey, { index: first, offset: Math.max(0, first + 3 - (docHeight - 1)) });
  }

  const invalid = valid
    ? undefined
    : new Error(`"${sanitizeLine(id)}" is not a test session ID: session IDs are GUIDs (8-4-4-4-12 hex digits)`);
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      {showStatus ? <StatusLine detail={data} watch={watch} pollMs={options.pollMs} width={width} /> : null}
      <DocumentView<'watch' | 'error-group' | 'copy-link' | 'next-failing' | 'prev-failing'>
        // Mounted again once the session is in, so it starts from the selection set above.
        key={data ? 'loaded' : 'loading'}
        stateKey={stateKey}
        title={data ? `Session "${sanitizeLine(data.name)}"` : `Session ${sanitizeLine(id)}`}
        lines={lines}
        loading={detail.loading && !running}
        error={invalid ?? detail.error}
        retryAt={detail.retryAt}
        reload={detail.reload}
        copyId={id}
        keymap={sessionDetailKeymap}
        extraCommands={(line, nav) => ({
          'next-failing': () => nav.jumpToAlert(1),
          'prev-failing': () => nav.jumpToAlert(-1),
          'error-group': line?.related
            ? () => line.related && shell.navigate(line.related)
            : data && data.errorGroupIds[0] !== undefined
              ? () =>
                  data.errorGroupIds[0] !== undefined &&
                  shell.navigate(route('error-group', { id: data.errorGroupIds[0] }))
              : unavailable(data ? 'This session has no error group.' : 'The session is still loading.'),
          'copy-link': data?.testSessionLink
            ? () => data.testSessionLink && shell.copy(data.testSessionLink, 'link')
            : unavailable('This session has no link.'),
          watch: () => {
            if (!data) shell.notify('The session is still loading.');
            else if (data.status !== 'RUNNING')
              shell.notify(`This session has finished (${statusWord(data.status)}): nothing to watch.`);
            else if (watching) shell.notify('Already watching: the bell rings when it ends.');
            else setWatching(true);
          },
        })}
        width={width}
        height={docHeight}
      />
    </Box>
  );
}
