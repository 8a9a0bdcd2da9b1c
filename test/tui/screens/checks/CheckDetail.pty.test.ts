// The built program in a real pseudo-terminal (tmux, 80x24): a failing check's detail shows the
// strip of its last runs and since when it fails, and a run opens in the result view.
import { describe, expect, it } from 'vitest';
import { useVigilInTmux } from '../../../helpers/tmux.js';

const { sandbox, start } = useVigilInTmux({ seed: 28 });

describe('check detail history in a terminal', () => {
  it('shows the strip and "failing since", and G then Enter opens the oldest run', async () => {
    const sb = sandbox();
    const id = sb.fixtures.failingCheckId;
    const term = start();
    const t0 = term;
    const waitForPane = (test: (text: string) => boolean, what: string) =>
      t0.waitForPane(test, what, 15_000).catch((e: unknown) => {
        console.log(`PANE at ${what}:\n${t0.pane()}`);
        throw e;
      });
    await waitForPane((t) => t.includes('failing first'), 'the Checks list');
    term.keys(':');
    term.text(`check ${id}`);
    term.keys('Enter');
    const detail = await waitForPane(
      (t) => /Last 30 runs +[.xd]{30}/.test(t) && /Now +failing since/.test(t),
      'the strip',
    );
    expect(detail).toMatch(/Now +failing since \d\d:\d\d( or earlier)? \(\S+( \S+)?\+?, \d+\+? runs? in a row\)/);
    expect(detail).toMatch(/\(\. ok {2}x fail {2}d slow\)/);
    term.keys('G');
    await waitForPane((t) => /^> +[.xd] (passed|failed|degraded) +\d{4}-/m.test(t), 'the oldest run selected');
    term.keys('Enter');
    const result = await waitForPane((t) => t.includes('Check ID') && /Log \(\d+ lines?\)|Location/.test(t), 'the run');
    expect(result).toContain('Result "');
    term.keys('Escape');
    // back on the detail, where it was left: the oldest run still selected
    await waitForPane(
      (t) => t.includes('Check "') && /^> +[.xd] (passed|failed|degraded) +\d{4}-/m.test(t),
      'the detail again',
    );
    term.keys('q', 'q', 'q');
  }, 60_000);
});
