import Link from "next/link";
import { pageWindow } from "@/lib/catalog/listing-path";
import { shopText } from "@/lib/i18n/text";

interface PaginationProps {
  page: number;
  pageCount: number;
  /** A page's address, keeping whatever else the view has (filters, sort, search). */
  hrefFor: (page: number) => string;
}

/** Numbered page links with previous and next: the listings' and My products'. */
export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  if (pageCount <= 1) return null;
  const t = shopText("listing");
  return (
    <nav aria-label={t("pages")} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link href={hrefFor(page - 1)} rel="prev" className="page-link">
          {t("previous")}
        </Link>
      )}
      {pageWindow(page, pageCount).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-stone-500">
            …
          </span>
        ) : n === page ? (
          <span key={n} aria-current="page" className="page-link">
            {n}
          </span>
        ) : (
          <Link key={n} href={hrefFor(n)} aria-label={t("pageN", { n })} className="page-link">
            {n}
          </Link>
        ),
      )}
      {page < pageCount && (
        <Link href={hrefFor(page + 1)} rel="next" className="page-link">
          {t("next")}
        </Link>
      )}
    </nav>
  );
}
