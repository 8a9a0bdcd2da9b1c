// Starts a real sandbox for a test file (beforeAll) and closes it afterwards (afterAll).
import { afterAll, beforeAll } from 'vitest';
import { type RunningSandbox, type SandboxOptions, startSandbox } from '../../src/sandbox/index.js';

/**
 * `const sandbox = useSandbox({ seed: 7 })`, then `sandbox().baseUrl` inside tests.
 * `sandbox().setCheckStatus(checkId, 'failing')` makes a check fail (or 'degraded', 'passing')
 * from the next request on, e.g. between two refreshes of a screen.
 */
export function useSandbox(opts: SandboxOptions = {}): () => RunningSandbox {
  let running: RunningSandbox | undefined;
  beforeAll(async () => {
    running = await startSandbox(opts);
  });
  afterAll(async () => {
    await running?.close();
    running = undefined;
  });
  return () => {
    if (!running) throw new Error('useSandbox(): the sandbox is only available inside tests and hooks after beforeAll');
    return running;
  };
}
