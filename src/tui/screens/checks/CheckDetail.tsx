// A check: its settings, its status, and what it inherits from its group.
import { useMemo } from 'react';
import { sanitizeLine } from '../../../sanitize.js';
import { DocumentView } from '../../components/DocumentView.js';
import { checkDetailKeymap } from './keymap.js';
import { useClient } from '../../hooks/useClient.js';
import { useResource } from '../../state/useResource.js';
import type { ScreenProps } from '../types.js';
import { checkDetailLines } from './detailLines.js';
import { useToggleCheck } from './useToggleCheck.js';
import { useCheckIndex } from './useCheckIndex.js';
import { useStaleNote } from './DataAge.js';
import { queryKeys } from '../../state/queryKeys.js';
import { useStore } from '../../state/store.js';
import { useChannelLookup } from '../alerts/useChannelLookup.js';
import { errorLine } from '../../model/errorText.js';
import { type HistoryState, historyHead, runLines } from './historyLines.js';
import { useCheckRuns } from './useCheckHistory.js';
import { useNow } from '../../hooks/useNow.js';
import type { RowHistory } from '../../model/checkHistory.js';
import { useKeymap } from '../../state/keymaps.js';

export function CheckDetail({ route: r, width, height }: ScreenProps) {
  const keymap = useKeymap(checkDetailKeymap);
  const id = r.params.id ?? '';
  const client = useClient();
  const store = useStore();
  const loaded = useResource(queryKeys.check(id), (signal) => client.getCheck(id, { signal }));
  // The whole check comes from its own request; what a list shows of it (and a pause) from the
  // check index, the one place those facts live, so both screens always agree.
  const { index, version } = useCheckIndex();
  // Its status is the index's: old data says so in the title.
  const stale = useStaleNote(index);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version says the index (the same object) changed
  const known = useMemo(() => index.current(id), [index, version, id]);
  const check = useMemo(
    () =>
      loaded.data && known
        ? { ...loaded.data, activated: known.activated, muted: known.muted, name: known.name }
        : loaded.data,
    [loaded.data, known],
  );
  const groupId = check?.groupId ?? null;
  const group = useResource(groupId === null ? null : queryKeys.group(groupId), (signal) =>
    client.getCheckGroup(groupId ?? 0, { signal }),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: version says the index (the same object) changed
  const status = useMemo(() => index.statuses?.get(id), [index, version, id]);
  // The subscribed channels' names: from what Alerts already loaded, else the list's pages.
  const channelIds = useMemo(() => (check?.alertChannelSubscriptions ?? []).map((s) => s.alertChannelId), [check]);
  const { lookup } = useChannelLookup(channelIds);
  // Its last runs (the strip, since when, per location, the runs to open: historyLines.ts), from
  // the loader the Checks list shares: runs the list just loaded are not asked for again.
  const runs = useCheckRuns(id);
  const waitMs = runs.history.waitMs();
  // While the endpoint's budget makes it wait, the wait counts down once a second.
  useNow(waitMs > 0 ? 1000 : null);
  const history = useMemo<HistoryState>(
    () => historyState(runs.runs, runs.history.budget, waitMs, store.triage?.flapThreshold),
    [runs.runs, runs.history, waitMs, store],
  );
  // The strip and "since" show as soon as the runs are in (the list may have loaded them), even
  // before the check's own request answers; its settings and the runs follow under them.
  const lines = useMemo(
    () =>
      check
        ? [
            ...historyHead(history),
            ...checkDetailLines(check, status, group.data, group.error !== undefined, width, keymap, lookup),
            ...runLines(id, history),
          ]
        : history.kind === 'loaded'
          ? historyHead(history)
          : [],
    [check, status, group.data, group.error, width, keymap, lookup, history, id],
  );
  const toggle = useToggleCheck();
  return (
    <DocumentView
      stateKey={`check:${id}`}
      title={(check ? `Check "${sanitizeLine(check.name)}"` : `Check ${sanitizeLine(id)}`) + stale}
      lines={lines}
      loading={loaded.loading}
      error={loaded.error ?? group.error}
      retryAt={loaded.retryAt ?? group.retryAt}
      reload={() => {
        loaded.reload();
        void index.refresh();
        runs.reload();
        group.reload();
      }}
      copyId={id}
      keymap={checkDetailKeymap}
      extraCommands={() => ({ 'toggle-active': toggle(check) })}
      width={width}
      height={height}
    />
  );
}

function historyState(
  runs: RowHistory | undefined,
  budget: { limit: number; windowMs: number },
  waitMs: number,
  flapThreshold: number | undefined,
): HistoryState {
  if (runs?.kind === 'loaded') return { kind: 'loaded', runs: runs.runs, now: Date.now(), flapThreshold };
  if (runs?.kind === 'error') return { kind: 'error', message: errorLine(runs.error) };
  return runs?.kind === 'queued' ? { kind: 'loading', waitMs, budget } : { kind: 'loading' };
}
