// useResource with a fake loader (a unit test of the hook alone).
import { describe, expect, it } from 'vitest';
import { Text } from 'ink';
import { RateLimitedError } from '../../../src/client/errors.js';
import { StoreContext, createStore, type AppStore } from '../../../src/tui/state/store.js';
import { useResource } from '../../../src/tui/state/useResource.js';
import { renderTui } from '../harness.js';

function Show({ load, k = 'thing' }: { load: (signal: AbortSignal) => Promise<string>; k?: string }) {
  const r = useResource(k, load);
  return (
    <Text>{`data=${r.data ?? '-'} loading=${r.loading} error=${r.error ? (r.error as Error).name : '-'} retry=${r.retryAt ? 'yes' : 'no'}`}</Text>
  );
}

function withStore(store: AppStore, node: React.ReactNode) {
  return <StoreContext.Provider value={store}>{node}</StoreContext.Provider>;
}

describe('useResource', () => {
  it('shows cached data at once, then the refreshed data', async () => {
    const store = createStore();
    store.cache.set('thing', 'old');
    let resolve!: (v: string) => void;
    const tui = renderTui(withStore(store, <Show load={() => new Promise((r) => (resolve = r))} />));
    expect(await tui.waitForFrame('data=old loading=true')).toBeTruthy();
    resolve('new');
    await tui.waitForFrame('data=new loading=false');
    expect(store.cache.get('thing')?.data).toBe('new');
  });

  it('aborts the request when the screen goes away', async () => {
    let seen: AbortSignal | undefined;
    const tui = renderTui(
      withStore(
        createStore(),
        <Show
          load={(signal) => {
            seen = signal;
            return new Promise(() => undefined);
          }}
        />,
      ),
    );
    await tui.waitForFrame('loading=true');
    expect(seen?.aborted).toBe(false);
    tui.unmount();
    expect(seen?.aborted).toBe(true);
  });

  it('takes over a request started ahead instead of sending another', async () => {
    const store = createStore();
    store.pending.set('thing', Promise.resolve('early'));
    let calls = 0;
    const tui = renderTui(
      withStore(
        store,
        <Show
          load={async () => {
            calls++;
            return 'late';
          }}
        />,
      ),
    );
    await tui.waitForFrame('data=early');
    expect(calls).toBe(0);
    expect(store.pending.size).toBe(0);
  });

  it('retries a 429 by itself when the server said it may', async () => {
    let calls = 0;
    const load = async () => {
      calls++;
      if (calls === 1) {
        throw new RateLimitedError({
          status: 429,
          error: 'Too Many Requests',
          message: 'Too Many Requests',
          request: { method: 'GET', path: '/v1/x' },
          retryAfterMs: 1000,
        });
      }
      return 'fine';
    };
    const tui = renderTui(withStore(createStore(), <Show load={load} />));
    await tui.waitForFrame('error=RateLimitedError retry=yes');
    await tui.waitForFrame('data=fine loading=false error=-', 5000);
    expect(calls).toBe(2);
  });
});
