// ASCII spinner (terminals agree on the width of these characters).
import { Box } from 'ink';
import { useState } from 'react';
import { useInterval } from '../hooks/useInterval.js';
import { Styled } from '../theme/index.js';

const FRAMES = ['|', '/', '-', '\\'];
/** 4 frames a second: reads as moving, and over SSH each frame is one short row rewrite. */
const FRAME_MS = 250;

export function Spinner({ label }: { label?: string }) {
  const [frame, setFrame] = useState(0);
  useInterval(() => setFrame((f) => (f + 1) % FRAMES.length), FRAME_MS);
  return (
    <Styled token="text.accent">
      {FRAMES[frame]}
      {label ? ` ${label}` : ''}
    </Styled>
  );
}

/** Beside a title while a request runs: "loading" at first, "refreshing" over data already shown. */
export function LoadingNote({ loading, refreshing = false }: { loading: boolean; refreshing?: boolean }) {
  if (!loading) return null;
  return (
    <Box marginLeft={1}>
      <Spinner label={refreshing ? 'refreshing' : 'loading'} />
    </Box>
  );
}
