// Mounts the TUI with Ink. Kept apart from main.tsx so Ink is loaded only after main.tsx has
// prepared the environment (see the CI note there).
import { Root, type RootProps } from './Root.js';
import type { CommandIO } from '../io.js';
import { renderOnTerminal } from './render/inkOnTerminal.js';
import type { TerminalOutput } from './render/terminal.js';

/** Draw until the user quits. */
export async function mount(props: RootProps, io: CommandIO): Promise<void> {
  // Ink lays out and renders each frame; only the rows that changed reach the terminal.
  const { instance, terminal } = renderOnTerminal(<Root {...props} />, {
    stdout: io.stdout as unknown as TerminalOutput,
    stdin: io.stdin as NodeJS.ReadStream,
    stderr: io.stderr as NodeJS.WriteStream,
  });
  try {
    await instance.waitUntilExit();
  } finally {
    terminal.dispose();
  }
}
