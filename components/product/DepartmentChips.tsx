import Link from "next/link";
import { DEPARTMENTS, departmentTerm } from "@/lib/catalog/departments";
import { listingBasePath } from "@/lib/catalog/listing-path";
import { localized } from "@/lib/i18n/langs";
import { pageLang } from "@/lib/i18n/page-lang";
import { shopText } from "@/lib/i18n/text";

/**
 * Men / Women on a listing both departments share (docs/product.md, Listings): plain links,
 * like the size and colour filters, to the category's listing for one department, each its
 * own cached page; the chosen one leads back to the whole category.
 */
export function DepartmentChips({ category, chosen }: { category: string; chosen?: string }) {
  const t = shopText("listing");
  const names = shopText("names");
  return (
    <nav aria-label={t("menOrWomen")} className="mb-4 flex flex-wrap gap-2">
      {DEPARTMENTS.map(({ id }) => (
        <Link
          key={id}
          href={localized(pageLang(), listingBasePath(id === chosen ? category : departmentTerm(category, id)))}
          aria-current={id === chosen ? "true" : undefined}
          aria-label={id === chosen ? t("chosenShowAll", { name: names(id) }) : names(id)}
          prefetch={false}
          className="filter-chip"
        >
          {names(id)}
        </Link>
      ))}
    </nav>
  );
}
