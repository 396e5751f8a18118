/** Numbers in [0, 1) from a seed. */
export type Random = () => number;

/**
 * A small deterministic generator (mulberry32): the same seed gives the same numbers on every
 * machine, so the demo's past is the same everywhere and a generated test case is replayed by its seed.
 */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
