/** Placeholder cards while a listing loads; hidden from screen readers, which hear the status text. */
export function ProductGridSkeleton() {
  return (
    <main className="mx-auto max-w-7xl px-4 py-8" aria-busy="true">
      <p role="status" className="sr-only">
        Loading products…
      </p>
      <div className="mb-6 h-9 w-48 animate-pulse rounded bg-stone-200" />
      <ul aria-hidden="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-lg border border-stone-200 bg-white">
            <div className="aspect-square animate-pulse bg-stone-200" />
            <div className="space-y-2 p-3">
              <div className="h-4 w-3/4 animate-pulse rounded bg-stone-200" />
              <div className="h-4 w-1/3 animate-pulse rounded bg-stone-200" />
            </div>
          </li>
        ))}
      </ul>
    </main>
  );
}
