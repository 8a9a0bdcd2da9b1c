// A sandbox in its own process, so whatever is measured against it does not share its event loop.
// argv[2]: SandboxOptions as JSON. Prints one JSON line {baseUrl, apiKey, accountId, pid} when
// listening. Over IPC it answers {type:'requests'} with its request log and {type:'clear'} by
// emptying it; it closes on SIGTERM or when the bench goes away.
import { startSandbox, type SandboxOptions } from '../../src/sandbox/index.js';

const options = JSON.parse(process.argv[2] ?? '{}') as SandboxOptions;
const sandbox = await startSandbox(options);
process.stdout.write(
  `${JSON.stringify({ baseUrl: sandbox.baseUrl, apiKey: sandbox.apiKey, accountId: sandbox.accountId, pid: process.pid })}\n`,
);
let closing = false;
const stop = () => {
  if (closing) return;
  closing = true;
  void sandbox.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('disconnect', stop);
process.on('message', (m: { type?: string }) => {
  if (m.type === 'requests') process.send?.({ type: 'requests', value: sandbox.requests });
  if (m.type === 'clear') {
    sandbox.requests.length = 0;
    process.send?.({ type: 'clear', value: null });
  }
});
