// One-line overlays drawn where the footer is, so the screen stays in view: a y/n question and the
// filter prompt.
import { Box, Text } from 'ink';
import type { LineState } from '../state/lineEdit.js';
import { useTheme } from '../theme/index.js';
import { LineField } from './LineField.js';
import { keyOf } from '../keys/commands.js';
import type { Keymap } from '../keys/types.js';
import { displayWidth, truncate } from '../../format/width.js';

export function ConfirmBar({
  message,
  keymap,
  width,
}: {
  message: string;
  keymap: Keymap<'yes' | 'no' | 'quit'>;
  width: number;
}) {
  const theme = useTheme();
  const suffix = `  ${keyOf(keymap, 'yes')} yes / ${keyOf(keymap, 'no')} no (default No)`;
  const text = truncate(message, Math.max(10, width - displayWidth(suffix)));
  return (
    <Box width={width} height={1} overflow="hidden">
      <Text wrap="truncate">
        <Text {...theme.styles['text.warning']}>{text}</Text>
        <Text {...theme.styles['footer.text']}>{suffix}</Text>
      </Text>
    </Box>
  );
}

export interface PromptBarProps {
  label: string;
  hint?: string | undefined;
  line: LineState;
  keymap: Keymap<'accept' | 'cancel' | 'quit'>;
  width: number;
  /** A notice (what a paste did with its line breaks) in place of the hint, until the next key. */
  note?: string | undefined;
}

export function PromptBar({ label, hint, line, keymap, width, note }: PromptBarProps) {
  const theme = useTheme();
  const keys = `${keyOf(keymap, 'accept')} keeps, ${keyOf(keymap, 'cancel')} clears`;
  const hintText = note ? `  ${note}` : `  ${hint ? `${hint}; ` : ''}${keys}`;
  const hintStyle = note ? 'text.accent' : 'footer.text';
  const room = Math.max(4, width - displayWidth(label) - displayWidth(hintText));
  return (
    <Box width={width} height={1} overflow="hidden">
      <Text wrap="truncate">
        <Text {...theme.styles['footer.key']}>{label}</Text>
        <LineField line={line} width={room} />
        <Text {...theme.styles[hintStyle]}>{hintText}</Text>
      </Text>
    </Box>
  );
}
