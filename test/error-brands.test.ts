// The bin's two bundles each carry a copy of every error class; an error thrown with one copy is
// known by the other's `instanceof` through its brand (src/error-brands.ts). Two copies are made
// here by loading the modules twice.
import { describe, expect, it, vi } from 'vitest';
import { brandErrorClasses, isBrandedErrorClass } from '../src/error-brands.js';

async function loadCopy() {
  vi.resetModules();
  const client = await import('../src/client/errors.js');
  const connect = await import('../src/client/connect-error.js');
  const sentence = await import('../src/client/describe-error.js');
  const commands = await import('../src/commands/errors.js');
  const config = await import('../src/config/errors.js');
  const report = await import('../src/commands/report-error.js');
  return { client, connect, sentence, commands, config, report };
}

const request = { method: 'GET', path: '/v1/checks' };

describe('error classes across two copies (as in commands.cjs and tui.cjs)', () => {
  it('are separate classes, yet instanceof knows each kind and its parents, and nothing else', async () => {
    const a = await loadCopy();
    const b = await loadCopy();
    expect(a.client.ApiError).not.toBe(b.client.ApiError);
    const unauthorized = new a.client.UnauthorizedError({
      status: 401,
      error: 'Unauthorized',
      message: 'bad key',
      request,
    });
    expect(unauthorized instanceof b.client.UnauthorizedError).toBe(true);
    expect(unauthorized instanceof b.client.ApiError).toBe(true);
    expect(unauthorized instanceof b.client.VigilError).toBe(true);
    expect(unauthorized instanceof b.client.ForbiddenError).toBe(false);
    expect(unauthorized instanceof b.client.TimeoutError).toBe(false);
    expect(new a.connect.ConnectError(request, 'http://x', 'ECONNREFUSED') instanceof b.client.NetworkError).toBe(true);
    expect(new a.commands.UsageError('x') instanceof b.commands.UsageError).toBe(true);
    expect(new a.commands.UsageError('x') instanceof b.commands.CommandFailure).toBe(false);
    expect(new a.config.ConfigError('x', 2) instanceof b.config.ConfigError).toBe(true);
    expect(new Error('x') instanceof b.commands.UsageError).toBe(false);
    expect((null as unknown as object) instanceof b.client.VigilError).toBe(false);
  });

  it("are reported by the other copy's reportError with their own sentence and exit code", async () => {
    const thrower = await loadCopy();
    const reporter = await loadCopy();
    const report = async (e: unknown) => {
      let stderr = '';
      const out = {
        write: (text: string) => {
          stderr += text;
          return true;
        },
      };
      const code = await reporter.report.reportError(e, {
        stdout: out,
        stderr: out,
        stdin: undefined,
        env: {},
      } as never);
      return { code, stderr };
    };
    expect(await report(new thrower.commands.UsageError('--limit must be a number'))).toEqual({
      code: 2,
      stderr: 'vigil: --limit must be a number.\n',
    });
    expect(await report(new thrower.config.ConfigError('VIGIL_TIMEOUT_MS must be a number', 2))).toEqual({
      code: 2,
      stderr: 'vigil: VIGIL_TIMEOUT_MS must be a number.\n',
    });
    const unauthorized = new thrower.client.UnauthorizedError({
      status: 401,
      error: 'Unauthorized',
      message: 'bad key',
      request,
    });
    const said = await report(unauthorized);
    expect(said.code).toBe(1);
    expect(said.stderr).toBe(
      `vigil: ${reporter.sentence.describeError(new reporter.client.UnauthorizedError({ status: 401, error: 'Unauthorized', message: 'bad key', request })).replace(/^T/, 't')}\n`,
    );
    expect(said.stderr).not.toContain('unexpected');
  });

  it('a subclass nobody branded is known only by plain instanceof', () => {
    class Base extends Error {}
    class Branded extends Base {}
    brandErrorClasses({ Base, Branded });
    class Unbranded extends Branded {}
    expect(new Branded('x') instanceof Unbranded).toBe(false);
    expect(new Unbranded('x') instanceof Unbranded).toBe(true);
    expect(new Unbranded('x') instanceof Base).toBe(true);
  });

  it('every error class of the client, the commands and the config is branded', async () => {
    const { client, connect, commands, config } = await loadCopy();
    const exported: unknown[] = Object.values({ ...client, ...connect, ...commands, ...config });
    const classes = exported.filter(
      (value): value is abstract new () => Error =>
        typeof value === 'function' && (value as { prototype?: unknown }).prototype instanceof Error,
    );
    expect(classes.length).toBeGreaterThanOrEqual(18);
    for (const cls of classes) expect(isBrandedErrorClass(cls), cls.name).toBe(true);
  });
});
