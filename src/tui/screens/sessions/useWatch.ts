// The running watches of the model (tui/model/watches.ts) for a screen: made once per store (they
// go on, and ring or notify, whatever screen is shown), redrawn when a watch changes.
import { useSyncExternalStore } from 'react';
import { useStdout } from 'ink';
import { useClient } from '../../hooks/useClient.js';
import { sanitizeLine } from '../../../sanitize.js';
import { useStore } from '../../state/store.js';
import { queryKeys } from '../../state/queryKeys.js';
import { SessionWatches, type WatchState } from '../../model/watches.js';
import { useSessionOptions } from './options.js';

export type { WatchState } from '../../model/watches.js';

/** The store.ui key that says "watch this session when its screen has loaded it". */
export function watchFlagKey(sessionId: string): string {
  return `sessions:watch:${sessionId}`;
}

function useSessionWatches(): SessionWatches {
  const store = useStore();
  const client = useClient();
  const { ring } = useSessionOptions();
  const { stdout } = useStdout();
  store.watches ??= new SessionWatches({
    client,
    ring:
      ring ??
      ((session) => {
        // The bell tells someone who looked away that it ended; a desktop notification says which.
        const notifier = store.notifier;
        if (notifier && (notifier.mode === 'notification' || notifier.mode === 'both'))
          notifier.send(`vigil: test session ${sanitizeLine(session.name)} ended: ${session.status}`);
        else stdout.write('\u0007');
      }),
    // The screens show the final state at once: their data comes from this cache entry.
    onDone: (session) => {
      const key = queryKeys.session(session.testSessionId);
      // update() tells the screen showing it; set() keeps it for one that opens it later.
      store.cache.update(
        (k) => k === key,
        () => session,
      );
      if (!store.cache.get(key)) store.cache.set(key, session);
    },
  });
  return store.watches;
}

export function useWatch(sessionId: string): { watches: SessionWatches; state: WatchState } {
  const watches = useSessionWatches();
  useSyncExternalStore(watches.subscribe, watches.getVersion);
  return { watches, state: watches.state(sessionId) };
}
