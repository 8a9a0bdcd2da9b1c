// An error drawn in place of (or under) the data it concerns; the screen stays usable.
import { useState } from 'react';
import { Box } from 'ink';
import { Styled } from '../theme/index.js';
import { useInterval } from '../hooks/useInterval.js';
import { errorLine, retryLine } from './errorText.js';

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
  return (
    <Box flexDirection="column" width={width}>
      <Styled token="text.error" wrap="wrap">
        {'ERROR '}
        {errorLine(error)}
      </Styled>
      {retry ? <Styled token="text.warning">{retry}</Styled> : null}
    </Box>
  );
}
