// What Ink 6.8 writes to a stream that is not a TTY, read back into frames. Ink's log-update
// writes each frame as "erase the previous frame's lines, then the frame, then a newline"; when
// the previous frame was as tall as the stream's `rows` it writes "clear the terminal, then the
// frame" instead; a pure erase (no frame) comes before a repaint when the width shrinks. Anything
// else the app writes to stdout itself (an OSC 52 copy, a bell) is a control to pass through.

const CLEAR_TERMINAL = '\u001b[2J\u001b[3J\u001b[H';
// eraseLines(n): n x "erase line" joined by "cursor up", then "column 1".
const ERASE_LINES = /^(?:\u001b\[2K\u001b\[1A)*(?:\u001b\[2K\u001b\[G)?/;

export type InkWrite = { kind: 'frame'; frame: string } | { kind: 'erase' } | { kind: 'control'; data: string };

export function readInkWrite(text: string): InkWrite {
  if (text.startsWith(CLEAR_TERMINAL)) return { kind: 'frame', frame: text.slice(CLEAR_TERMINAL.length) };
  // OSC (clipboard, title) and a lone bell are the app's own; Ink's frames never start so.
  if (text.startsWith('\u001b]') || text === '\u0007') return { kind: 'control', data: text };
  const erase = ERASE_LINES.exec(text)?.[0] ?? '';
  const rest = text.slice(erase.length);
  if (rest === '') return erase === '' ? { kind: 'control', data: '' } : { kind: 'erase' };
  return { kind: 'frame', frame: rest.endsWith('\n') ? rest.slice(0, -1) : rest };
}
