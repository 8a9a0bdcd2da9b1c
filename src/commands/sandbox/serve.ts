// `vigil sandbox`: the embedded sandbox server on its own, until SIGINT/SIGTERM. Prints its base
// URL, demo API keys and account ID (the keys are demo values: printing them is the point).
import { LOCATIONS } from '../../client/schemas/enums.js';
import { CommandFailure, UsageError } from '../errors.js';
import { plural } from '../shared/list-options.js';
import { optionsHelp } from '../shared/options-help.js';
import { defineOptions, parseOptions } from '../shared/options.js';
import type { CommandContext, CommandRun } from '../types.js';
import type { RunningSandbox } from '../../sandbox/index.js';

const n = (valueName: string, min: number, max: number, fallback: number, description: string) =>
  ({ type: 'number', valueName, min, max, default: fallback, description }) as const;

export const options = defineOptions({
  host: { type: 'text', valueName: 'HOST', default: '127.0.0.1', description: 'address to listen on' },
  port: n('PORT', 0, 65535, 4010, 'port to listen on, 0 for a free one'),
  seed: n('N', 0, 4_294_967_295, 1, 'seed of the generated data'),
  checks: n('N', 40, 100_000, 137, 'number of checks'),
  groups: n('N', 6, 1_000, 12, 'number of check groups'),
  sessions: n('N', 10, 1_000_000, 2000, 'number of test sessions'),
  latency: n('MS', 0, 600_000, 0, 'added delay per request in milliseconds'),
  'fail-rate': {
    type: 'text',
    valueName: 'R',
    default: '0',
    description: 'share of requests answered 500/503, 0 to 1',
  },
  state: {
    type: 'text',
    valueName: 'FILE',
    description: 'keep changes (paused checks, incident updates, removed members) in FILE',
  },
  flap: n('N', 0, 100_000, 0, 'every --flap-every seconds, N checks turn failing (or failing ones recover)'),
  'flap-every': n('S', 1, 86_400, 30, "the period of --flap in seconds (the TUI's refresh period by default)"),
  outage: {
    type: 'text',
    valueName: 'LOCATION',
    multiple: 'repeat',
    values: LOCATIONS,
    description: 'every check that runs in LOCATION fails, last run there (repeat for more than one)',
  },
  json: {
    type: 'flag',
    description: 'print one JSON line {baseUrl, apiKey, readOnlyApiKey, accountId} and nothing else',
  },
});

export const help = `Usage: vigil sandbox [options]

Run the embedded sandbox: a local server that answers every endpoint vigil uses, with seeded
demo data, demo API keys and the same errors, rate limits and paging as the real service.
It runs until Ctrl+C (SIGINT) or SIGTERM.

${optionsHelp(options)}
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
  /** Locations where every check fails (`--outage`, issue 26's clusters seen working). */
  outages: string[];
  json: boolean;
}

export function parseServeArgs(argv: string[]): ServeSettings {
  const { values } = parseOptions('sandbox', options, argv);
  const raw = values['fail-rate'].trim();
  const failRate = Number(raw);
  if (!/^\d*\.?\d+$/.test(raw) || failRate > 1) {
    throw new UsageError('--fail-rate must be a number from 0 to 1, such as 0.1 for one request in ten');
  }
  return {
    host: values.host,
    port: values.port,
    seed: values.seed,
    checks: values.checks,
    groups: values.groups,
    sessions: values.sessions,
    latencyMs: values.latency,
    failRate,
    stateFile: values.state,
    flap: values.flap,
    flapEverySeconds: values['flap-every'],
    outages: values.outage,
    json: values.json,
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
      outages: settings.outages,
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
        `Demo data (seed ${settings.seed}): ${settings.checks} checks, ${settings.groups} groups, ` +
          `${settings.sessions} test sessions` +
          `${settings.stateFile ? `; changes kept in ${settings.stateFile}` : ''}` +
          (settings.flap > 0 ? `; ${plural(settings.flap, 'check')} flip every ${settings.flapEverySeconds} s` : '') +
          `${settings.outages.length > 0 ? `; outage in ${settings.outages.join(', ')}` : ''}.`,
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
