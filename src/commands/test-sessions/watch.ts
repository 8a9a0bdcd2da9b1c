// `--watch`: wait for a running session to reach a final state. The completion endpoint holds
// each request until the session ends or its wait runs out (408: ask again). On a terminal a
// spinner on stderr shows it is alive; stdout stays clean for what is printed at the end.
import type { CallOptions, VigilClient } from '../../client/index.js';
import type { TestSessionDetail } from '../../client/schemas/index.js';
import { sanitizeLine } from '../../sanitize.js';
import { isFinalStatus } from '../../format/status.js';
import { formatDuration } from '../../format/time.js';
import { truncate } from '../../format/width.js';
import type { OutputStream } from '../../io.js';

type WatchClient = Pick<VigilClient, 'getTestSession' | 'awaitTestSessionCompletion'>;

// ASCII frames: every terminal measures them as one cell.
const FRAMES = ['|', '/', '-', '\\'];

function startSpinner(stderr: OutputStream, label: string): () => void {
  const started = Date.now();
  let frame = 0;
  const draw = () => {
    const line = `${FRAMES[frame++ % FRAMES.length]} ${label} (${formatDuration(Date.now() - started)})`;
    stderr.write(`\r\u001b[2K${truncate(line, Math.max(10, (stderr.columns ?? 80) - 1))}`);
  };
  draw();
  const timer = setInterval(draw, 120);
  return () => {
    clearInterval(timer);
    stderr.write('\r\u001b[2K');
  };
}

/**
 * The session once it is final. `maxWaitSeconds` is how long each completion request may be
 * held by the server (default: the server's 30 s); `call` goes with every request (its
 * onRawBody last sees the answer that holds the final session).
 */
export async function watchSession(
  client: WatchClient,
  id: string,
  stderr: OutputStream,
  maxWaitSeconds?: number,
  call?: CallOptions,
): Promise<TestSessionDetail> {
  const first = await client.getTestSession(id, call);
  if (isFinalStatus(first.status)) return first;
  const label = `Waiting for "${sanitizeLine(first.name)}" to finish`;
  const stop = stderr.isTTY ? startSpinner(stderr, label) : null;
  if (!stop) stderr.write(`${label}...\n`);
  try {
    for (;;) {
      const answer = await client.awaitTestSessionCompletion(
        id,
        maxWaitSeconds === undefined ? undefined : { maxWaitSeconds },
        call,
      );
      if (answer.done && isFinalStatus(answer.session.status)) {
        // The bell tells someone who looked away that it ended.
        if (stderr.isTTY) stderr.write('\u0007');
        return answer.session;
      }
    }
  } finally {
    stop?.();
  }
}
