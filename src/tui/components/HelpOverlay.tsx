// `?`: every key of this screen and every key that works everywhere, from the keymaps themselves.
import { Box } from 'ink';
import type { Keymap } from '../keys/types.js';
import { displayKeys } from '../keys/names.js';
import { Styled } from '../theme/index.js';
import { fit, displayWidth } from '../../format/width.js';

export interface HelpSection {
  title: string;
  keymap: Keymap;
}

export interface HelpLine {
  text: string;
  heading: boolean;
}

export function helpLines(sections: readonly HelpSection[]): HelpLine[] {
  const keyWidth = Math.min(
    24,
    Math.max(6, ...sections.flatMap((s) => s.keymap.map((b) => displayWidth(displayKeys(b.keys))))),
  );
  const lines: HelpLine[] = [];
  for (const section of sections) {
    if (section.keymap.length === 0) continue;
    if (lines.length > 0) lines.push({ text: '', heading: false });
    lines.push({ text: section.title, heading: true });
    for (const b of section.keymap) lines.push({ text: `  ${fit(displayKeys(b.keys), keyWidth)}  ${b.description}`, heading: false });
  }
  return lines;
}

export function HelpOverlay({ lines, scroll, width, height }: { lines: readonly HelpLine[]; scroll: number; width: number; height: number }) {
  const body = Math.max(1, height - 1);
  const top = Math.min(Math.max(0, scroll), Math.max(0, lines.length - body));
  const more = lines.length > body;
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <Styled token="title">{`Help${more ? `  (${top + 1}-${Math.min(lines.length, top + body)} of ${lines.length} lines, j/k scroll)` : ''}  Esc closes`}</Styled>
      {lines.slice(top, top + body).map((line, i) => (
        <Styled key={i} token={line.heading ? 'text.accent' : 'text.normal'}>
          {line.text || ' '}
        </Styled>
      ))}
    </Box>
  );
}
