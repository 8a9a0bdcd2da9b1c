// Mounts the TUI with Ink. Kept apart from main.tsx so Ink is loaded only after main.tsx has
// prepared the environment (see the CI note there).
import { render } from 'ink';
import { Root, type RootProps } from './Root.js';
import type { CommandIO } from '../io.js';

/** Draw until the user quits. */
export async function mount(props: RootProps, io: CommandIO): Promise<void> {
  const instance = render(<Root {...props} />, {
    stdout: io.stdout as NodeJS.WriteStream,
    stdin: io.stdin as NodeJS.ReadStream,
    stderr: io.stderr as NodeJS.WriteStream,
    exitOnCtrlC: false,
    patchConsole: false,
    maxFps: 60,
  });
  await instance.waitUntilExit();
}
