import Link from "next/link";
import { listingHref, type ListingView } from "@/lib/catalog/listing-path";

interface PaginationProps {
  /** The listing's public path; the view's filters are kept on every page link. */
  basePath: string;
  view: ListingView;
  pageCount: number;
}

const cell = "flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium";
const link = `${cell} border-stone-300 bg-white hover:border-brand`;

/**
 * The page numbers to show: the first, the last, and two either side of the current one,
 * with null where a run is left out. A catalog of 100,000 has over 4,000 pages; listing
 * them all would make every listing page heavy.
 */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const shown = new Set([1, pageCount]);
  for (let n = page - 2; n <= page + 2; n += 1) if (n >= 1 && n <= pageCount) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1] > 1 ? [null, n] : [n]));
}

/** Numbered page links with previous and next. */
export function Pagination({ basePath, view, pageCount }: PaginationProps) {
  if (pageCount <= 1) return null;
  const href = (page: number) => listingHref(basePath, { ...view, page });
  return (
    <nav aria-label="Pages" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {view.page > 1 && (
        <Link href={href(view.page - 1)} rel="prev" className={link}>
          Previous
        </Link>
      )}
      {pageWindow(view.page, pageCount).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-stone-500">
            …
          </span>
        ) : n === view.page ? (
          <span key={n} aria-current="page" className={`${cell} border-brand bg-brand text-white`}>
            {n}
          </span>
        ) : (
          <Link key={n} href={href(n)} aria-label={`Page ${n}`} className={link}>
            {n}
          </Link>
        ),
      )}
      {view.page < pageCount && (
        <Link href={href(view.page + 1)} rel="next" className={link}>
          Next
        </Link>
      )}
    </nav>
  );
}
