export function worthKeeping(data: unknown): boolean;
