import Link from "next/link";
import { listingHref, pageWindow, type ListingView } from "@/lib/catalog/listing-path";

interface PaginationProps {
  /** The listing's public path; the view's filters are kept on every page link. */
  basePath: string;
  view: ListingView;
  pageCount: number;
}

/** Numbered page links with previous and next. */
export function Pagination({ basePath, view, pageCount }: PaginationProps) {
  if (pageCount <= 1) return null;
  const href = (page: number) => listingHref(basePath, { ...view, page });
  return (
    <nav aria-label="Pages" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {view.page > 1 && (
        <Link href={href(view.page - 1)} rel="prev" className="page-link">
          Previous
        </Link>
      )}
      {pageWindow(view.page, pageCount).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-stone-500">
            …
          </span>
        ) : n === view.page ? (
          <span key={n} aria-current="page" className="page-link">
            {n}
          </span>
        ) : (
          <Link key={n} href={href(n)} aria-label={`Page ${n}`} className="page-link">
            {n}
          </Link>
        ),
      )}
      {view.page < pageCount && (
        <Link href={href(view.page + 1)} rel="next" className="page-link">
          Next
        </Link>
      )}
    </nav>
  );
}
