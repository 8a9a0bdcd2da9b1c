// Seeded, allocation-light randomness: the same seed always yields the same data, and any item
// can be regenerated on its own from (seed, kind, index) without generating the ones before it.

const C1 = 0xcc9e2d51;
const C2 = 0x1b873593;

function mix(h: number, w: number): number {
  let k = Math.imul(w | 0, C1);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, C2);
  h ^= k;
  h = (h << 13) | (h >>> 19);
  return (Math.imul(h, 5) + 0xe6546b64) | 0;
}

/** murmur3's finalizer: a bijection on 32-bit integers. */
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The inverse of fmix32. */
function unfmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x7ed1b41d);
  h ^= (h >>> 13) ^ (h >>> 26);
  h = Math.imul(h, 0xa5cb9243);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Mixes up to five 32-bit words into one hash (fixed arity: no array per call). */
export function hash32(a: number, b = 0, c = 0, d = 0, e = 0): number {
  let h = 0x9e3779b9;
  h = mix(h, a);
  h = mix(h, b);
  h = mix(h, c);
  h = mix(h, d);
  h = mix(h, e);
  return fmix32(h);
}

/** Any finite number as a 32-bit seed (high bits folded in). */
export function seed32(seed: number): number {
  const n = Math.floor(Math.abs(seed));
  return hash32(n % 4294967296, Math.floor(n / 4294967296), seed < 0 ? 1 : 0);
}

/** Small fast PRNG (mulberry32) with helpers. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
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

const hex8 = (n: number) => (n >>> 0).toString(16).padStart(8, '0');

/** Formats 128 bits as a version-4-shaped UUID. */
function formatUuid(a: number, b: number, c: number, d: number): string {
  const bh = hex8(b);
  const ch = hex8(c);
  const variant = (8 + (c >>> 30)).toString(16);
  return `${hex8(a)}-${bh.slice(0, 4)}-4${bh.slice(5, 8)}-${variant}${ch.slice(1, 4)}-${ch.slice(4, 8)}${hex8(d)}`;
}

/** A version-4-shaped UUID derived from (seed, kind, index, sub). */
export function uuidFrom(seed: number, kind: number, index: number, sub = 0): string {
  const h = hash32(seed, kind, index, sub);
  return formatUuid(fmix32(h ^ 0x1b873593), fmix32(h + 0x9e3779b9), fmix32(h ^ 0x85ebca6b), fmix32(h + 0x27d4eb2f));
}

/**
 * UUIDs for a long list that can be turned back into the index without a lookup table: the first
 * 32 bits are a bijection of the index, the rest derive from it. `indexFrom` checks the whole id.
 */
export class IndexedUuids {
  private readonly mask: number;
  constructor(
    private readonly seed: number,
    private readonly kind: number,
  ) {
    this.mask = hash32(seed, kind, 0x1d5);
  }
  at(index: number): string {
    const h = hash32(this.seed, this.kind, index);
    return formatUuid(
      fmix32((index ^ this.mask) >>> 0),
      fmix32(h + 0x9e3779b9),
      fmix32(h ^ 0x85ebca6b),
      fmix32(h + 0x27d4eb2f),
    );
  }
  indexOf(id: string, count: number): number | undefined {
    if (id.length !== 36) return undefined;
    const head = Number.parseInt(id.slice(0, 8), 16);
    if (!Number.isFinite(head)) return undefined;
    const index = (unfmix32(head) ^ this.mask) >>> 0;
    if (index >= count) return undefined;
    return this.at(index) === id.toLowerCase() ? index : undefined;
  }
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
