import Link from "next/link";
import { DEPARTMENTS, departmentTerm } from "@/lib/catalog/departments";
import { listingBasePath } from "@/lib/catalog/listing-path";

/**
 * Men / Women on a listing both departments share (docs/product.md, Listings): plain links,
 * like the size and colour filters, to the category's listing for one department, each its
 * own cached page; the chosen one leads back to the whole category.
 */
export function DepartmentChips({ category, chosen }: { category: string; chosen?: string }) {
  return (
    <nav aria-label="Men or women" className="mb-4 flex flex-wrap gap-2">
      {DEPARTMENTS.map(({ id, name }) => (
        <Link
          key={id}
          href={listingBasePath(id === chosen ? category : departmentTerm(category, id))}
          aria-current={id === chosen ? "true" : undefined}
          aria-label={id === chosen ? `${name}, chosen: show all` : name}
          prefetch={false}
          className="filter-chip"
        >
          {name}
        </Link>
      ))}
    </nav>
  );
}
