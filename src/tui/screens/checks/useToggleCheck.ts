// Pause or resume a check. Asks first (default No), shows the change at once, sends
// PUT /v1/checks/{id} {activated}, and takes the change back with an error if the request fails.
// The check index is the one place the change is written. A row known only from its status (its
// page still loading in the background) is never refused: that one check is asked for first.
// Unavailable at once (no question) when read-only or when no check is selected.
import { useCallback } from 'react';
import type { Check } from '../../../client/schemas/index.js';
import { useClient } from '../../hooks/useClient.js';
import { useStore } from '../../state/store.js';
import { useShell } from '../../state/shell.js';
import { useTriageRecord } from '../../state/record.js';
import { recordedWrite } from '../record/recordedWrite.js';
import { sendFailure } from '../../forms/sendOutcome.js';
import { vigilCommandLine } from '../../../format/record.js';
import { errorLine } from '../../model/errorText.js';
import { sanitizeLine } from '../../../sanitize.js';
import { truncate } from '../../../format/width.js';
import { requireSelected, requireWritable } from '../../keys/commands.js';
import type { Handler } from '../../keys/types.js';
import { summaryOf } from '../../model/summary.js';
import { checkIndexOf } from './data.js';

/** The selected check: its ID and name (a row), or the whole check (a detail). */
export type ToggleTarget = Pick<Check, 'id' | 'name'> | Check;

export function useToggleCheck(): (check: ToggleTarget | undefined) => Handler {
  const toggle = useToggle();
  const shell = useShell();
  return useCallback(
    (check) => {
      return requireWritable(
        shell.readOnly,
        requireSelected(check, 'check', (target) => () => toggle(target)),
      );
    },
    [shell, toggle],
  );
}

function useToggle(): (check: ToggleTarget) => void {
  const client = useClient();
  const store = useStore();
  const shell = useShell();
  const record = useTriageRecord();
  return useCallback(
    (target) => {
      const index = checkIndexOf(store, client);
      const name = truncate(sanitizeLine(target.name), 40);
      if ('activated' in target && !index.checks.has(target.id)) index.accept(summaryOf(target));
      const ask = (activated: boolean) => {
        const activate = !activated;
        const verb = activate ? 'Resume' : 'Pause';
        shell.confirm({
          message: `${verb} check "${name}"?`,
          onYes: () => {
            index.setPending(target.id, { activated: activate });
            const verify = vigilCommandLine(['checks', 'get', target.id]);
            recordedWrite(record, client.updateCheck(target.id, { activated: activate }), {
              kind: activate ? 'resumed' : 'paused',
              what: `${verb.toLowerCase()} check "${sanitizeLine(target.name)}"`,
              done: () => `${verb}d check "${sanitizeLine(target.name)}".`,
              command: vigilCommandLine(['checks', activate ? 'resume' : 'pause', target.id, '--yes']),
              verify,
              check: { id: target.id, name: target.name },
            }).then(
              (updated) => {
                index.replace({ ...updated, activated: updated.activated ?? activate });
                index.setPending(target.id, undefined);
                store.handoff?.record(target.id, activate ? 'resume' : 'pause');
                shell.notify(`${activate ? 'Resumed' : 'Paused'} "${name}".`);
              },
              (error: unknown) => {
                index.setPending(target.id, undefined);
                // A timeout may have arrived: say so, and the read that shows it, never "try again".
                shell.notify(
                  sendFailure(error).uncertain
                    ? `Not known whether "${name}" was ${verb.toLowerCase()}d (${errorLine(error)}): ` +
                        `\`${verify}\` shows it.`
                    : `Could not ${verb.toLowerCase()} "${name}", nothing changed: ${errorLine(error)}`,
                  'error',
                );
              },
            );
          },
        });
      };
      const known = index.current(target.id);
      if (known) {
        ask(known.activated !== false);
        return;
      }
      // Known only from its status: whether it is paused comes with the check itself.
      shell.notify(`Asking the server for "${name}" to pause or resume it…`);
      client.getCheck(target.id).then(
        (check) => {
          index.accept(summaryOf(check));
          ask(check.activated !== false);
        },
        (error: unknown) => shell.notify(`Could not look up "${name}", nothing changed: ${errorLine(error)}`, 'error'),
      );
    },
    [client, store, shell, record],
  );
}
