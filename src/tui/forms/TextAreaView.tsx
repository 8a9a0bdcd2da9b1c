// Draws a text area: its rows wrapped to the width, scrolled to keep the cursor in view, the
// cursor as an inverse cell when the field has the focus.
import { useRef } from 'react';
import { Box, Text } from 'ink';
import { scrollTop, wrapTextArea } from './wrap.js';
import type { TextAreaState } from './textArea.js';

export function TextAreaView({
  area,
  width,
  rows,
  focused,
}: {
  area: TextAreaState;
  width: number;
  rows: number;
  focused: boolean;
}) {
  const wrapped = wrapTextArea(area, width);
  const top = useRef(0);
  top.current = scrollTop(top.current, wrapped.cursorRow, rows, wrapped.rows.length);
  const shown = wrapped.rows.slice(top.current, top.current + rows);
  return (
    <Box flexDirection="column" width={width} height={rows} overflow="hidden">
      {shown.map((row, i) => {
        const index = top.current + i;
        if (!focused || index !== wrapped.cursorRow) {
          return (
            <Text key={index} wrap="truncate">
              {row.text || ' '}
            </Text>
          );
        }
        const at = wrapped.cursorOffset;
        const chars = [...row.text.slice(at)];
        const under = chars[0] ?? ' ';
        return (
          <Text key={index} wrap="truncate">
            {row.text.slice(0, at)}
            <Text inverse>{under}</Text>
            {chars.slice(1).join('')}
          </Text>
        );
      })}
    </Box>
  );
}
