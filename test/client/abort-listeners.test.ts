import { afterEach, describe, expect, it } from 'vitest';
import { whenAborted } from '../../src/client/abort-listeners.js';

const warnings: Error[] = [];
const onWarning = (w: Error) => warnings.push(w);
afterEach(() => {
  process.off('warning', onWarning);
  warnings.length = 0;
});

describe('whenAborted', () => {
  it('calls every waiter once, from one listener: no leak warning for many waiters on a signal', async () => {
    process.on('warning', onWarning);
    const controller = new AbortController();
    const called: number[] = [];
    const stops = Array.from({ length: 50 }, (_, i) => whenAborted(controller.signal, () => called.push(i)));
    stops[7]!();
    controller.abort();
    controller.abort();
    await new Promise((resolve) => setImmediate(resolve));
    expect(called).toHaveLength(49);
    expect(called).not.toContain(7);
    expect(new Set(called).size).toBe(49);
    expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning')).toEqual([]);
  });

  it('keeps signals apart', () => {
    const a = new AbortController();
    const b = new AbortController();
    const called: string[] = [];
    whenAborted(a.signal, () => called.push('a'));
    whenAborted(b.signal, () => called.push('b'));
    b.abort();
    expect(called).toEqual(['b']);
  });
});
