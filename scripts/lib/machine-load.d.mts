export function loadFactor(): number;
export function startupTimeout(baseMs: number): number;
