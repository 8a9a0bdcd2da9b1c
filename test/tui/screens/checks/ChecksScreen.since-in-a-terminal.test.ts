// The built program in a real pseudo-terminal (tmux, 80x14) against the sandbox: the failing and
// degraded rows on screen get their SINCE, a row not loaded yet says `…` with the legend beside
// the table saying why, the rows below the screen are never asked for, the requests to
// /v2/check-results never go over 5 in any 10 s (counted on the sandbox, no 429), and opening a
// row whose runs are in asks for nothing more. 14 rows show 8 failing rows: two windows of the
// budget (about 10 s) rather than the four of 80x24, which made this the longest test of a CI
// run on each Node line.
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { tempConfigDir } from '../../../helpers/run-cli.js';
import { useSandbox } from '../../../helpers/sandbox.js';
import { startInTmux, type TmuxTerminal } from '../../../helpers/tmux.js';

const sandbox = useSandbox({ seed: 28 });
const dir = tempConfigDir();
let term: TmuxTerminal | undefined;

afterAll(async () => {
  // The folder goes once vigil has exited (it writes into it as it goes after kill-server).
  await term?.close();
  rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
}, 90_000);

const HISTORY = '/v2/check-results/';
const ROW = /^(?:> | {2})(FAIL|DEGR|PASS|PAUSED|\?)(?: NEW)? +(.+?) {2,}(\S.*?) {2,}/;
/** A loaded SINCE cell: "38m (7x)", "2h 05m+ (30+x)", "12m (3x) flap", "23h 05m flap". */
const SINCE = /^\d+(?:\.\d)?(?:ms|s|m|h \d\dm|d \d\dh)\+?(?: \(\d+\+?x\)(?: flap)?| flap)$/;

function rows(pane: string): { status: string; since: string }[] {
  return pane
    .split('\n')
    .map((line) => ROW.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ status: m[1]!, since: m[3]! }));
}

describe('Checks list: SINCE in a terminal', () => {
  it('fills SINCE for the failing rows on screen within the budget, says … until then, asks for nothing else', async () => {
    const sb = sandbox();
    const before = sb.requests.length;
    term = startInTmux({
      dir,
      columns: 80,
      rows: 14,
      env: {
        HOME: dir,
        VIGIL_CONFIG_DIR: dir,
        VIGIL_API_KEY: sb.apiKey,
        VIGIL_ACCOUNT_ID: sb.accountId,
        VIGIL_BASE_URL: sb.baseUrl,
      },
    });
    const t0 = term;
    const waitForPane = (test: (text: string) => boolean, what: string, timeoutMs = 20_000) =>
      t0.waitForPane(test, what, timeoutMs).catch((e: unknown) => {
        console.log(`PANE at ${what}:\n${t0.pane()}`);
        throw e;
      });
    const first = await waitForPane((t) => t.includes('failing first') && /SINCE/.test(t), 'the list with SINCE');
    expect(first.split('\n').find((l) => l.includes('SINCE'))).toMatch(/^ {2}STATUS +NAME +SINCE +TYPE/);
    // More failing rows on screen than the budget's 5: some wait, said with the mark and the legend.
    const waiting = await waitForPane(
      (t) => rows(t).some((r) => r.since === '…') && /… runs of \d+ rows?(:| loading)/.test(t),
      'rows waiting for their runs, with the legend',
    );
    expect(
      rows(waiting)
        .filter((r) => r.status === 'PASS')
        .every((r) => r.since === '-'),
    ).toBe(true);
    // Then every failing and degraded row on screen has its SINCE, and the legend is gone.
    const filled = await waitForPane(
      (t) => {
        const alerting = rows(t).filter((r) => r.status === 'FAIL' || r.status === 'DEGR');
        return alerting.length > 5 && alerting.every((r) => SINCE.test(r.since)) && !t.includes('… runs of');
      },
      'every SINCE on screen filled',
      60_000,
    );
    const onScreen = rows(filled).filter((r) => r.status === 'FAIL' || r.status === 'DEGR').length;
    const asked = sb.requests.slice(before).filter((r) => r.path.startsWith(HISTORY));
    // One request per failing or degraded row on screen, none for the rows below it.
    expect(asked.length).toBe(onScreen);
    expect(asked.every((r) => r.status !== 429)).toBe(true);
    for (const r of asked) {
      const inWindow = asked.filter((o) => o.at >= r.at && o.at < r.at + 10_000);
      expect(inWindow.length).toBeLessThanOrEqual(5);
    }

    // Enter on the first row: its runs are in, so the detail shows them and asks for nothing.
    term.keys('g', 'Enter');
    await waitForPane(
      (t) => /Last 30 runs +[.xd]{30}/.test(t) && /Now +(failing|degraded) since/.test(t),
      'the detail',
    );
    expect(sb.requests.slice(before).filter((r) => r.path.startsWith(HISTORY))).toHaveLength(onScreen);
    term.keys('q', 'q', 'q');
  }, 120_000);
});
