import type { Lang } from "../i18n/langs.ts";
import { textsIn } from "../i18n/text.ts";

/**
 * What a listing says above its cards: "24 products · page 1 of 2". A broad search counts no
 * further than it ranks (SEARCH_DEPTH, lib/catalog/search.ts), so its total is a lower bound
 * and says so: "1,000+ products · page 1 of 42+".
 */
export function listingCountText(lang: Lang, total: number, more: boolean, page: number, pageCount: number): string {
  const t = textsIn(lang, "listing");
  const plus = more ? "+" : "";
  const products = t(more ? "countSeveral" : "count", { total, plus });
  return pageCount > 1 ? t("countPages", { products, page, pages: pageCount, plus }) : products;
}
