// Deterministic randomness for the big dataset (big-data.ts): a hash of (seed, salt, index) seeds a
// small generator per entity.

// Deterministic randomness: a hash of (seed, salt, index) seeds a small generator per entity, so
// each pass over the data (rows, then what refers to them) sees the same choices.

export function hash32(a: number, b: number, c = 0): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x27d4eb2f, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b) ^ Math.imul(c + 0x165667b1, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 13), 0x5bd1e995);
  return (h ^ (h >>> 15)) >>> 0;
}

export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0 || 1;
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)]!;
  }
  /** A geometric-like count with the given mean. */
  count(mean: number): number {
    return Math.floor(-Math.log(1 - this.next()) * mean);
  }
}

export const hex8 = (n: number) => (n >>> 0).toString(16).padStart(8, '0');

/** A UUID version 7 (as the app's ids: time-ordered) for the time `ms`, its random bits from `h`. */
export function uuid7(ms: number, h: number): string {
  const t = Math.floor(ms).toString(16).padStart(12, '0');
  const a = hash32(h, 1);
  const b = hash32(h, 2);
  const c = hash32(h, 3);
  return `${t.slice(0, 8)}-${t.slice(8, 12)}-7${hex8(a).slice(0, 3)}-${(((a >>> 0) % 4) + 8).toString(16)}${hex8(b).slice(0, 3)}-${hex8(b).slice(3, 7)}${hex8(c)}`;
}
