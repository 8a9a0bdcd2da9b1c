// `:`: the command palette, with the suggestions that match what is typed.
import { Box, Text } from 'ink';
import type { LineState } from '../state/lineEdit.js';
import { paletteLabel, type PaletteMatch } from '../state/palette.js';
import { Styled, useTheme } from '../theme/index.js';
import { LineField } from './LineField.js';
import { keyOf } from '../keys/commands.js';
import type { Keymap } from '../keys/types.js';
import { fit, displayWidth } from '../../format/width.js';
import { sanitizeLine } from '../../sanitize.js';

export interface PaletteOverlayProps {
  line: LineState;
  matches: readonly PaletteMatch[];
  selected: number;
  message?: string | undefined;
  keymap: Keymap<'run' | 'close' | 'next' | 'prev' | 'quit'>;
  width: number;
  height: number;
}

export function PaletteOverlay({ line, matches, selected, message, keymap, width, height }: PaletteOverlayProps) {
  const theme = useTheme();
  const listHeight = Math.max(1, height - 3);
  const top = Math.max(0, Math.min(selected - listHeight + 1, matches.length - listHeight));
  const labelWidth = Math.min(24, Math.max(8, ...matches.map((m) => displayWidth(paletteLabel(m.command)))));
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <Text wrap="truncate">
        <Text {...theme.styles['footer.key']}>:</Text>
        <LineField line={line} width={width - 2} />
      </Text>
      <Styled token={message ? 'text.warning' : 'text.muted'}>
        {message ??
          `screen names, check <id>, session <id>, quit; ` +
            `${keyOf(keymap, 'run')} runs, ${keyOf(keymap, 'close')} closes`}
      </Styled>
      {matches.length === 0 ? <Styled token="text.muted">{'  no command matches'}</Styled> : null}
      {matches.slice(top, top + listHeight).map((m, i) => {
        const index = top + i;
        const label = fit(paletteLabel(m.command), labelWidth);
        const arg = m.arg ? `  ${sanitizeLine(m.arg)}` : '';
        return (
          <Text key={index} wrap="truncate" {...(index === selected ? theme.styles['row.selected'] : {})}>
            {`${index === selected ? '> ' : '  '}${label}  `}
            <Text {...(index === selected ? {} : theme.styles['text.muted'])}>{m.command.description + arg}</Text>
          </Text>
        );
      })}
    </Box>
  );
}
