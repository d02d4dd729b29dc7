/**
 * Runs at most `limit` of the tasks given to it at once; the others start in the order
 * they came, as running ones end.
 */
export function concurrencyLimit(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const queue: (() => void)[] = [];
  return async (task) => {
    if (running < limit) running++;
    // A task that ends hands its place straight to the next in line.
    else await new Promise<void>((resolve) => queue.push(resolve));
    try {
      return await task();
    } finally {
      const next = queue.shift();
      if (next) next();
      else running--;
    }
  };
}
