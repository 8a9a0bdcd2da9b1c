// The time the screens show comes from the App's clock: a test's clock is what they read, at
// first and at every tick.
import { Text } from 'ink';
import { describe, expect, it } from 'vitest';
import { ClockContext, useClock, useNow } from '../../../src/tui/hooks/useNow.js';
import { renderTui } from '../harness.js';

function Shown({ every }: { every: number | null }) {
  const now = useNow(every);
  const clock = useClock();
  return <Text>{`tick ${now} read ${clock()}`}</Text>;
}

describe('useNow and useClock', () => {
  it("read the App's clock, not the wall clock", () => {
    const tui = renderTui(
      <ClockContext.Provider value={() => 42}>
        <Shown every={null} />
      </ClockContext.Provider>,
    );
    expect(tui.frame()).toContain('tick 42 read 42');
  });

  it('a tick reads the clock again', async () => {
    let at = 1000;
    const tui = renderTui(
      <ClockContext.Provider value={() => at}>
        <Shown every={5} />
      </ClockContext.Provider>,
    );
    expect(tui.frame()).toContain('tick 1000');
    at = 2000;
    await tui.waitForFrame('tick 2000');
  });

  it('without a clock given, the wall clock', () => {
    const before = Date.now();
    const tui = renderTui(<Shown every={null} />);
    const shown = Number(/tick (\d+)/.exec(tui.frame())?.[1]);
    expect(shown).toBeGreaterThanOrEqual(before);
    expect(shown).toBeLessThanOrEqual(Date.now());
  });
});
