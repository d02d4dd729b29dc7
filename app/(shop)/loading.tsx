export default function ShopLoading() {
  return (
    <main className="mx-auto flex max-w-7xl justify-center px-4 py-20" aria-busy="true">
      <p role="status" className="flex items-center gap-3 text-stone-600">
        <span className="h-5 w-5 animate-spin rounded-full border-2 border-stone-300 border-t-brand" aria-hidden="true" />
        Loading…
      </p>
    </main>
  );
}
