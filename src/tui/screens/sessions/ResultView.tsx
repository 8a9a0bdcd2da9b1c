// One result of a session: timing, why it failed, and its job log in a pager. Only the lines in
// view are drawn, so a 10,000-line log costs what a short one does; `/` searches the log, n/N
// jump between matches.
import { useCallback, useMemo } from 'react';
import { Box, Text } from 'ink';
import { sanitizeLine } from '../../../sanitize.js';
import { resultStatusTone, resultStatusWord } from '../../../format/status.js';
import { truncate } from '../../../format/width.js';
import { ErrorMessage } from '../../components/ErrorMessage.js';
import { Spinner } from '../../components/Spinner.js';
import { errorHeight } from '../../model/errorText.js';
import { useClock, useNow } from '../../hooks/useNow.js';
import { usePoll } from '../../hooks/usePoll.js';
import { useScreenCommands, useShell } from '../../state/shell.js';
import { usePersistentState } from '../../state/usePersistentState.js';
import { useResultSource } from './resultSource.js';
import { useTheme } from '../../theme/index.js';
import type { ScreenProps } from '../types.js';
import { useSessionOptions } from './options.js';
import { findMatches, initialPager, pagerReducer, type PagerAction, type PagerState } from './pager.js';
import { joinContent, resultHead, resultLog, wrapLog } from './resultLines.js';
import { toneToken } from '../../theme/tones.js';
import { bindCommands, keysOf, keyOf, loading, unavailable } from '../../keys/commands.js';
import { route } from '../../state/navigation.js';
import { matchRanges } from '../../../format/check-triage.js';
import { markedParts } from '../../components/table/Table.js';
import { resultKeymap } from './keymap.js';
import { useKeymap } from '../../state/keymaps.js';
import { resultLogLines } from '../../../format/result-detail.js';
import type { ToneLine } from '../../../format/session-screen.js';
import { useShowInPager } from '../../hooks/useShowInPager.js';

export function ResultView({ route: r, width, height }: ScreenProps) {
  const keymap = useKeymap(resultKeymap);
  // A session's result, or a check's run (the same view: resultSource.ts).
  const result = useResultSource(r);
  const { resultId } = result;
  const shell = useShell();
  const theme = useTheme();
  const data = result.data;
  const view = useResultPane(result, keymap, width, height);
  const { wrap, setWrap, content, pager, act, matches, offset, paneHeight, count, texts, logStart, error } = view;

  const searchProblem = noSearch(pager.query, matches.length, keymap);
  const openInPager = useShowInPager();
  useScreenCommands(() => ({
    commands: bindCommands(keymap, {
      'scroll-down': () => act({ type: 'scroll', delta: 1 }),
      'scroll-up': () => act({ type: 'scroll', delta: -1 }),
      top: () => act({ type: 'top' }),
      bottom: () => act({ type: 'bottom' }),
      'page-down': () => act({ type: 'page', direction: 1 }),
      'page-up': () => act({ type: 'page', direction: -1 }),
      search: texts
        ? () =>
            shell.prompt({
              label: '/',
              // A new search starts empty: the last one stays shown until something is typed.
              value: '',
              hint: 'searches the log',
              onChange: (query) => act({ type: 'search', query, matches: findMatches(texts, query, logStart) }),
            })
        : loading('The log is still loading.'),
      'search-next': searchProblem ? unavailable(searchProblem) : () => act({ type: 'next', matches }),
      'search-prev': searchProblem ? unavailable(searchProblem) : () => act({ type: 'prev', matches }),
      'toggle-wrap': () => {
        setWrap((w) => !w);
        shell.notify(wrap ? 'Long log lines are cut at the edge.' : 'Long log lines wrap onto the lines under them.');
      },
      pager: data ? () => openInPager(resultLogLines(data).join('\n')) : loading('The log is still loading.'),
      'error-group':
        data?.errorGroupIds[0] !== undefined
          ? () =>
              data.errorGroupIds[0] !== undefined && shell.navigate(route('error-group', { id: data.errorGroupIds[0] }))
          : data
            ? unavailable('This result has no error group.')
            : loading('The result is still loading.'),
      'copy-link': data?.testSessionResultLink
        ? () => data.testSessionResultLink && shell.copy(data.testSessionResultLink, 'link')
        : unavailable('This result has no link.'),
      refresh: result.reload,
      'copy-id': () => shell.copy(resultId, 'result ID'),
    }),
    onBack: () => {
      if (!pager.query) return false;
      act({ type: 'search', query: '', matches: [] });
      return true;
    },
  }));

  const current = pager.match >= 0 ? matches[pager.match] : undefined;
  const matchSet = useMemo(() => new Set(matches), [matches]);
  const visible = content ? content.lines.slice(offset, offset + paneHeight) : [];
  const title = data
    ? `${resultStatusWord(data)}  Result "${sanitizeLine(data.name || '(unnamed)')}"`
    : `Result ${sanitizeLine(resultId)}`;
  const searchKeys = keysOf(keymap, 'search-next', 'search-prev');
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <Box width={width} height={1}>
        <Text
          wrap="truncate"
          {...(data ? theme.styles[toneToken(resultStatusTone(data)) ?? 'title'] : theme.styles.title)}
        >
          {truncate(title, Math.max(1, width - 14))}
        </Text>
        {result.loading && !data ? (
          <Box marginLeft={1}>
            <Spinner label="loading" />
          </Box>
        ) : null}
      </Box>
      <Box flexDirection="column" width={width} height={paneHeight} overflow="hidden">
        {visible.map((line, i) => {
          const index = offset + i;
          return (
            <LogLine
              key={index}
              line={line}
              current={index === current}
              query={matchSet.has(index) ? pager.query : ''}
              width={width}
            />
          );
        })}
      </Box>
      <Text wrap="truncate" {...theme.styles['text.muted']}>
        {truncate(statusText({ count, offset, paneHeight, pager, matches: matches.length, searchKeys }), width) || ' '}
      </Text>
      {error ? <ErrorMessage error={error} retryAt={result.retryAt} width={width} /> : null}
    </Box>
  );
}

/** Why n and N cannot jump now (no search yet, or nothing found), or undefined when they can. */
function noSearch(query: string, matches: number, keymap: typeof resultKeymap): string | undefined {
  if (!query) return `Search the log with ${keyOf(keymap, 'search')} first.`;
  return matches === 0 ? `No line of the log holds "${sanitizeLine(query)}".` : undefined;
}

/** One line of the pane; the one at the current match marked `>`, a search's matches highlighted. */
function LogLine({ line, current, query, width }: { line: ToneLine; current: boolean; query: string; width: number }) {
  const theme = useTheme();
  const token = current ? 'row.selected' : toneToken(line.tone);
  const text = truncate(current ? `>${line.text.slice(1)}` : line.text, width) || ' ';
  // A matching line marks the match, not the whole line.
  const marks = query ? matchRanges(text, query) : [];
  return (
    <Text wrap="truncate" {...(token ? theme.styles[token] : {})}>
      {marks.length === 0
        ? text
        : markedParts(text, marks).map((part, j) =>
            part.marked ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a marked part is its position in the line
              <Text key={j} {...theme.styles['text.match']}>
                {part.text}
              </Text>
            ) : (
              part.text
            ),
          )}
    </Text>
  );
}

/** The line under the pane: which lines are shown, and the search with its count of matches. */
function statusText(o: {
  count: number;
  offset: number;
  paneHeight: number;
  pager: PagerState;
  matches: number;
  searchKeys: string;
}): string {
  const { count, offset, paneHeight, pager, matches } = o;
  const last = Math.min(count, offset + paneHeight);
  const position = count > 0 ? `lines ${offset + 1}-${last} of ${count}${last >= count ? ' (end)' : ''}` : '';
  if (!pager.query) return position;
  const query = `  /${truncate(sanitizeLine(pager.query), 20)}`;
  if (matches === 0) return `${position}${query}: no match`;
  return `${position}${query}: ${pager.match >= 0 ? pager.match + 1 : 0} of ${matches} (${o.searchKeys})`;
}

/**
 * The result's lines (its head, then the log, wrapped or cut) in a pane of `height` less the
 * title, the line under the pane and the error, with the pager's position and search. A running
 * result is asked for again every poll.
 */
function useResultPane(
  result: ReturnType<typeof useResultSource>,
  keymap: typeof resultKeymap,
  width: number,
  height: number,
) {
  const options = useSessionOptions();
  const data = result.data;
  const running = data?.status === 'RUNNING';
  usePoll(
    { enabled: running, intervalMs: options.pollMs, busy: result.loading || result.retryAt !== undefined },
    result.reload,
  );
  const tick = useNow(running ? 1000 : options.clockMs);
  const [wrap, setWrap] = usePersistentState('sessions:result:wrap', true);
  const whole = useMemo(() => (data ? resultLog(data) : undefined), [data]);
  const log = useMemo(() => (whole && wrap ? wrapLog(whole, width) : whole), [whole, wrap, width]);
  const logLength = log?.lines.length ?? 0;
  const clock = useClock();
  const head = useMemo(
    () => (data ? resultHead(result.origin, data, Math.max(tick, clock()), width, logLength, keymap) : undefined),
    [data, result.origin, tick, width, logLength, clock, keymap],
  );
  const content = useMemo(() => (head && log ? joinContent(head, log) : undefined), [head, log]);

  const [pager, setPager] = usePersistentState<PagerState>(result.stateKey, initialPager);
  const error = result.error;
  const errorLines = errorHeight(error, result.retryAt, width);
  // Title, the pane, and a position/search line under it.
  const paneHeight = Math.max(1, height - 2 - errorLines);
  const count = content?.lines.length ?? 0;
  const texts = content?.texts;
  const logStart = content?.logStart ?? 0;
  const matches = useMemo(
    () => (texts ? findMatches(texts, pager.query, logStart) : []),
    [texts, pager.query, logStart],
  );
  const act = useCallback(
    (action: PagerAction) => setPager((p) => pagerReducer(p, action, { count, height: paneHeight })),
    [setPager, count, paneHeight],
  );
  const offset = Math.min(pager.offset, Math.max(0, count - paneHeight));

  return { wrap, setWrap, content, pager, act, matches, offset, paneHeight, count, texts, logStart, error };
}
