// One test session: summary, results, error groups. A running session refreshes by itself; `w`
// watches it to its final state and rings the bell when it ends.
import { useEffect, useMemo } from 'react';
import { Box } from 'ink';
import { Guid } from '../../../client/schemas/helpers.js';
import type { TestSessionDetail } from '../../../client/schemas/index.js';
import { sanitizeLine } from '../../../sanitize.js';
import { sessionErrorGroupIds } from '../../../format/session-detail.js';
import { statusWord } from '../../../format/status.js';
import { DocumentView } from '../../components/DocumentView.js';
import { loading, notHere, unavailable } from '../../keys/commands.js';
import { route } from '../../state/navigation.js';
import { sessionDetailKeymap } from './keymap.js';
import { useClient } from '../../hooks/useClient.js';
import { useClock, useNow } from '../../hooks/useNow.js';
import { usePoll } from '../../hooks/usePoll.js';
import { useShell } from '../../state/shell.js';
import { useStore } from '../../state/store.js';
import { usePersistentState } from '../../state/usePersistentState.js';
import { useResource } from '../../state/useResource.js';
import type { ScreenProps } from '../types.js';
import { useSessionOptions } from './options.js';
import { sessionDetailLines } from './sessionLines.js';
import { useErrorGroups } from './useErrorGroups.js';
import { useWatch, watchFlagKey } from './useWatch.js';
import { WatchLine } from './WatchLine.js';
import { queryKeys } from '../../state/queryKeys.js';
import { useKeymap } from '../../state/keymaps.js';

function sessionCacheKey(id: string): string {
  return queryKeys.session(id);
}

const notASessionId = (id: string) =>
  new Error(`"${sanitizeLine(id)}" is not a test session ID: session IDs are GUIDs (8-4-4-4-12 hex digits)`);

/** `w` on the list asks for a watch before the session is loaded: it starts once it is. */
function useWatchOnceLoaded(id: string, data: TestSessionDetail | undefined, waitSeconds: number) {
  const [asked, setAsked] = usePersistentState(watchFlagKey(id), false);
  const watch = useWatch(id);
  const { watches } = watch;
  useEffect(() => {
    if (!asked || !data) return;
    setAsked(false);
    if (data.status === 'RUNNING') watches.start(data, waitSeconds);
  }, [asked, data, setAsked, watches, waitSeconds]);
  return watch;
}

export function SessionDetail({ route: r, width, height }: ScreenProps) {
  const keymap = useKeymap(sessionDetailKeymap);
  const id = (r.params.id ?? '').trim();
  const valid = Guid.safeParse(id).success;
  const client = useClient();
  const shell = useShell();
  const store = useStore();
  const options = useSessionOptions();
  const key = sessionCacheKey(id);
  const detail = useResource(valid ? key : null, (signal) => client.getTestSession(id, { signal }));
  const data = detail.data;
  const running = data?.status === 'RUNNING';
  usePoll(
    { enabled: running, intervalMs: options.pollMs, busy: detail.loading || detail.retryAt !== undefined },
    detail.reload,
  );

  const { watches, state: watch } = useWatchOnceLoaded(id, data, options.completionWaitSeconds);
  const watching = watches.isRunning(id);

  const groupIds = useMemo(() => (data ? sessionErrorGroupIds(data) : []), [data]);
  const groups = useErrorGroups(groupIds);
  const tick = useNow(running ? 1000 : options.clockMs);
  const clock = useClock();
  const lines = useMemo(
    () => (data ? sessionDetailLines(data, groups, width, Math.max(tick, clock()), keymap) : []),
    [data, groups, width, tick, clock, keymap],
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

  const invalid = valid ? undefined : notASessionId(id);
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      {showStatus ? <WatchLine detail={data} watch={watch} pollMs={options.pollMs} width={width} /> : null}
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
              : data
                ? unavailable('This session has no error group.')
                : loading('The session is still loading.'),
          'copy-link': data?.testSessionLink
            ? () => data.testSessionLink && shell.copy(data.testSessionLink, 'link')
            : unavailable('This session has no link.'),
          watch: !data
            ? loading('The session is still loading.')
            : data.status !== 'RUNNING'
              ? notHere(`This session has finished (${statusWord(data.status)}): nothing to watch.`)
              : watching
                ? notHere('Already watching: the bell rings when it ends.')
                : () => watches.start(data, options.completionWaitSeconds),
        })}
        width={width}
        height={docHeight}
      />
    </Box>
  );
}
