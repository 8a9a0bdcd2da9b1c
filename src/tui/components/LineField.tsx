// Draws a one-line text field with a visible cursor (an inverse cell), scrolled to keep it in view.
import { Text } from 'ink';
import type { LineState } from '../state/lineEdit.js';
import { useTheme } from '../theme/index.js';
import { sanitizeLine } from '../../sanitize.js';

export function LineField({ line, width, mask }: { line: LineState; width: number; mask?: boolean }) {
  const theme = useTheme();
  const shown = mask ? '*'.repeat(line.value.length) : sanitizeLine(line.value);
  const room = Math.max(1, width - 1);
  const start = Math.max(0, line.cursor - room + 1);
  const before = shown.slice(start, line.cursor);
  const at = shown[line.cursor] ?? ' ';
  const after = shown.slice(line.cursor + 1, start + room);
  return (
    <Text wrap="truncate">
      {before}
      <Text inverse>{at}</Text>
      <Text {...theme.styles['text.normal']}>{after}</Text>
    </Text>
  );
}
