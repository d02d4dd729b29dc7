import Link from "next/link";
import { ChevronIcon } from "@/components/ui/icons";
import { colorLabel } from "@/lib/catalog/color-names";
import type { Facets } from "@/lib/catalog/facets";
import { swatchOf } from "@/lib/catalog/swatches";
import { listingHref, sizesOf, toggledSize, type ListingView } from "@/lib/catalog/listing-path";
import { pageLang } from "@/lib/i18n/page-lang";
import { shopText } from "@/lib/i18n/text";

interface ListingFiltersProps {
  basePath: string;
  view: ListingView;
  facets: Facets;
}

interface GroupProps {
  label: string;
  values: string[];
  /** The values chosen: one colour, any number of sizes. */
  selected: string[];
  /** Where a value's link leads: the listing with it chosen, or without it when it is. */
  hrefFor: (value: string) => string;
  show?: (value: string) => string;
  /** Drawn before a value's name (a colour's swatch). */
  mark?: (value: string) => React.ReactNode;
}

function FilterGroup({ label, values, selected, hrefFor, show = (v) => v, mark }: GroupProps) {
  const t = shopText("listing");
  // A value from the address that no product has any more still shows, so it can be cleared.
  const all = [...selected.filter((value) => !values.includes(value)), ...values];
  if (all.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="w-16 text-sm font-semibold text-stone-700">{label}</span>
      <ul className="flex flex-wrap gap-2">
        {all.map((value) => (
          <li key={value}>
            {/* A chosen value links to the listing without it: one click sets, a second clears. */}
            <Link
              href={hrefFor(value)}
              aria-current={selected.includes(value) ? "true" : undefined}
              aria-label={selected.includes(value) ? t("chosenRemove", { label, value: show(value) }) : `${label} ${show(value)}`}
              rel="nofollow"
              prefetch={false}
              className="filter-chip"
            >
              {mark?.(value)}
              {show(value)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A dot of the colour, beside its name: the name stays, for colours the shop has no swatch for and for whoever cannot tell them apart. */
function Swatch({ color }: { color: string }) {
  const hex = swatchOf(color);
  if (!hex) return null;
  return (
    <span
      aria-hidden="true"
      data-swatch={hex}
      className="mr-1.5 inline-block size-4 shrink-0 rounded-full border border-stone-400/60"
      style={{ backgroundColor: hex }}
    />
  );
}

/**
 * Size and colour filters as plain links: server-rendered, work without JavaScript, and each view is its own cached page. Sizes add up (M and L), a colour replaces another. The order is kept.
 * On a phone they are folded under "Filters" (with how many are chosen), so that a listing's first screen shows its products, not two screens of chips; from 640 px they are always open (.listing-filters in app/globals.css).
 */
export function ListingFilters({ basePath, view, facets }: ListingFiltersProps) {
  const t = shopText("listing");
  const lang = pageLang();
  const chosen = sizesOf(view.size).length + (view.color ? 1 : 0);
  return (
    <details className="listing-filters mb-6">
      <summary className="filter-summary">
        {chosen > 0 ? t("filtersChosen", { count: chosen }) : t("filters")}
        <ChevronIcon direction="down" width="16" height="16" />
      </summary>
      <section aria-label={t("filters")} className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-3">
        <FilterGroup label={t("size")} values={facets.sizes} selected={sizesOf(view.size)} hrefFor={(size) => listingHref(basePath, toggledSize(view, size))} />
        <FilterGroup
          label={t("colour")}
          values={facets.colors}
          selected={view.color ? [view.color] : []}
          hrefFor={(color) => listingHref(basePath, { ...view, page: 1, color: color === view.color ? undefined : color })}
          show={(c) => colorLabel(lang, c)}
          mark={(c) => <Swatch color={c} />}
        />
        {chosen > 0 && (
          <Link href={listingHref(basePath, { page: 1, sort: view.sort })} className="self-start text-sm font-medium text-brand underline">
            {t("clearFilters")}
          </Link>
        )}
      </section>
    </details>
  );
}
