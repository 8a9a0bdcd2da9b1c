import { describe, expect, it } from 'vitest';
import { ResourceCache } from '../../../src/tui/state/cache.js';

describe('ResourceCache', () => {
  it('forgets the least recently used entry beyond its size', () => {
    const cache = new ResourceCache(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get<number>('a')?.data).toBe(1);
    expect(cache.size).toBe(2);
  });

  it('rewrites selected entries and tells their subscribers', () => {
    const cache = new ResourceCache();
    cache.set('checks:page:1', [1, 2]);
    cache.set('groups:page:1', [1]);
    const seen: string[] = [];
    const stop = cache.subscribe('checks:page:1', () => seen.push('checks'));
    cache.subscribe('groups:page:1', () => seen.push('groups'));
    cache.update(
      (k) => k.startsWith('checks:'),
      (d) => (d as number[]).map((n) => n * 10),
    );
    expect(cache.get('checks:page:1')?.data).toEqual([10, 20]);
    expect(seen).toEqual(['checks']);
    stop();
    cache.update(
      () => true,
      (d) => [...(d as number[]), 0],
    );
    expect(seen).toEqual(['checks', 'groups']);
  });

  it('invalidates by prefix', () => {
    const cache = new ResourceCache();
    cache.set('check:1', 1);
    cache.set('checks:page:1', 1);
    cache.invalidate('check:');
    expect(cache.get('check:1')).toBeUndefined();
    expect(cache.get('checks:page:1')).toBeDefined();
  });
});
