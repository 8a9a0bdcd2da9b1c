// One error group: the cleaned message, `F` for the full raw error, when it was first and last
// seen, where; `s` lists every session with this error group.
import { useMemo } from 'react';
import { Guid } from '../../../client/schemas/helpers.js';
import type { ErrorGroup } from '../../../client/schemas/index.js';
import { errorGroupFields, errorGroupMessage } from '../../../format/session-detail.js';
import { sanitizeLine, sanitizeLines } from '../../../sanitize.js';
import { blank, DocumentView, heading, kv, wrapWords, type DocLine } from '../../components/DocumentView.js';
import { errorGroupKeymap } from './keymap.js';
import { useClient } from '../../hooks/useClient.js';
import { useClock } from '../../hooks/useNow.js';
import { route, type Route } from '../../state/navigation.js';
import { useShell } from '../../state/shell.js';
import { usePersistentState } from '../../state/usePersistentState.js';
import { useResource } from '../../state/useResource.js';
import type { ScreenProps } from '../types.js';
import { errorGroupCacheKey } from './useErrorGroups.js';
import { keyOf } from '../../keys/commands.js';
import { useRecordOnce } from '../record/useRecordOnce.js';
import { truncate } from '../../../format/width.js';
import { useKeymap } from '../../state/keymaps.js';

const LABEL_WIDTH = 13;

function sessionsWithGroup(id: string): Route {
  return route('sessions', { errorGroupId: id });
}

function errorGroupLines(
  group: ErrorGroup,
  full: boolean,
  width: number,
  now: number,
  keymap: typeof errorGroupKeymap,
): DocLine[] {
  const room = Math.max(8, width - 4);
  const lines: DocLine[] = [heading('Message')];
  for (const t of wrapWords(errorGroupMessage(group), room)) lines.push({ text: `  ${t}`, token: 'status.failed' });
  lines.push(blank);
  const raw = group.rawErrorMessage ?? '';
  const rawLines = raw === '' ? [] : sanitizeLines(raw);
  const lineCount = `${rawLines.length} line${rawLines.length === 1 ? '' : 's'}`;
  if (full) {
    lines.push(heading(`Full error (${lineCount}; ${keyOf(keymap, 'toggle-full')} hides it)`));
    if (rawLines.length === 0) lines.push({ text: '  (the server sent no raw error)', token: 'text.muted' });
    // The whole text, wrapped rather than cut: this is what someone copies into a ticket.
    for (const line of rawLines) for (const part of wrapWords(line, room)) lines.push({ text: `  ${part}` });
  } else {
    lines.push({
      text: `  ${keyOf(keymap, 'toggle-full')} shows the full raw error (${lineCount})`,
      token: 'text.muted',
    });
  }
  lines.push(blank);
  for (const f of errorGroupFields(group, now)) lines.push(kv(f.label, f.value, { labelWidth: LABEL_WIDTH }));
  if (group.errorHash) lines.push(kv('Hash', sanitizeLine(group.errorHash), { labelWidth: LABEL_WIDTH }));
  lines.push(kv('ID', sanitizeLine(group.id), { labelWidth: LABEL_WIDTH, copy: group.id }));
  lines.push(blank);
  lines.push({
    text: `Every session with this error group (${keyOf(keymap, 'sessions')}, or ${keyOf(keymap, 'open')} here)`,
    token: 'text.accent',
    target: sessionsWithGroup(group.id),
    copy: group.id,
  });
  return lines;
}

export function ErrorGroupView({ route: r, width, height }: ScreenProps) {
  const keymap = useKeymap(errorGroupKeymap);
  const id = (r.params.id ?? '').trim();
  const valid = Guid.safeParse(id).success;
  const client = useClient();
  const shell = useShell();
  const loaded = useResource<ErrorGroup>(valid ? errorGroupCacheKey(id) : null, (signal) =>
    client.getErrorGroup(id, { signal }),
  );
  const [full, setFull] = usePersistentState(`sessions:error-group-full:${id}`, false);
  // The record keeps the message: the incident summary names the error the failing sessions share.
  const message = loaded.data ? errorGroupMessage(loaded.data) : '';
  useRecordOnce(loaded.data ? `${id}:loaded` : loaded.error ? `${id}:failed` : null, () =>
    loaded.data
      ? {
          kind: 'error-group',
          text: `Followed error group ${id}: "${truncate(sanitizeLine(message), 120)}".`,
          error: message,
        }
      : { kind: 'error-group', text: `Followed error group ${id} (it could not be loaded).` },
  );
  const clock = useClock();
  const lines = useMemo(
    () => (loaded.data ? errorGroupLines(loaded.data, full, width, clock(), keymap) : []),
    [loaded.data, full, width, clock, keymap],
  );
  const invalid = valid
    ? undefined
    : new Error(`"${sanitizeLine(id)}" is not an error group ID: error group IDs are GUIDs (8-4-4-4-12 hex digits)`);
  return (
    <DocumentView
      stateKey={`sessions:error-group:${id}`}
      title={`Error group ${sanitizeLine(id)}`}
      lines={lines}
      loading={loaded.loading}
      error={invalid ?? loaded.error}
      retryAt={loaded.retryAt}
      reload={loaded.reload}
      copyId={id}
      keymap={errorGroupKeymap}
      extraCommands={() => ({
        'toggle-full': () => setFull((f) => !f),
        sessions: valid
          ? () => shell.navigate(sessionsWithGroup(id))
          : { unavailable: 'That is not an error group ID.' },
      })}
      width={width}
      height={height}
    />
  );
}
