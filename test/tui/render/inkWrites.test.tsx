// Ink 6.8's writes to a stream that is not a TTY, read back into frames: the shapes it writes
// (checked against real Ink renders below), and controls passed through untouched.
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { Box, Text, render } from 'ink';
import { readInkWrite } from '../../../src/tui/render/inkWrites.js';
import { createTerminalRenderer } from '../../../src/tui/render/terminal.js';

describe('readInkWrite', () => {
  it('reads a first frame, a frame after erased lines, a frame after a clear, a bare erase and controls', () => {
    expect(readInkWrite('a\nb\n')).toEqual({ kind: 'frame', frame: 'a\nb' });
    expect(readInkWrite('\u001b[2K\u001b[1A\u001b[2K\u001b[Gc\n')).toEqual({ kind: 'frame', frame: 'c' });
    expect(readInkWrite('\u001b[2J\u001b[3J\u001b[Hx\ny')).toEqual({ kind: 'frame', frame: 'x\ny' });
    expect(readInkWrite('\u001b[2K\u001b[1A\u001b[2K\u001b[G')).toEqual({ kind: 'erase' });
    expect(readInkWrite('\u001b]52;c;aGk=\u0007')).toEqual({ kind: 'control', data: '\u001b]52;c;aGk=\u0007' });
    expect(readInkWrite('\u0007')).toEqual({ kind: 'control', data: '\u0007' });
  });
});

class Out extends EventEmitter {
  isTTY = true;
  columns = 20;
  rows = 4;
  written: string[] = [];
  write = (data: string) => {
    this.written.push(data);
    return true;
  };
}

const stdin = () =>
  Object.assign(new EventEmitter(), {
    isTTY: true,
    setRawMode() {},
    setEncoding() {},
    resume() {},
    pause() {},
    ref() {},
    unref() {},
    read: () => null,
  });
const tick = () => new Promise((r) => setTimeout(r, 60));

describe('real Ink frames through the renderer', () => {
  it('gets every frame whole, however Ink wrote it, and passes the app’s own controls through', async () => {
    const out = new Out();
    const terminal = createTerminalRenderer(out);
    const lines = (n: number, word: string) => (
      <Box flexDirection="column">
        {Array.from({ length: n }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: numbered lines of text; the number is the identity.
          <Text key={i}>{`${word} ${i}`}</Text>
        ))}
      </Box>
    );
    const ink = render(lines(2, 'one'), {
      stdout: terminal.inkStdout as never,
      stdin: stdin() as never,
      exitOnCtrlC: false,
      patchConsole: false,
      maxFps: 60,
      interactive: true,
    });
    await tick();
    expect(terminal.rows()).toEqual(['one 0', 'one 1', '', '']);
    // As tall as the terminal (Ink 6 cleared the terminal first; Ink 8 does so only on a TTY).
    ink.rerender(lines(4, 'two'));
    await tick();
    expect(terminal.rows()).toEqual(['two 0', 'two 1', 'two 2', 'two 3']);
    ink.rerender(lines(1, 'three'));
    await tick();
    expect(terminal.rows()).toEqual(['three 0', '', '', '']);
    terminal.inkStdout.write('\u001b]52;c;aGk=\u0007');
    expect(out.written.at(-1)).toBe('\u001b]52;c;aGk=\u0007');
    // Nothing Ink wrote reached the terminal as it was: no clear, no erased lines.
    expect(out.written.join('')).not.toMatch(/\u001b\[2J\u001b\[3J|\u001b\[1A/);
    ink.unmount();
    terminal.dispose();
  });
});
