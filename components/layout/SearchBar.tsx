"use client";

import { usePathname } from "next/navigation";
import { useText } from "@/components/i18n/ClientTexts";
import { unlocalized } from "@/lib/i18n/langs";
import { SearchForm } from "./SearchForm";

const CATEGORIES = ["searchAll", "searchMen", "searchWomen", "searchBoys", "searchGirls"] as const;

/**
 * Shown only on / and /products (docs/product.md, Top bar). The category choice is not used in navigation
 * (spec), so it is a plain select. On a phone it takes the bar's second row.
 */
export function SearchBar() {
  const pathname = unlocalized(usePathname());
  const t = useText("frame");
  if (pathname !== "/" && pathname !== "/products") return null;
  return (
    <SearchForm
      className="order-last h-10 w-full sm:order-none sm:w-auto sm:flex-1 lg:max-w-xl"
      before={
        <select aria-label={t("category")} name="category" className="border-r border-stone-300 bg-stone-100 px-2 text-sm">
          {CATEGORIES.map((category) => (
            <option key={category}>{t(category)}</option>
          ))}
        </select>
      }
    />
  );
}
