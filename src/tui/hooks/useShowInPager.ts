// A text in the user's pager ($PAGER, else `less -R`), the terminal handed over and taken back;
// a pager that fails or is missing is said in the shell's notice, in one sentence.
import { useCallback, useContext } from 'react';
import { ShellContext } from '../state/shell.js';
import { showInPager } from '../render/handOver.js';
import { useHandOver } from '../render/useHandOver.js';
import { ClientContext } from './useClient.js';

export function useShowInPager(): (text: string) => void {
  const handOver = useHandOver();
  const shell = useContext(ShellContext);
  // The pager draws the text itself, past the frame mask: server text may hold the API key.
  const client = useContext(ClientContext);
  return useCallback(
    (text: string) => {
      showInPager(client ? client.starKey(text) : text, process.env, handOver).then(
        (problem) => problem && shell?.notify(problem, 'error'),
        (error: unknown) =>
          shell?.notify(`The pager could not be started (${error instanceof Error ? error.message : error}).`, 'error'),
      );
    },
    [handOver, shell, client],
  );
}
