import type { Lang } from "../i18n/langs.ts";
import { textsIn } from "../i18n/text.ts";
import { formatRupees } from "../money.ts";
import type { DeliveryTerms } from "../shared/delivery-terms.ts";

/**
 * What delivery costs, in a few words for the product page: "Free delivery above ₹499", "Delivery ₹49", "Free delivery"
 * (or in Hindi). Apart from terms.ts, which the browser loads too: the words are the server's.
 */
export function deliveryTermsText(terms: Pick<DeliveryTerms, "feePaise" | "freeAbovePaise">, lang: Lang = "en"): string {
  const t = textsIn(lang, "product");
  if (terms.feePaise === 0 || terms.freeAbovePaise === 0) return t("freeDelivery");
  if (terms.freeAbovePaise === null) return t("deliveryFee", { fee: formatRupees(terms.feePaise) });
  return t("freeAbove", { amount: formatRupees(terms.freeAbovePaise) });
}
