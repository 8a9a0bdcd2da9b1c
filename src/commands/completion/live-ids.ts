// `vigil __complete ids sessions|checks|groups|incidents`: the IDs the completion scripts offer,
// one `ID<tab>name` line each, from the account of the stored (or VIGIL_*) credentials. Hidden:
// the shells call it while a user presses Tab, so it sends one request at most, gives up after
// COMPLETION_TIMEOUT_MS, and prints nothing at all on any error (exit 0), so nothing lands in
// the prompt. The key is never printed: only IDs and names from the answer are.
import type { VigilClient } from '../../client/index.js';
import { sanitizeLine } from '../../sanitize.js';
import type { CommandContext } from '../types.js';
import { clientFromContext } from '../shared/client.js';

/** The kinds of IDs `vigil __complete ids` lists. */
export const ID_KINDS = ['sessions', 'checks', 'groups', 'incidents'] as const;
export type IdKind = (typeof ID_KINDS)[number];

/** A Tab press waits this long at most for the account's IDs. */
const COMPLETION_TIMEOUT_MS = 1_500;

/** How many IDs one Tab offers (one page of the list, newest or failing first as the list sorts). */
const LIMIT = 50;

interface Named {
  id: string | number;
  name?: string | null | undefined;
}

const LISTS: Record<IdKind, (client: VigilClient, signal: AbortSignal) => Promise<Named[]>> = {
  sessions: async (c, signal) => (await c.listTestSessions({ limit: LIMIT }, { signal })).items,
  checks: async (c, signal) => (await c.listCheckSummaries({ limit: LIMIT }, { signal })).items,
  groups: async (c, signal) => (await c.listCheckGroups({ limit: LIMIT }, { signal })).items,
  incidents: async (c, signal) => (await c.listIncidents({ limit: LIMIT }, { signal })).items,
};

/** One line a shell can split on its tab: tabs and line breaks inside a name cannot survive. */
function line(item: Named): string {
  const name = sanitizeLine(item.name ?? '').replace(/\s+/g, ' ');
  return name ? `${sanitizeLine(item.id)}\t${name}` : sanitizeLine(item.id);
}

async function idLines(kind: IdKind, ctx: CommandContext): Promise<string> {
  const signal = AbortSignal.timeout(COMPLETION_TIMEOUT_MS);
  // No retry and no wait for a 429: one request per Tab, and never more than the time limit.
  const client = await clientFromContext(
    { ...ctx, global: { ...ctx.global, readOnly: true } },
    { timeoutMs: COMPLETION_TIMEOUT_MS, maxRetries: 0, maxRetryAfterMs: 0, onWait: () => {} },
  );
  const timedOut = new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  const items = await Promise.race([LISTS[kind](client, signal), timedOut]);
  return items.map((item) => `${line(item)}\n`).join('');
}

/** Runs `vigil __complete ids KIND`: always exit 0, stdout only when every step worked. */
export async function runComplete(argv: string[], ctx: CommandContext): Promise<number> {
  const [what, kind, ...rest] = argv;
  if (what !== 'ids' || rest.length > 0 || !(ID_KINDS as readonly string[]).includes(kind ?? '')) return 0;
  try {
    ctx.io.stdout.write(await idLines(kind as IdKind, ctx));
  } catch {
    // Completion never prints an error into the prompt: no IDs is the whole answer.
  }
  return 0;
}
