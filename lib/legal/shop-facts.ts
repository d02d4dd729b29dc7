import { formatRupees } from "../money.ts";
import { codTerms } from "../shop/payment-terms.ts";
import { messagesOf } from "../i18n/text.ts";
import type { ShopRecord } from "../shop/profile.ts";
import type { ShopFacts } from "./policy-defaults.ts";
import type { DeliveryTerms } from "../shared/delivery-terms.ts";

// What the default policy texts say about this shop, from its profile (lib/shop/profile.ts)
// and its rules as the code keeps them. A profile field the owner has not filled in yet reads
// as "not given yet" rather than as nothing, so the page says plainly what is missing.

/** How long sales records are kept (SECURITY.md, Records and retention), in words to show. */
export const SALES_RECORD_KEEPING = "for 72 months from the due date of the annual return of the year they were placed in, as tax law asks";

const NOT_GIVEN = "(not given yet)";

/** The shop's address on one line: street, city, state and PIN, as far as the profile has them. */
export function postalAddress(shop: Pick<ShopRecord, "address" | "city" | "state" | "pin">): string | null {
  const place = [shop.city, [shop.state, shop.pin].filter(Boolean).join(" ")].filter(Boolean);
  const parts = [shop.address, ...place].filter(Boolean);
  return parts.length ? parts.join(", ") : null;
}

/** What delivery costs, in the shipping policy's words, from the shop's delivery terms (lib/shared/delivery-terms.ts applies them). */
export function deliveryChargesSentence(delivery: DeliveryTerms): string {
  const fee = delivery.feePaise;
  const freeFrom = delivery.freeAbovePaise;
  const unserved = delivery.blockedPins.length ? " We do not deliver to a few PIN codes; the address form says so as soon as you type one." : "";
  if (fee === 0 || freeFrom === 0) return `Delivery is free: there is no delivery charge on any order.${unserved}`;
  const charged =
    freeFrom === null
      ? `Every order pays ${formatRupees(fee)} for delivery.`
      : `Delivery costs ${formatRupees(fee)} when the items of an order come to less than ${formatRupees(freeFrom)} (after the discount), and is free from ${formatRupees(freeFrom)}.`;
  return `${charged} The cart shows the charge before you order.${unserved}`;
}

/** The grievance officer's designation when the profile gives none (the grievance page words it in its language). */
export const DEFAULT_DESIGNATION = "Grievance Officer";

export function shopFacts(shop: ShopRecord): ShopFacts {
  const officer = shop.grievanceOfficer;
  return {
    name: shop.name,
    legalName: shop.legalName ?? shop.name,
    postalAddress: postalAddress(shop) ?? `its registered office ${NOT_GIVEN}`,
    city: shop.city ?? "the city of its registered office",
    gstin: shop.gstin ?? NOT_GIVEN,
    supportEmail: shop.supportEmail ?? `our support address ${NOT_GIVEN}`,
    supportPhone: shop.supportPhone ?? `our support number ${NOT_GIVEN}`,
    grievanceOfficer: {
      name: officer.name ?? `our grievance officer ${NOT_GIVEN}`,
      designation: officer.designation ?? DEFAULT_DESIGNATION,
      email: officer.email ?? NOT_GIVEN,
      phone: officer.phone ?? NOT_GIVEN,
    },
    paymentMethods: [...(shop.upi ? ["UPI, to the shop's UPI ID, before the order is sent (no fee)"] : []), codTerms(shop.cod, messagesOf("en").pay)],
    returnWindowDays: shop.returns.windowDays,
    returnExchange: shop.returns.exchange,
    deliveryCharges: deliveryChargesSentence(shop.delivery),
    salesRecordKeeping: SALES_RECORD_KEEPING,
  };
}
