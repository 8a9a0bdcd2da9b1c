// A refusal of what was given, before anything is sent, exits 2 whichever command meets it:
// --read-only refusing a write (checks pause and resume, members remove, incident-update,
// vigil api -X POST/DELETE) and a sandbox --host that is no address of this machine. Through the
// built binary; the sandbox counts what was sent.
import { describe, expect, it } from 'vitest';
import { runBinary } from '../helpers/run-cli.js';
import { useSandboxBinary } from '../helpers/sandbox-cli.js';

const { sandbox, vigil } = useSandboxBinary();

describe('usage and permission refusals before sending: exit 2 everywhere', () => {
  it('--read-only refuses every write with exit 2 and sends nothing', async () => {
    const sb = sandbox();
    const check = sb.fixtures.failingCheckId;
    const writes: string[][] = [
      ['checks', 'pause', check, '--yes'],
      ['checks', 'resume', check, '--yes'],
      ['members', 'remove', sb.fixtures.otherOwnerUserId, '--yes'],
      ['api', `/v1/checks/${check}`, '-X', 'PUT', '-F', 'activated:=false'],
      ['api', '/v1/checks', '-X', 'DELETE'],
    ];
    for (const argv of writes) {
      const r = await vigil(['--read-only', ...argv]);
      expect(r.code, `${argv.join(' ')}: ${r.stderr}`).toBe(2);
      expect(r.stderr.split('\n').filter(Boolean)).toHaveLength(1);
      expect(r.stderr).toMatch(/^vigil: .*read-only/i);
      expect(r.sent, argv.join(' ')).toBe(0);
    }
  });

  it('sandbox --host that is no address of this machine: exit 2, one sentence', async () => {
    const r = await runBinary(['sandbox', '--port', '0', '--host', '203.0.113.7'], {
      env: { VIGIL_CODE_CACHE: 'off' },
    });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      'vigil: cannot listen on 203.0.113.7: pass an address of this machine with --host, such as 127.0.0.1.\n',
    );
  });
});
