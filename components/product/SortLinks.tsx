import Link from "next/link";
import { listingHref, type ListingView } from "@/lib/catalog/listing-path";
import { defaultSort, sortChoices, type ProductSort } from "@/lib/shared/product-sort";
import { shopText } from "@/lib/i18n/text";

interface SortLinksProps {
  basePath: string;
  /** The view as shown, its sort already resolved (none: the listing's default). */
  view: ListingView;
  isSearch: boolean;
}

/**
 * The orders as plain links, like the filters: they work without JavaScript and each
 * sorted view is its own cached page. A new order starts again at page 1 and keeps the
 * size and colour.
 */
export function SortLinks({ basePath, view, isSearch }: SortLinksProps) {
  const t = shopText("listing");
  const current = view.sort ?? defaultSort(isSearch);
  const href = (sort: ProductSort) => listingHref(basePath, { ...view, page: 1, sort: sort === defaultSort(isSearch) ? undefined : sort });
  return (
    <nav aria-label={t("sort")} className="mb-4 flex flex-wrap items-center gap-2">
      <span className="text-sm font-semibold text-stone-700">{t("sortBy")}</span>
      <ul className="flex flex-wrap gap-2">
        {sortChoices(isSearch).map((sort) => (
          <li key={sort}>
            {sort === current ? (
              <span aria-current="true" className="filter-chip">
                {t(`sorts.${sort}`)}
              </span>
            ) : (
              <Link href={href(sort)} rel="nofollow" prefetch={false} className="filter-chip">
                {t(`sorts.${sort}`)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
