import Link from "next/link";
import type { Facets } from "@/lib/catalog/facets";
import { listingHref, type ListingView } from "@/lib/catalog/listing-path";

interface ListingFiltersProps {
  basePath: string;
  view: ListingView;
  facets: Facets;
}

interface GroupProps {
  label: string;
  values: string[];
  selected?: string;
  hrefFor: (value: string | undefined) => string;
  show?: (value: string) => string;
}

function FilterGroup({ label, values, selected, hrefFor, show = (v) => v }: GroupProps) {
  // A value from the address that no product has any more still shows, so it can be cleared.
  const all = selected && !values.includes(selected) ? [selected, ...values] : values;
  if (all.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="w-16 text-sm font-semibold text-stone-700">{label}</span>
      <ul className="flex flex-wrap gap-2">
        {all.map((value) => (
          <li key={value}>
            {/* A chosen value links to the listing without it: one click sets, a second clears. */}
            <Link
              href={hrefFor(value === selected ? undefined : value)}
              aria-current={value === selected ? "true" : undefined}
              aria-label={value === selected ? `${label} ${show(value)}, chosen: remove` : `${label} ${show(value)}`}
              rel="nofollow"
              prefetch={false}
              className="filter-chip"
            >
              {show(value)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Size and colour filters as plain links: server-rendered, work without JavaScript, and each view is its own cached page. The order is kept. */
export function ListingFilters({ basePath, view, facets }: ListingFiltersProps) {
  return (
    <section aria-label="Filters" className="mb-6 flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-3">
      <FilterGroup label="Size" values={facets.sizes} selected={view.size} hrefFor={(size) => listingHref(basePath, { ...view, page: 1, size })} />
      <FilterGroup
        label="Colour"
        values={facets.colors}
        selected={view.color}
        hrefFor={(color) => listingHref(basePath, { ...view, page: 1, color })}
        show={(c) => c.replace(/\b\w/g, (ch) => ch.toUpperCase())}
      />
      {(view.size || view.color) && (
        <Link href={listingHref(basePath, { page: 1, sort: view.sort })} className="self-start text-sm font-medium text-brand underline">
          Clear filters
        </Link>
      )}
    </section>
  );
}
