// Loaded data, kept across screens: coming back to a page shows it at once while it refreshes.
// Bounded (least recently used goes first) so a long session does not grow without end.

export interface CacheEntry<T> {
  data: T;
  loadedAt: number;
}

export class ResourceCache {
  private readonly entries = new Map<string, CacheEntry<unknown>>();
  private readonly listeners = new Map<string, Set<() => void>>();

  constructor(private readonly maxEntries = 200) {}

  get<T>(key: string): CacheEntry<T> | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Re-insert: Map keeps insertion order, so the first key is the least recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry as CacheEntry<T> | undefined;
  }

  set<T>(key: string, data: T, now = Date.now()): void {
    this.entries.delete(key);
    this.entries.set(key, { data, loadedAt: now });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /**
   * Rewrite cached data in place (e.g. put a check the server just returned into every cached
   * page holding it) and tell the screens showing those keys.
   */
  update(select: (key: string) => boolean, change: (data: unknown, key: string) => unknown): void {
    for (const [key, entry] of [...this.entries]) {
      if (!select(key)) continue;
      const data = change(entry.data, key);
      if (data === entry.data) continue;
      this.entries.set(key, { data, loadedAt: entry.loadedAt });
      for (const listener of this.listeners.get(key) ?? []) listener();
    }
  }

  /** Called when `update` changes the data under `key`. */
  subscribe(key: string, listener: () => void): () => void {
    const set = this.listeners.get(key) ?? new Set();
    this.listeners.set(key, set);
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }

  /** Data of every entry whose key starts with `prefix` (without touching recency). */
  *dataWithPrefix(prefix: string): Generator<unknown> {
    for (const [key, entry] of this.entries) if (key.startsWith(prefix)) yield entry.data;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Drop every entry whose key starts with `prefix` (after a change on the server). */
  invalidate(prefix: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
