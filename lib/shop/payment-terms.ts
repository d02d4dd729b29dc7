import type en from "../i18n/messages/en.json";
import { fill } from "../i18n/fill.ts";
import { formatRupees } from "../money.ts";
import type { ShopRecord } from "./profile.ts";

/** The words of the ways to pay, in the page's language (lib/i18n/messages, "pay"): plain strings, as the browser shows them too. */
export type PayWords = (typeof en)["pay"];

/** Cash on delivery's fee and limit as the profile keeps them (lib/shop/profile.ts), in paise. */
export type CodCharges = Pick<ShopRecord["cod"], "enabled" | "feePaise" | "maxOrderPaise">;

/** Cash on delivery's cost in words, or why it is not offered; with `totalPaise`, whether this order is within its limit. */
export function codTerms(cod: CodCharges, words: PayWords, totalPaise?: number): string {
  if (!cod.enabled) return words.codNotOffered;
  const max = cod.maxOrderPaise;
  if (max !== null && totalPaise !== undefined && totalPaise > max) return fill(words.codOnlyUpTo, { max: formatRupees(max) });
  const limit = max !== null && totalPaise === undefined ? fill(words.codLimit, { max: formatRupees(max) }) : "";
  return cod.feePaise > 0 ? fill(words.codFee, { fee: formatRupees(cod.feePaise), limit }) : fill(words.codNoFee, { limit });
}
