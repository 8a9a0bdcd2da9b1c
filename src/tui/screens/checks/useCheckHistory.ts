// Checks' last runs for a screen, from the one loader (tui/model/checkHistory.ts): made once per
// store, kept in the screens' cache under the check detail's key, redrawn when it changes.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useClient } from '../../hooks/useClient.js';
import { type AppStore, useStore } from '../../state/store.js';
import { CheckHistory, type RowHistory } from '../../model/checkHistory.js';
import { queryKeys } from '../../state/queryKeys.js';
import type { VigilClient } from '../../../client/index.js';

function checkHistoryOf(store: AppStore, client: VigilClient): CheckHistory {
  store.checkHistory ??= new CheckHistory(client, store.cache, { key: queryKeys.checkResults });
  return store.checkHistory;
}

/** The loader and its version (which changes with every change to show). */
export function useCheckHistory(): { history: CheckHistory; version: number } {
  const history = checkHistoryOf(useStore(), useClient());
  const version = useSyncExternalStore(history.subscribe, history.getVersion);
  return { history, version };
}

/** One check's runs, asked for first while the screen shows it (null: none). */
export function useCheckRuns(id: string | null): {
  runs: RowHistory | undefined;
  history: CheckHistory;
  reload: () => void;
} {
  const { history, version } = useCheckHistory();
  useEffect(() => (id === null ? undefined : history.open(id)), [history, id]);
  // The same object until the loader changes: what is drawn from it is made again only then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version says the loader (the same object) changed
  const runs = useMemo(
    () => (id === null ? undefined : (history.get(id) ?? { kind: 'queued' as const })),
    [history, id, version],
  );
  return {
    runs,
    history,
    reload: () => id !== null && history.reload(id),
  };
}
