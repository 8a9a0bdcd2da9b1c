// The dispatcher's last step: any error becomes one line on stderr and an exit code.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { reportError } from '../../src/commands/report-error.js';
import { TimeoutError, UnauthorizedError } from '../../src/client/errors.js';
import { CommandFailure, UsageError } from '../../src/commands/errors.js';
import { registerSecret } from '../../src/commands/shared/secrets.js';
import type { CommandIO } from '../../src/io.js';

async function report(e: unknown, env: NodeJS.ProcessEnv = {}): Promise<{ code: number; stderr: string }> {
  let stderr = '';
  const sink = new PassThrough();
  sink.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
  const io: CommandIO = { stdout: new PassThrough(), stderr: sink, stdin: new PassThrough(), env };
  const code = await reportError(e, io);
  return { code, stderr };
}

describe('reportError', () => {
  it('usage errors: exit 2, one sentence', async () => {
    expect(await report(new UsageError('bad thing: do this'))).toEqual({
      code: 2,
      stderr: 'vigil: bad thing: do this.\n',
    });
  });

  it('command failures: exit 1', async () => {
    expect(await report(new CommandFailure('Not logged in: run `vigil login`'))).toEqual({
      code: 1,
      stderr: 'vigil: not logged in: run `vigil login`.\n',
    });
  });

  it('client errors: exit 1 with the sentence that says what to do', async () => {
    const e = new UnauthorizedError({
      status: 401,
      error: 'Unauthorized',
      message: 'Bad Token',
      request: { method: 'GET', path: '/v1/checks' },
    });
    const r = await report(e);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^vigil: the server rejected the API key \(401 Unauthorized: Bad Token\): run `vigil login` again\.\n$/,
    );
    const t = await report(new TimeoutError({ method: 'GET', path: '/v1/checks' }, 15_000, 'http://127.0.0.1:9'));
    expect(t.stderr).toMatch(/^vigil: no answer from .* within 15s/);
  });

  it('anything else: "unexpected error", exit 1, no stack unless VIGIL_DEBUG=1', async () => {
    const plain = await report(new TypeError('x is not a function'));
    expect(plain).toEqual({ code: 1, stderr: 'vigil: unexpected error: x is not a function.\n' });
    const debug = await report(new TypeError('x is not a function'), { VIGIL_DEBUG: '1' });
    expect(debug.stderr.split('\n').length).toBeGreaterThan(3);
    expect(debug.stderr).toMatch(/\n\s+at /);
  });

  it('never prints a registered secret, even inside an unexpected message', async () => {
    registerSecret('sk_registered_secret_value');
    const r = await report(new Error('header was Bearer sk_registered_secret_value'));
    expect(r.stderr).toBe('vigil: unexpected error: header was Bearer ***.\n');
  });

  it('folds a multi-line message onto one line', async () => {
    const r = await report(new UsageError('first line\n  second line'));
    expect(r.stderr).toBe('vigil: first line second line.\n');
  });
});
