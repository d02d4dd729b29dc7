import type en from "../i18n/messages/en.json";
import { fill } from "../i18n/fill.ts";
import { formatRupeeAmount } from "../money.ts";
import type { ShopJson } from "../validation/responses.ts";

/** The words of the ways to pay, in the page's language (lib/i18n/messages, "pay"): plain strings, as the browser shows them too. */
export type PayWords = (typeof en)["pay"];

/** Cash on delivery's cost in words, or why it is not offered; with `total` (rupees), whether this order is within its limit. */
export function codTerms(cod: ShopJson["cod"], words: PayWords, total?: number): string {
  if (!cod.enabled) return words.codNotOffered;
  if (cod.maxOrder !== null && total !== undefined && total > cod.maxOrder) return fill(words.codOnlyUpTo, { max: formatRupeeAmount(cod.maxOrder) });
  const limit = cod.maxOrder !== null && total === undefined ? fill(words.codLimit, { max: formatRupeeAmount(cod.maxOrder) }) : "";
  return cod.fee > 0 ? fill(words.codFee, { fee: formatRupeeAmount(cod.fee), limit }) : fill(words.codNoFee, { limit });
}
