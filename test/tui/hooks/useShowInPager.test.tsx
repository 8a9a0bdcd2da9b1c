// useShowInPager in a terminal: the text reaches $PAGER (a script that saves its input) with the
// client's API key as stars, since the pager draws past the TUI's frame mask.
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Text } from 'ink';
import { useEffect } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import type { VigilClient } from '../../../src/client/index.js';
import { ClientContext } from '../../../src/tui/hooks/useClient.js';
import { useShowInPager } from '../../../src/tui/hooks/useShowInPager.js';
import { renderInTerminal } from '../../helpers/terminal.js';

const KEY = 'vigil_live_0123456789abcdef';
const dir = mkdtempSync(join(tmpdir(), 'vigil-pager-hook-'));
const savedPager = process.env.PAGER;
afterAll(() => {
  if (savedPager === undefined) delete process.env.PAGER;
  else process.env.PAGER = savedPager;
  rmSync(dir, { recursive: true, force: true });
});

function Shows({ text }: { text: string }) {
  const show = useShowInPager();
  useEffect(() => show(text), [show, text]);
  return <Text>shown</Text>;
}

describe('useShowInPager', () => {
  it("gives the pager the text with the client's key as stars", async () => {
    const saved = join(dir, 'seen');
    const pager = join(dir, 'pager.sh');
    writeFileSync(pager, `#!/bin/sh\ncat > ${saved}\n`);
    chmodSync(pager, 0o755);
    process.env.PAGER = pager;
    // One piece under test: a stand-in client with the real starKey's contract.
    const client = {
      starKey: (text: string) => text.split(KEY).join('*'.repeat(KEY.length)),
    } as unknown as VigilClient;
    const t = renderInTerminal(
      <ClientContext.Provider value={client}>
        <Shows text={`line 1\nkey ${KEY} in a log\n`} />
      </ClientContext.Provider>,
      { columns: 40, rows: 5 },
    );
    try {
      // The pager has read it all once its file ends with the last line (a safety net of 10 s).
      const seen = () => (existsSync(saved) ? readFileSync(saved, 'utf8') : '');
      for (let i = 0; i < 400 && !seen().endsWith('in a log\n'); i++) await t.wait(25);
      expect(seen()).toBe(`line 1\nkey ${'*'.repeat(KEY.length)} in a log\n`);
    } finally {
      t.unmount();
    }
  });
});
