// Ink's render() pointed at the terminal through the row-diffing renderer: the one way the TUI
// (and the terminal-truth tests) draw, so what the tests replay is what users receive.
import { createElement, type ReactElement } from 'react';
import { render, type Instance } from 'ink';
import { createTerminalRenderer, type TerminalOutput, type TerminalRenderer } from './terminal.js';
import { FrameMaskContext } from './frameMask.js';
import { LeaveScreenContext } from './useHandOver.js';

export interface TerminalStreams {
  stdout: TerminalOutput;
  stdin: NodeJS.ReadStream;
  stderr: NodeJS.WriteStream;
}

export interface InkOnTerminal {
  instance: Instance;
  terminal: TerminalRenderer;
}

/** Frames are computed at most this often; rows that did not change are never sent. */
const MAX_FPS = 60;

export function renderOnTerminal(
  element: ReactElement,
  streams: TerminalStreams,
  onFrame?: (rows: readonly string[]) => void,
): InkOnTerminal {
  const terminal = createTerminalRenderer(streams.stdout, onFrame ? { onFrame } : {});
  // Screens that hand the terminal to another program (render/useHandOver.ts) reach the row diff so.
  const withMask = createElement(FrameMaskContext.Provider, { value: terminal.setFrameMask }, element);
  const withLeave = createElement(LeaveScreenContext.Provider, { value: terminal.leaveScreen }, withMask);
  const instance = render(withLeave, {
    stdout: terminal.inkStdout as unknown as NodeJS.WriteStream,
    stdin: streams.stdin,
    stderr: streams.stderr,
    exitOnCtrlC: false,
    patchConsole: false,
    maxFps: MAX_FPS,
    // Ink 7+ treats a stream that is not a TTY as non-interactive and writes only the last frame.
    interactive: true,
  });
  return { instance, terminal };
}
