import { LOW_STOCK_UNITS, unitsLeft, type Stock } from "@/lib/shared/stock";
import { shopText } from "@/lib/i18n/text";

/** A caption per size that has one ("" for a product without sizes); a size not listed has none. */
export type StockCaptions = Record<string, string>;

/**
 * What each size's caption says, in the page's language: sold out, or how few are left
 * (README.md, Stock). Worded on the server: the page carries these words only when a size
 * needs them.
 */
export function stockCaptions(stock: Stock, sizes: string[]): StockCaptions {
  const t = shopText("product");
  const captions: StockCaptions = {};
  for (const size of sizes.length > 0 ? sizes : [""]) {
    const left = unitsLeft(stock, size);
    if (left !== null && left <= LOW_STOCK_UNITS) captions[size] = left === 0 ? t("outOfStock") : t("onlyLeft", { n: left });
  }
  return captions;
}
