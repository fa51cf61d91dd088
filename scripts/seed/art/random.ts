/** Seeded randomness, so every drawing is reproducible from its inputs. */

export type Rng = () => number;

function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Seeds from a string and a number together, so equal seeds with different titles still differ. */
export function rngFor(text: string, seed: number): Rng {
  return mulberry32(hashString(text) ^ Math.imul(Math.trunc(seed) | 0, 2654435761));
}

export function pick<T>(rnd: Rng, items: readonly T[]): T {
  return items[Math.floor(rnd() * items.length) % items.length] as T;
}

export function between(rnd: Rng, min: number, max: number): number {
  return min + (max - min) * rnd();
}
