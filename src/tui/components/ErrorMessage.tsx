// An error drawn in place of (or under) the data it concerns; the screen stays usable.
import { useState } from 'react';
import { Box } from 'ink';
import { Styled } from '../theme/index.js';
import { useInterval } from '../hooks/useInterval.js';
import { errorRows, retryLine } from '../model/errorText.js';

export function ErrorMessage({
  error,
  retryAt,
  width,
}: {
  error: unknown;
  retryAt?: number | undefined;
  width: number;
}) {
  const [now, setNow] = useState(() => Date.now());
  useInterval(() => setNow(Date.now()), retryAt !== undefined ? 1000 : null);
  const retry = retryLine(error, retryAt, now);
  // Exactly the rows the screen made room for (errorHeight): never taller, never squeezed.
  const rows = errorRows(error, width, retry ? 3 : 4);
  return (
    <Box flexDirection="column" width={width} height={rows.length + (retry ? 1 : 0)} flexShrink={0} overflow="hidden">
      {rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the wrapped sentence
        <Styled key={i} token="text.error" wrap="truncate">
          {row}
        </Styled>
      ))}
      {retry ? (
        <Styled token="text.warning" wrap="truncate">
          {retry}
        </Styled>
      ) : null}
    </Box>
  );
}
