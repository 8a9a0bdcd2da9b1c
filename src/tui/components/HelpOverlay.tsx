// `?`: every command of this screen (its active table, with why a command is unavailable) and
// every command that works everywhere.
import { Box } from 'ink';
import type { CommandTable, Keymap } from '../keys/types.js';
import { keyOf } from '../keys/commands.js';
import { displayKeys } from '../keys/names.js';
import { Styled } from '../theme/index.js';
import { fit, displayWidth } from '../../format/width.js';

export interface HelpSection {
  title: string;
  table: CommandTable;
}

export interface HelpLine {
  text: string;
  heading: boolean;
}

export function helpLines(sections: readonly HelpSection[]): HelpLine[] {
  const keyWidth = Math.min(
    24,
    Math.max(6, ...sections.flatMap((s) => s.table.map((c) => displayWidth(displayKeys(c.keys))))),
  );
  const lines: HelpLine[] = [];
  for (const section of sections) {
    if (section.table.length === 0) continue;
    if (lines.length > 0) lines.push({ text: '', heading: false });
    lines.push({ text: section.title, heading: true });
    for (const c of section.table) {
      const why = c.unavailable !== undefined ? `  (unavailable: ${c.unavailable})` : '';
      lines.push({ text: `  ${fit(displayKeys(c.keys), keyWidth)}  ${c.description}${why}`, heading: false });
    }
  }
  return lines;
}

export interface HelpOverlayProps {
  lines: readonly HelpLine[];
  /** The help's own keys (scroll, close), named in its title. */
  keymap: Keymap<'close' | 'move-down' | 'move-up' | 'page-down' | 'page-up' | 'quit'>;
  scroll: number;
  width: number;
  height: number;
}

export function HelpOverlay({ lines, keymap, scroll, width, height }: HelpOverlayProps) {
  const body = Math.max(1, height - 1);
  const top = Math.min(Math.max(0, scroll), Math.max(0, lines.length - body));
  const more = lines.length > body;
  const scrollKeys = `${keyOf(keymap, 'move-down')}/${keyOf(keymap, 'move-up')} scroll`;
  const position = more
    ? `  (${top + 1}-${Math.min(lines.length, top + body)} of ${lines.length} lines, ${scrollKeys})`
    : '';
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <Styled token="title">{`Help${position}  ${keyOf(keymap, 'close')} closes`}</Styled>
      {lines.slice(top, top + body).map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a scrolled text block's row is its place on screen.
        <Styled key={i} token={line.heading ? 'text.accent' : 'text.normal'}>
          {line.text || ' '}
        </Styled>
      ))}
    </Box>
  );
}
