export const STAMP_FILE: string;
export function buildInputsHash(root?: string): string;
export function buildIsCurrent(root?: string, outputs?: string[]): boolean;
