import Link from "next/link";

interface PaginationProps {
  /** The listing's path; page 1 is the bare path, others add ?page=N. */
  basePath: string;
  page: number;
  pageCount: number;
}

export function pageHref(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}?page=${page}`;
}

const cell = "flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium";

/** Numbered page links with previous and next. */
export function Pagination({ basePath, page, pageCount }: PaginationProps) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav aria-label="Pages" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link href={pageHref(basePath, page - 1)} rel="prev" className={`${cell} border-stone-300 bg-white hover:border-brand`}>
          Previous
        </Link>
      )}
      {pages.map((n) =>
        n === page ? (
          <span key={n} aria-current="page" className={`${cell} border-brand bg-brand text-white`}>
            {n}
          </span>
        ) : (
          <Link key={n} href={pageHref(basePath, n)} aria-label={`Page ${n}`} className={`${cell} border-stone-300 bg-white hover:border-brand`}>
            {n}
          </Link>
        ),
      )}
      {page < pageCount && (
        <Link href={pageHref(basePath, page + 1)} rel="next" className={`${cell} border-stone-300 bg-white hover:border-brand`}>
          Next
        </Link>
      )}
    </nav>
  );
}
