// Seeded, allocation-light randomness: the same seed always yields the same data, and any item
// can be regenerated on its own from (seed, kind, index) without generating the ones before it.

/** Mixes numbers into one 32-bit hash (murmur3-style finalizer per word). */
export function hash32(...words: number[]): number {
  let h = 0x9e3779b9;
  for (const w of words) {
    let k = Math.imul(w | 0, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, 0x1b873593);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
    // fold in the high part of non-32-bit numbers (e.g. seeds above 2^32)
    if (w > 0xffffffff || w < -0x80000000) h ^= Math.floor(w / 0x100000000) | 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Small fast PRNG (mulberry32) with helpers. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** Uniform in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** Integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  /** Integer in [min, max]. */
  range(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }
  /** Picks by weight: [[value, weight], ...]. */
  weighted<T>(table: ReadonlyArray<readonly [T, number]>): T {
    let total = 0;
    for (const [, w] of table) total += w;
    let r = this.next() * total;
    for (const [v, w] of table) {
      r -= w;
      if (r < 0) return v;
    }
    return (table[table.length - 1] as readonly [T, number])[0];
  }
  /** `count` distinct items (or all, when fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = items.slice();
    const out: T[] = [];
    while (out.length < count && pool.length > 0) out.push(pool.splice(this.int(pool.length), 1)[0] as T);
    return out;
  }
  hex(digits: number): string {
    let s = '';
    while (s.length < digits) s += (this.int(0x10000) + 0x10000).toString(16).slice(1);
    return s.slice(0, digits);
  }
}

/** An Rng for one item: independent of every other item's stream. */
export function rngFor(seed: number, kind: number, index: number, sub = 0): Rng {
  return new Rng(hash32(seed, kind, index, sub));
}

const hex8 = (n: number) => n.toString(16).padStart(8, '0');

/** A version-4-shaped UUID derived from (seed, kind, index, sub). */
export function uuidFrom(seed: number, kind: number, index: number, sub = 0): string {
  const a = hash32(seed, kind, index, sub, 1);
  const b = hash32(seed, kind, index, sub, 2);
  const c = hash32(seed, kind, index, sub, 3);
  const d = hash32(seed, kind, index, sub, 4);
  const bh = hex8(b);
  const ch = hex8(c);
  const variant = (8 + (c >>> 30)).toString(16);
  return `${hex8(a)}-${bh.slice(0, 4)}-4${bh.slice(5, 8)}-${variant}${ch.slice(1, 4)}-${ch.slice(4, 8)}${hex8(d)}`;
}

/** Kinds of generated identifiers (keeps id streams apart). */
export const Kind = {
  account: 1,
  user: 2,
  check: 3,
  session: 4,
  result: 5,
  sequence: 6,
  errorGroup: 7,
  incident: 8,
  incidentUpdate: 9,
  service: 10,
  project: 11,
  checkRun: 12,
  trace: 13,
  postedUpdate: 14,
} as const;
