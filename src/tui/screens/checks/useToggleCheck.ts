// Pause or resume a check. Asks first (default No), shows the change at once, sends
// PUT /v1/checks/{id} {activated}, and takes the change back with an error if the request fails.
// Unavailable at once (no question) when read-only or when no check is selected.
import { useCallback } from 'react';
import type { Check } from '../../../client/schemas/index.js';
import { useClient } from '../../hooks/useClient.js';
import { useStore } from '../../state/store.js';
import { useShell } from '../../state/shell.js';
import { useTriageRecord } from '../../state/record.js';
import { vigilCommandLine } from '../../../format/record.js';
import { errorLine } from '../../components/errorText.js';
import { sanitizeLine } from '../../../format/sanitize.js';
import { truncate } from '../../../format/width.js';
import { replaceCheckInCache } from './cacheUpdates.js';
import { readOnlyRefusal } from '../../keys/commands.js';
import type { Handler } from '../../keys/types.js';

export function useToggleCheck(): (check: Pick<Check, 'id' | 'name' | 'activated'> | undefined) => Handler {
  const toggle = useToggle();
  const shell = useShell();
  return useCallback(
    (check) => {
      if (shell.readOnly) return readOnlyRefusal;
      if (!check) return { unavailable: 'No check is selected.' };
      return () => toggle(check);
    },
    [shell, toggle],
  );
}

function useToggle(): (check: Pick<Check, 'id' | 'name' | 'activated'>) => void {
  const client = useClient();
  const store = useStore();
  const shell = useShell();
  const record = useTriageRecord();
  return useCallback(
    (check) => {
      const current = store.checkPatches.apply({ activated: check.activated }, check.id);
      const activate = current.activated === false;
      const verb = activate ? 'Resume' : 'Pause';
      const name = truncate(sanitizeLine(check.name), 40);
      shell.confirm({
        message: `${verb} check "${name}"?`,
        onYes: () => {
          store.checkPatches.set(check.id, { activated: activate });
          client.updateCheck(check.id, { activated: activate }).then(
            (updated) => {
              replaceCheckInCache(store.cache, { ...updated, activated: updated.activated ?? activate });
              store.checkIndex?.replace({ ...updated, activated: updated.activated ?? activate });
              store.checkPatches.clear(check.id);
              shell.notify(`${activate ? 'Resumed' : 'Paused'} "${name}".`);
              record.add({
                kind: activate ? 'resumed' : 'paused',
                text: `${activate ? 'Resumed' : 'Paused'} check "${sanitizeLine(check.name)}".`,
                command: vigilCommandLine(['checks', activate ? 'resume' : 'pause', check.id, '--yes']),
              });
            },
            (error: unknown) => {
              store.checkPatches.clear(check.id);
              shell.notify(`Could not ${verb.toLowerCase()} "${name}", nothing changed: ${errorLine(error)}`, 'error');
            },
          );
        },
      });
    },
    [client, store, shell, record],
  );
}
