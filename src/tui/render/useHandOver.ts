// The TUI's side of handing the terminal over (handOver.ts): Ink lets go of the input (raw mode
// off, its reading stopped) and stops drawing; the row diff (terminal.ts) turns the TUI's
// modes off and shows the cursor. Afterwards both take the terminal back and everything is drawn
// again, whatever the program left on the screen.
import { createContext, useCallback, useContext } from 'react';
import { useApp, useStdin } from 'ink';
import type { HandOver } from './handOver.js';

/** The row diff's part: modes off and the cursor shown; the function it returns takes them back. */
export type LeaveScreen = () => () => void;

export const LeaveScreenContext = createContext<LeaveScreen | null>(null);

/** While the program runs, ^C and ^\ on the terminal are its own: they must not end vigil too. */
const HANDED_SIGNALS = ['SIGINT', 'SIGQUIT'] as const;

export function useHandOver(): HandOver {
  const { suspendTerminal } = useApp();
  const { stdin } = useStdin();
  const leaveScreen = useContext(LeaveScreenContext);
  return useCallback(
    async <T>(run: () => Promise<T>): Promise<T> => {
      let result: { value: T } | undefined;
      await suspendTerminal(async () => {
        const takeBack = leaveScreen?.();
        const ignore = () => undefined;
        for (const signal of HANDED_SIGNALS) process.on(signal, ignore);
        // Nothing typed for the program is read by vigil meanwhile.
        stdin.pause();
        try {
          result = { value: await run() };
        } finally {
          for (const signal of HANDED_SIGNALS) process.off(signal, ignore);
          takeBack?.();
        }
      });
      if (!result) throw new Error('the terminal was handed over but nothing ran');
      return result.value;
    },
    [suspendTerminal, stdin, leaveScreen],
  );
}
