/** Where a search goes: the lower-cased text as the listing slug (spec §2, §5). */
export function searchPath(text: string): string {
  const term = text.trim().toLowerCase();
  return term ? `/products/${encodeURIComponent(term)}` : "/products";
}
