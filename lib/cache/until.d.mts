export function untilTag(epochMs: number): string;
export function outlived(value: unknown, now?: number): boolean;
