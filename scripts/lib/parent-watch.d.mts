/** Calls `onGone` once the process that started this one has exited. */
export function whenParentGone(onGone: () => void, everyMs?: number): void;
