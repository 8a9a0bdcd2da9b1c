// Bottom line: a status note (filter, "copied", an overlay's question) and the keys that work here.
import { Box, Text } from 'ink';
import type { CommandTable } from '../keys/types.js';
import { Styled, useTheme } from '../theme/index.js';
import { displayWidth, truncate } from '../../format/width.js';
import { fitHints, footerHints } from './footerText.js';

export interface FooterProps {
  scope: readonly CommandTable[];
  width: number;
  note?: { text: string; tone: 'info' | 'error' } | undefined;
}

export function Footer({ scope, width, note }: FooterProps) {
  const theme = useTheme();
  const noteText = note ? truncate(note.text, Math.max(10, width - 10)) : '';
  const room = width - (noteText ? displayWidth(noteText) + 2 : 0);
  const hints = fitHints(footerHints(scope), room, (h) => h.label === 'help' || h.label === 'close');
  return (
    <Box width={width} height={1} overflow="hidden">
      <Text wrap="truncate">
        {noteText ? (
          <Text {...theme.styles[note?.tone === 'error' ? 'text.error' : 'text.accent']}>{`${noteText}  `}</Text>
        ) : null}
        {hints.map((h, i) => (
          <Text key={`${h.keys} ${h.label}`}>
            <Text {...theme.styles['footer.key']}>{h.keys}</Text>
            <Text {...theme.styles['footer.text']}>{` ${h.label}${i < hints.length - 1 ? '  ' : ''}`}</Text>
          </Text>
        ))}
      </Text>
      {hints.length === 0 && !noteText ? <Styled token="footer.text"> </Styled> : null}
    </Box>
  );
}
