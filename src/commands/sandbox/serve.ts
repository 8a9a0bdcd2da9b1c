// `vigil sandbox`: the embedded sandbox server on its own, until SIGINT/SIGTERM. Prints its base
// URL, demo API keys and account ID (the keys are demo values: printing them is the point).
import { CommandFailure, UsageError } from '../errors.js';
import { parseCommandArgs } from '../shared/args.js';
import type { CommandContext, CommandRun } from '../types.js';
import type { RunningSandbox } from '../../sandbox/index.js';

export const help = `Usage: vigil sandbox [options]

Run the embedded sandbox: a local server that answers every endpoint vigil uses, with seeded
demo data, demo API keys and the same errors, rate limits and paging as the real service.
It runs until Ctrl+C (SIGINT) or SIGTERM.

Options
  --host HOST       address to listen on (default 127.0.0.1)
  --port PORT       port to listen on, 0 for a free one (default 4010)
  --seed N          seed of the generated data (default 1)
  --checks N        number of checks (40..100000, default 137)
  --groups N        number of check groups (6..1000, default 12)
  --sessions N      number of test sessions (10..1000000, default 2000)
  --latency MS      added delay per request in milliseconds (default 0)
  --fail-rate R     share of requests answered 500/503, 0..1 (default 0)
  --state FILE      keep changes (paused checks, incident updates, removed members) in FILE
  --flap N          every --flap-every seconds, N checks turn failing (or failing ones recover)
  --flap-every S    the period of --flap in seconds (default 30, the TUI's refresh period)
  --json            print one JSON line {baseUrl, apiKey, readOnlyApiKey, accountId} and nothing else

A check can also be made to fail on demand (sandbox only, outside /v1):
  POST /sandbox/checks/<checkId>/status with {"status": "failing"} (or "degraded", "passing")

Example
  vigil sandbox --port 0 --seed 7 --json

Then point vigil at it, for example:
  VIGIL_BASE_URL=<baseUrl> VIGIL_API_KEY=<apiKey> VIGIL_ACCOUNT_ID=<accountId> vigil api /v1/checks
`;

export interface ServeSettings {
  host: string;
  port: number;
  seed: number;
  checks: number;
  groups: number;
  sessions: number;
  latencyMs: number;
  failRate: number;
  stateFile: string | undefined;
  flap: number;
  flapEverySeconds: number;
  json: boolean;
}

function integer(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < min || Number(raw) > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}`);
  }
  return Number(raw);
}

export function parseServeArgs(argv: string[]): ServeSettings {
  const { values } = parseCommandArgs('sandbox', argv, {
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      seed: { type: 'string' },
      checks: { type: 'string' },
      groups: { type: 'string' },
      sessions: { type: 'string' },
      latency: { type: 'string' },
      'fail-rate': { type: 'string' },
      state: { type: 'string' },
      flap: { type: 'string' },
      'flap-every': { type: 'string' },
      json: { type: 'boolean' },
    },
  });
  const host = values.host ?? '127.0.0.1';
  if (host.trim() === '') throw new UsageError('--host needs an address, such as 127.0.0.1');
  let failRate = 0;
  if (values['fail-rate'] !== undefined) {
    const raw = values['fail-rate'].trim();
    failRate = Number(raw);
    if (raw === '' || !Number.isFinite(failRate) || failRate < 0 || failRate > 1) {
      throw new UsageError('--fail-rate must be a number from 0 to 1, such as 0.1 for one request in ten');
    }
  }
  if (values.state !== undefined && values.state.trim() === '') throw new UsageError('--state needs a file name');
  return {
    host,
    port: integer('port', values.port, 4010, 0, 65535),
    seed: integer('seed', values.seed, 1, 0, 4_294_967_295),
    checks: integer('checks', values.checks, 137, 40, 100_000),
    groups: integer('groups', values.groups, 12, 6, 1_000),
    sessions: integer('sessions', values.sessions, 2000, 10, 1_000_000),
    latencyMs: integer('latency', values.latency, 0, 0, 600_000),
    failRate,
    stateFile: values.state,
    flap: integer('flap', values.flap, 0, 0, 100_000),
    flapEverySeconds: integer('flap-every', values['flap-every'], 30, 1, 86_400),
    json: values.json ?? false,
  };
}

/** Resolves on the first SIGINT or SIGTERM (and stops listening for them). */
function signalled(): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

/** Starts the sandbox, prints how to reach it, and closes it when `until()` resolves. */
export async function serve(settings: ServeSettings, ctx: CommandContext, until: () => Promise<void>): Promise<number> {
  // Loaded here so `vigil --help` and other commands never load the sandbox.
  const { startSandbox, SandboxStateError } = await import('../../sandbox/index.js');
  let sandbox: RunningSandbox;
  try {
    sandbox = await startSandbox({
      host: settings.host,
      port: settings.port,
      seed: settings.seed,
      checks: settings.checks,
      groups: settings.groups,
      sessions: settings.sessions,
      latencyMs: settings.latencyMs,
      failRate: settings.failRate,
      stateFile: settings.stateFile,
      ...(settings.flap > 0 ? { flap: { count: settings.flap, everyMs: settings.flapEverySeconds * 1000 } } : {}),
    });
  } catch (e) {
    // An unusable --state (a directory it cannot write, a file that is not a state file) is a
    // usage error, exit 2, like an unreadable `api --input FILE`: the value given is what must change.
    if (e instanceof SandboxStateError) throw new UsageError(e.message);
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new CommandFailure(
        `port ${settings.port} on ${settings.host} is already in use: pass another --port (0 picks a free one)`,
      );
    // The --host given is what must change: a usage error, exit 2, as any refused value.
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN')
      throw new UsageError(
        `cannot listen on ${settings.host}: pass an address of this machine with --host, such as 127.0.0.1`,
      );
    if (code === 'EACCES')
      throw new CommandFailure(`no permission to listen on port ${settings.port}: pass a port above 1023 with --port`);
    throw new CommandFailure(`the sandbox could not start: ${e instanceof Error ? e.message : String(e)}`);
  }
  const { stdout, stderr } = ctx.io;
  const { baseUrl, apiKey, readOnlyApiKey, accountId } = sandbox;
  if (settings.json) {
    stdout.write(`${JSON.stringify({ baseUrl, apiKey, readOnlyApiKey, accountId })}\n`);
  } else {
    stdout.write(
      [
        `vigil sandbox listening on ${baseUrl}`,
        `  Base URL           ${baseUrl}`,
        `  API key            ${apiKey}`,
        `  Read-only API key  ${readOnlyApiKey}`,
        `  Account ID         ${accountId}`,
        '',
        `Demo data (seed ${settings.seed}): ${settings.checks} checks, ${settings.groups} groups, ${settings.sessions} test sessions` +
          `${settings.stateFile ? `; changes kept in ${settings.stateFile}` : ''}` +
          `${settings.flap > 0 ? `; ${settings.flap} check${settings.flap === 1 ? '' : 's'} flip every ${settings.flapEverySeconds} s` : ''}.`,
        `Try: VIGIL_BASE_URL=${baseUrl} VIGIL_API_KEY=${apiKey} VIGIL_ACCOUNT_ID=${accountId} vigil api /v1/checks`,
        'Press Ctrl+C to stop.',
        '',
      ].join('\n'),
    );
  }
  await until();
  await sandbox.close();
  if (!settings.json) stderr.write('vigil sandbox stopped.\n');
  return 0;
}

export const run: CommandRun = async (argv, ctx) => {
  const settings = parseServeArgs(argv);
  return serve(settings, ctx, signalled);
};
