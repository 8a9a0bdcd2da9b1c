// The group detail copies the group as code: the OSC 52 payload is exactly what
// `vigil check-groups get <id> -o code` prints (the built binary, same sandbox), and the status
// line says it was copied.
import { describe, expect, it } from 'vitest';
import { route } from '../../../../src/tui/state/navigation.js';
import { runBinary } from '../../../helpers/run-cli.js';
import { useTuiSandbox } from '../../../helpers/tui.js';

const tui = useTuiSandbox();

describe('group detail: copy as code', () => {
  it('c copies what `check-groups get <id> -o code` prints, and says so', async () => {
    const sb = tui.sandbox();
    const id = sb.fixtures.specificPolicyGroupId;
    const printed = await runBinary(['check-groups', 'get', String(id), '-o', 'code'], {
      env: {
        VIGIL_API_KEY: sb.apiKey,
        VIGIL_ACCOUNT_ID: sb.accountId,
        VIGIL_BASE_URL: sb.baseUrl,
        VIGIL_CODE_CACHE: 'off',
      },
    });
    expect(printed.stderr).toBe('');
    expect(printed.code).toBe(0);
    expect(printed.stdout).toContain('new CheckGroupV2(');

    const app = tui.open(route('group', { id: String(id) }), { columns: 120, rows: 40 });
    const frame = await app.waitForFrame('Settings');
    expect(frame.split('\n').filter(Boolean).at(-1)).toContain('c copy as code');
    await app.press('c');
    const lines = printed.stdout.trimEnd().split('\n').length;
    await app.waitForFrame(`copied the group as code (${lines} lines)`);
    expect(app.copied()).toEqual([printed.stdout]);
  });
});
