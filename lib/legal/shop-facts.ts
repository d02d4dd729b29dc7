import { formatRupees } from "../money.ts";
import { codTerms } from "../shop/payment-terms.ts";
import { messagesOf } from "../i18n/text.ts";
import type { ShopRecord } from "../shop/profile.ts";
import type { Lang } from "../i18n/langs.ts";
import { FACT_WORDS } from "./fact-words.ts";
import type { ShopFacts } from "./policy-defaults.ts";
import type { DeliveryTerms } from "../shared/delivery-terms.ts";

// What the default policy texts say about this shop, from its profile (lib/shop/profile.ts)
// and its rules as the code keeps them. A profile field the owner has not filled in yet reads
// as "not given yet" rather than as nothing, so the page says plainly what is missing. The
// words are the policy's language's (lib/legal/fact-words.ts); the facts are the same in each.

/** How long sales records are kept (SECURITY.md, Records and retention), in words to show. */
export const SALES_RECORD_KEEPING = FACT_WORDS.en.salesRecordKeeping;

/** The shop's address on one line: street, city, state and PIN, as far as the profile has them. */
export function postalAddress(shop: Pick<ShopRecord, "address" | "city" | "state" | "pin">): string | null {
  const place = [shop.city, [shop.state, shop.pin].filter(Boolean).join(" ")].filter(Boolean);
  const parts = [shop.address, ...place].filter(Boolean);
  return parts.length ? parts.join(", ") : null;
}

/** What delivery costs, in the shipping policy's words, from the shop's delivery terms (lib/shared/delivery-terms.ts applies them). */
export function deliveryChargesSentence(delivery: DeliveryTerms, lang: Lang = "en"): string {
  const words = FACT_WORDS[lang];
  const fee = delivery.feePaise;
  const freeFrom = delivery.freeAbovePaise;
  const unserved = delivery.blockedPins.length ? words.unservedPins : "";
  if (fee === 0 || freeFrom === 0) return `${words.deliveryFree}${unserved}`;
  const charged = freeFrom === null ? words.deliveryEveryOrder(formatRupees(fee)) : words.deliveryBelow(formatRupees(fee), formatRupees(freeFrom));
  return `${charged}${words.cartShowsCharge}${unserved}`;
}

/** The grievance officer's designation when the profile gives none (the grievance page words it in its language). */
export const DEFAULT_DESIGNATION = FACT_WORDS.en.designation;

/** The facts in a language's words: amounts, days, names and addresses as they are. */
export function shopFacts(shop: ShopRecord, lang: Lang = "en"): ShopFacts {
  const words = FACT_WORDS[lang];
  const notGiven = words.notGiven;
  const officer = shop.grievanceOfficer;
  return {
    name: shop.name,
    legalName: shop.legalName ?? shop.name,
    postalAddress: postalAddress(shop) ?? words.registeredOffice(notGiven),
    city: shop.city ?? words.officeCity,
    gstin: shop.gstin ?? notGiven,
    supportEmail: shop.supportEmail ?? words.supportEmail(notGiven),
    supportPhone: shop.supportPhone ?? words.supportPhone(notGiven),
    grievanceOfficer: {
      name: officer.name ?? words.officerName(notGiven),
      // The English default, as the profile may hold it, is said in the policy's language (as the grievance page does).
      designation: officer.designation === null || officer.designation === DEFAULT_DESIGNATION ? words.designation : officer.designation,
      email: officer.email ?? notGiven,
      phone: officer.phone ?? notGiven,
    },
    paymentMethods: [...(shop.upi ? [words.upi] : []), codTerms(shop.cod, messagesOf(lang).pay)],
    returnWindowDays: shop.returns.windowDays,
    returnExchange: shop.returns.exchange,
    deliveryCharges: deliveryChargesSentence(shop.delivery, lang),
    salesRecordKeeping: words.salesRecordKeeping,
  };
}
