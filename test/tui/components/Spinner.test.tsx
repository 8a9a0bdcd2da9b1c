// The note beside a title while a request runs.
import { describe, expect, it } from 'vitest';
import { Text } from 'ink';
import { LoadingNote } from '../../../src/tui/components/Spinner.js';
import { renderTui } from '../harness.js';

describe('LoadingNote', () => {
  it('says loading at first, refreshing over shown data, and nothing when no request runs', async () => {
    const cases = [
      { loading: true, refreshing: false, shows: '| loading' },
      { loading: true, refreshing: true, shows: '| refreshing' },
    ];
    for (const c of cases) {
      const tui = renderTui(<LoadingNote loading={c.loading} refreshing={c.refreshing} />);
      expect(await tui.waitForFrame(c.shows)).toContain(c.shows);
      tui.unmount();
    }
    const idle = renderTui(
      <>
        <Text>title</Text>
        <LoadingNote loading={false} refreshing />
      </>,
    );
    const frame = await idle.waitForFrame('title');
    expect(frame).not.toMatch(/loading|refreshing/);
    idle.unmount();
  });
});
