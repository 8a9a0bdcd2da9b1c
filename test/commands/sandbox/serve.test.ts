// `vigil sandbox`: flags are checked strictly, --json prints exactly one line, and the server
// answers until it is told to stop.
import { Writable } from 'node:stream';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parseServeArgs, run, serve } from '../../../src/commands/sandbox/serve.js';
import { UsageError } from '../../../src/commands/errors.js';
import type { CommandContext } from '../../../src/commands/types.js';

function context(): { ctx: CommandContext; out: () => string; err: () => string } {
  let out = '';
  let err = '';
  const sink = (write: (s: string) => void) =>
    new Writable({
      write(chunk, _enc, done) {
        write(String(chunk));
        done();
      },
    });
  const ctx: CommandContext = {
    io: { stdout: sink((s) => (out += s)), stderr: sink((s) => (err += s)), stdin: Readable.from([]), env: {} },
    global: { readOnly: false },
  };
  return { ctx, out: () => out, err: () => err };
}

describe('vigil sandbox flags', () => {
  it('has the documented defaults', () => {
    expect(parseServeArgs([])).toEqual({
      host: '127.0.0.1',
      port: 4010,
      seed: 1,
      checks: 137,
      groups: 12,
      sessions: 2000,
      latencyMs: 0,
      failRate: 0,
      stateFile: undefined,
      flap: 0,
      flapEverySeconds: 30,
      json: false,
    });
    expect(
      parseServeArgs([
        '--port',
        '0',
        '--seed=9',
        '--fail-rate',
        '0.25',
        '--latency',
        '20',
        '--state',
        's.json',
        '--json',
      ]),
    ).toEqual(
      expect.objectContaining({ port: 0, seed: 9, failRate: 0.25, latencyMs: 20, stateFile: 's.json', json: true }),
    );
  });

  it.each([
    [['--port', 'abc'], /--port must be a whole number from 0 to 65535/],
    [['--port', '70000'], /--port/],
    [['--checks', '5'], /--checks must be a whole number from 40 to 100000/],
    [['--sessions', '-3'], /--sessions/],
    [['--fail-rate', '2'], /--fail-rate must be a number from 0 to 1/],
    [['--fail-rate', 'often'], /--fail-rate/],
    [['--latency', '1.5'], /--latency must be a whole number/],
    [['--colour'], /unknown option --colour/],
    [['extra'], /takes no arguments/],
    [['--state', ''], /--state needs a value, not an empty string/],
    [['--flap', 'some'], /--flap must be a whole number from 0 to 100000/],
    [['--flap-every', '0'], /--flap-every must be a whole number from 1 to 86400/],
  ])('refuses %j with a usage error', async (argv, message) => {
    const { ctx, out } = context();
    const attempt = run(argv, ctx);
    await expect(attempt).rejects.toBeInstanceOf(UsageError);
    await expect(attempt).rejects.toThrow(message);
    expect(out()).toBe('');
  });
});

describe('vigil sandbox', () => {
  it('prints one JSON line with --json, answers requests, and stops when told', async () => {
    const { ctx, out, err } = context();
    let stop!: () => void;
    const stopped = new Promise<void>((r) => (stop = r));
    const running = serve(
      parseServeArgs(['--port', '0', '--json', '--checks', '40', '--sessions', '10']),
      ctx,
      () => stopped,
    );
    while (!out().includes('\n')) await new Promise((r) => setTimeout(r, 10));
    const lines = out().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('');
    const info = JSON.parse(lines[0]!) as Record<string, string>;
    expect(Object.keys(info).sort()).toEqual(['accountId', 'apiKey', 'baseUrl', 'readOnlyApiKey']);
    const res = await fetch(`${info.baseUrl}/v1/accounts/${info.accountId}`, {
      headers: { authorization: `Bearer ${info.apiKey}` },
    });
    expect(res.status).toBe(200);
    stop();
    expect(await running).toBe(0);
    expect(out()).toBe(`${lines[0]}\n`);
    expect(err()).toBe('');
    await expect(fetch(`${info.baseUrl}/v1/checks`)).rejects.toThrow();
  });

  it('prints base URL, keys and account in the human form', async () => {
    const { ctx, out } = context();
    let stop!: () => void;
    const stopped = new Promise<void>((r) => (stop = r));
    const running = serve(parseServeArgs(['--port', '0', '--checks', '40', '--sessions', '10']), ctx, () => stopped);
    while (!out().includes('Ctrl+C')) await new Promise((r) => setTimeout(r, 10));
    expect(out()).toMatch(/Base URL\s+http:\/\/127\.0\.0\.1:\d+/);
    expect(out()).toMatch(/API key\s+vigil_sandbox_demo_/);
    expect(out()).toMatch(/Read-only API key\s+vigil_sandbox_readonly_/);
    expect(out()).toMatch(/Account ID\s+[0-9a-f-]{36}/);
    stop();
    expect(await running).toBe(0);
  });

  it('says which port is taken when it cannot listen', async () => {
    const first = context();
    let stop!: () => void;
    const stopped = new Promise<void>((r) => (stop = r));
    const running = serve(
      parseServeArgs(['--port', '0', '--json', '--checks', '40', '--sessions', '10']),
      first.ctx,
      () => stopped,
    );
    while (!first.out().includes('\n')) await new Promise((r) => setTimeout(r, 10));
    const port = new URL((JSON.parse(first.out()) as { baseUrl: string }).baseUrl).port;
    const second = context();
    await expect(serve(parseServeArgs(['--port', port, '--json']), second.ctx, () => stopped)).rejects.toThrow(
      new RegExp(`port ${port} .*in use`),
    );
    expect(second.out()).toBe('');
    stop();
    await running;
  });
});
