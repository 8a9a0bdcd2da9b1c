// ASCII spinner (terminals agree on the width of these characters).
import { useState } from 'react';
import { useInterval } from '../hooks/useInterval.js';
import { Styled } from '../theme/index.js';

const FRAMES = ['|', '/', '-', '\\'];

export function Spinner({ label }: { label?: string }) {
  const [frame, setFrame] = useState(0);
  useInterval(() => setFrame((f) => (f + 1) % FRAMES.length), 120);
  return (
    <Styled token="text.accent">
      {FRAMES[frame]}
      {label ? ` ${label}` : ''}
    </Styled>
  );
}
