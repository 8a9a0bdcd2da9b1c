// For `node bench/ink-output.mjs` only: the TUI drawn by Ink 8's own incremental output, straight
// to the terminal, in place of src/tui/render/inkOnTerminal.ts (our row diff), so the bench can
// count the bytes of both. Same exports, same options otherwise.
import type { ReactElement } from 'react';
import { render, type Instance } from 'ink';
import type { TerminalStreams } from '../../src/tui/render/inkOnTerminal.js';

export function renderOnTerminal(
  element: ReactElement,
  streams: TerminalStreams,
): { instance: Instance; terminal: { dispose(): void } } {
  const instance = render(element, {
    stdout: streams.stdout as unknown as NodeJS.WriteStream,
    stdin: streams.stdin,
    stderr: streams.stderr,
    exitOnCtrlC: false,
    patchConsole: false,
    maxFps: 60,
    incrementalRendering: true,
  });
  return { instance, terminal: { dispose: () => undefined } };
}
