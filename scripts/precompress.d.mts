/** Writes .br and .gz copies beside each text asset of `dir` (recursively). */
export function precompress(dir: string): void;
