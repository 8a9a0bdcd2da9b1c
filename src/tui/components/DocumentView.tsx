// Detail screens as a scrollable document of one-line entries. The cursor moves over the lines;
// lines that lead somewhere (a group, a check) open with Enter.
import { memo, useCallback, useMemo } from 'react';
import { Box, Text } from 'ink';
import type { ThemeToken } from '../theme/index.js';
import { useTheme } from '../theme/index.js';
import { routeKey, type Route } from '../state/navigation.js';
import { usePersistentState } from '../state/usePersistentState.js';
import { useShell, useScreenCommands } from '../state/shell.js';
import { useKeymap } from '../state/keymaps.js';
import { bindCommands } from '../keys/commands.js';
import type { detailKeymap } from '../keys/common.js';
import type { Handlers, IdOf, Keymap } from '../keys/types.js';
import {
  clampSelection,
  initialSelection,
  moveCommands,
  selectionReducer,
  type SelectionAction,
  type SelectionState,
} from '../state/selection.js';
import { ErrorMessage } from './ErrorMessage.js';
import { LoadingNote } from './Spinner.js';
import { errorHeight } from '../model/errorText.js';
import { displayWidth, fit, truncate } from '../../format/width.js';
import { nextHit } from '../../format/check-triage.js';
import { useCursorStaysOnItem } from '../hooks/useCursorStaysOnItem.js';

export interface DocLine {
  /** Already sanitized. */
  text: string;
  token?: ThemeToken;
  /** Enter opens this route. */
  target?: Route;
  /** What `y` copies on this line (default: the document's ID). */
  copy?: string;
  /** A failing (or degraded) item: the failing-row jump keys stop here. */
  alert?: boolean;
  /** A second place the line leads to (a result's error group), for a screen's own key. */
  related?: Route;
}

/** What a line stands for, when it leads somewhere or copies something: the cursor follows it. */
function lineItem(line: DocLine): string | undefined {
  if (line.target) return routeKey(line.target);
  return line.copy;
}

/** What a screen's own commands may do to the document. */
export interface DocumentNav {
  /** Move to the next (1) or previous (-1) line marked `alert`; says so when there is none. */
  jumpToAlert: (direction: 1 | -1) => void;
}

/** Prose cut into lines of at most `width` cells, at spaces where possible. */
export function wrapWords(text: string, width: number): string[] {
  const room = Math.max(8, width);
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (displayWidth(candidate) <= room) {
      line = candidate;
      continue;
    }
    if (line) out.push(line);
    line = displayWidth(word) <= room ? word : truncate(word, room);
  }
  if (line) out.push(line);
  return out;
}

/** A "label  value" line with the label column padded. */
export function kv(
  label: string,
  value: string,
  o: { token?: ThemeToken; target?: Route; copy?: string; labelWidth?: number } = {},
): DocLine {
  const line: DocLine = { text: `${fit(label, o.labelWidth ?? 22)} ${value}` };
  if (o.token) line.token = o.token;
  if (o.target) line.target = o.target;
  if (o.copy) line.copy = o.copy;
  return line;
}

export function heading(text: string): DocLine {
  return { text, token: 'text.accent' };
}

export const blank: DocLine = { text: '' };

type DetailId = IdOf<typeof detailKeymap>;

export interface DocumentViewProps<E extends string = never> {
  stateKey: string;
  title: string;
  lines: readonly DocLine[];
  loading: boolean;
  error: unknown;
  retryAt?: number | undefined;
  reload: () => void;
  /** What `y` copies when the line names nothing else. */
  copyId?: string | undefined;
  /** The screen's keymap: the detail commands and its own (`E`). */
  keymap: Keymap<DetailId | NoInfer<E>>;
  /** Handlers for the screen's own commands, given the line under the cursor. */
  extraCommands: (line: DocLine | undefined, nav: DocumentNav) => Handlers<E>;
  width: number;
  height: number;
}

const Line = memo(function Line({ line, selected, width }: { line: DocLine; selected: boolean; width: number }) {
  const theme = useTheme();
  const style = selected ? theme.styles['row.selected'] : line.token ? theme.styles[line.token] : {};
  return (
    <Text wrap="truncate" {...style}>
      {(selected ? '> ' : '  ') + truncate(line.text, Math.max(1, width - 2))}
    </Text>
  );
});

export function DocumentView<E extends string = never>(props: DocumentViewProps<E>) {
  const { stateKey, title, lines, loading, error, retryAt, reload, copyId, extraCommands, width, height } = props;
  const keymap = useKeymap(props.keymap);
  const theme = useTheme();
  const shell = useShell();
  const [stored, setStored] = usePersistentState<SelectionState>(stateKey, initialSelection);
  const errorLines = errorHeight(error, retryAt, width);
  const bodyHeight = Math.max(1, height - 1 - errorLines);
  const geometry = useMemo(() => ({ count: lines.length, height: bodyHeight }), [lines.length, bodyHeight]);
  const selection = clampSelection(stored, geometry);
  const current = lines[selection.index];
  const move = useCallback(
    (action: SelectionAction) => setStored((s) => selectionReducer(clampSelection(s, geometry), action, geometry)),
    [setStored, geometry],
  );
  // New lines (a refresh re-sorts a group's checks failing first) keep the cursor on its item.
  useCursorStaysOnItem(lines, lines, lineItem, selection.index, (index) => move({ type: 'select', index }));
  const id = current?.copy ?? copyId;
  const handlers: Handlers<DetailId> = {
    ...moveCommands(move),
    open: current?.target
      ? () => current.target && shell.navigate(current.target)
      : { unavailable: 'Nothing to open on this line.' },
    refresh: reload,
    'copy-id': id ? () => shell.copy(id) : { unavailable: 'Nothing to copy yet.' },
  };
  const nav: DocumentNav = {
    jumpToAlert: (direction) => {
      const to = nextHit(lines.length, selection.index, direction, (i) => lines[i]?.alert === true);
      if (to < 0) shell.notify('Nothing failing here.');
      else move({ type: 'select', index: to });
    },
  };
  useScreenCommands(() => ({
    commands: bindCommands<DetailId | E>(keymap, { ...handlers, ...extraCommands(current, nav) } as Handlers<
      DetailId | E
    >),
  }));
  const visible = lines.slice(selection.offset, selection.offset + bodyHeight);
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <Box width={width} height={1}>
        <Text wrap="truncate" {...theme.styles.title}>
          {truncate(title, Math.max(1, width - 14))}
        </Text>
        <LoadingNote loading={loading} refreshing={lines.length > 0} />
      </Box>
      <Box flexDirection="column" width={width} height={bodyHeight} overflow="hidden">
        {visible.map((line, i) => (
          <Line
            // biome-ignore lint/suspicious/noArrayIndexKey: a line's place is its identity (lines repeat).
            key={selection.offset + i}
            line={line}
            selected={selection.offset + i === selection.index}
            width={width}
          />
        ))}
      </Box>
      {error ? <ErrorMessage error={error} retryAt={retryAt} width={width} /> : null}
    </Box>
  );
}
