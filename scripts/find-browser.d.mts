export const BROWSER_HINT: string;
export const CHROMIUM_ARGS: string[];
export function findChromium(options?: { headlessShell?: boolean }): string | null;
