// Local changes not yet confirmed by a reload (optimistic updates), by item ID. Screens that show
// the item apply the patch over what they loaded, so a paused check reads paused everywhere.

export class PatchStore<T extends object> {
  private readonly patches = new Map<string, Partial<T>>();
  private readonly listeners = new Set<() => void>();
  private version = 0;

  get(id: string): Partial<T> | undefined {
    return this.patches.get(id);
  }

  set(id: string, patch: Partial<T>): void {
    this.patches.set(id, { ...this.patches.get(id), ...patch });
    this.changed();
  }

  clear(id: string): void {
    if (this.patches.delete(id)) this.changed();
  }

  apply<U extends T>(item: U, id: string): U {
    const patch = this.patches.get(id);
    return patch ? { ...item, ...patch } : item;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = (): number => this.version;

  private changed(): void {
    this.version++;
    for (const l of this.listeners) l();
  }
}
