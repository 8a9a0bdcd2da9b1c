// Opening the TUI (`vigil` on a terminal): what is checked before anything is drawn.
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli.js';

describe('vigil (the TUI)', () => {
  it('a bad VIGIL_TIMEOUT_MS is one line naming the variable and exit 2, before the screen is drawn', async () => {
    const r = await runCli(['--demo'], { isTTY: true, env: { VIGIL_TIMEOUT_MS: 'soon' } });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^vigil: VIGIL_TIMEOUT_MS must be a whole number of milliseconds .*"soon"/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});
