// Colour for plain commands: a handful of ANSI codes, only on a terminal that wants them
// (not when NO_COLOR is set, not in a pipe, not on TERM=dumb). Status words always stand
// beside the colour, so nothing is lost without it.
import type { StatusTone } from '../../format/status.js';
import type { CommandIO } from '../../io.js';

export type Paint = (text: string, style: Style) => string;
export type Style = StatusTone | 'bold' | 'dim';

const CODES: Record<Style, [number, number] | null> = {
  failed: [31, 39],
  passed: [32, 39],
  running: [36, 39],
  degraded: [33, 39],
  cancelled: [2, 22],
  unknown: null,
  bold: [1, 22],
  dim: [2, 22],
};

export function colourWanted(io: Pick<CommandIO, 'stdout' | 'env'>): boolean {
  if (io.stdout.isTTY !== true) return false;
  // no-color.org: set and not empty means no colour.
  if (io.env.NO_COLOR !== undefined && io.env.NO_COLOR !== '') return false;
  return io.env.TERM !== 'dumb';
}

export function painter(enabled: boolean): Paint {
  if (!enabled) return (text) => text;
  return (text, style) => {
    const codes = CODES[style];
    return codes && text !== '' ? `\u001b[${codes[0]}m${text}\u001b[${codes[1]}m` : text;
  };
}
