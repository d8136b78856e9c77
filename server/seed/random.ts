/**
 * A small seeded PRNG (sfc32, 128-bit state) with the draws the generator needs. Every area
 * and every fleet location gets its own stream, seeded from the demo seed and a label through
 * a 128-bit hash, so a change in one area never shifts the numbers of another, the same seed
 * always gives the same fleet, and thousands of streams never run into each other (a 32-bit
 * generator such as mulberry32 would: its streams are arcs of one 2^32 cycle).
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: readonly [number, number, number, number]) {
    [this.a, this.b, this.c, this.d] = state;
    // The first outputs still show the seed's structure: discard them.
    for (let i = 0; i < 12; i += 1) this.uint32();
  }

  /** A uniform 32-bit unsigned integer. */
  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A uniform float in [0, 1). */
  next(): number {
    return this.uint32() / 4294967296;
  }

  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let draw = this.next() * total;
    for (const [value, weight] of entries) {
      draw -= weight;
      if (draw < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }

  /** A normal draw (Box-Muller). */
  normal(mean = 0, sd = 1): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** A Poisson count (Knuth), fine for the small means used here. */
  poisson(mean: number): number {
    const limit = Math.exp(-mean);
    let product = this.next();
    let count = 0;
    while (product > limit) {
      product *= this.next();
      count += 1;
    }
    return count;
  }

  /** Distinct items in a random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i += 1) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, n);
  }

  digits(length: number): string {
    let out = '';
    for (let i = 0; i < length; i += 1) out += String(this.int(0, 9));
    return out;
  }

  /** Upper-case letters drawn from an alphabet (VINs leave out I, O and Q). */
  letters(length: number, alphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ'): string {
    let out = '';
    for (let i = 0; i < length; i += 1) out += alphabet[Math.floor(this.next() * alphabet.length)];
    return out;
  }

  hex(length: number): string {
    let out = '';
    while (out.length < length) out += this.uint32().toString(16).padStart(8, '0');
    return out.slice(0, length);
  }

  /** A UUID-shaped identifier (version 4 layout) drawn from this stream. */
  uuid(): string {
    const variant = '89ab'[Math.floor(this.next() * 4)];
    return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-${variant}${this.hex(3)}-${this.hex(12)}`;
  }
}

/** cyrb128: four 32-bit hashes of a text, the 128-bit seed of a stream. */
function hash128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i += 1) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** FNV-1a over the label, mixed with the seed: a 32-bit seed for libraries that take one (faker). */
export function streamSeed(seed: number, ...labels: (string | number)[]): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (const char of labels.join('/')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function stream(seed: number, ...labels: (string | number)[]): Random {
  return new Random(hash128([seed, ...labels].join('/')));
}
