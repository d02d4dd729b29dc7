import Link from "next/link";
import { listingHref, pageWindow, type ListingView } from "@/lib/catalog/listing-path";

interface PaginationProps {
  /** The listing's public path; the view's filters are kept on every page link. */
  basePath: string;
  view: ListingView;
  pageCount: number;
}

const cell = "flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium";
const link = `${cell} border-stone-300 bg-white hover:border-brand`;

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
