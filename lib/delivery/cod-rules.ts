import { prisma } from "../db.ts";
import type { Tx } from "../db/key-lock.ts";
import { AppError } from "../errors.ts";
import type { CodRules } from "../shop/profile.ts";

// The shop's own rules against refused parcels (docs/architecture.md, Delivery dates): no cash
// on delivery to the PINs (or prefixes) the owner lists, nor to a shopper who has refused
// `maxRefused` cash-on-delivery parcels at the door. Prepaid is still offered to both. The
// rules' shape and defaults are kept with the shop profile (CodRules).

const PAY_ONLINE = "Pay by UPI instead: it is still offered.";

/** Why cash on delivery is not offered, by code: a page in another language words it from the code (GET /api/delivery/estimate's `cod.reasonCode`). */
export type CodRefusalCode = "not_serviceable" | "cod_disabled" | "pin_blocked" | "refused_parcels";

export interface CodRefusal {
  code: CodRefusalCode;
  /** In English, to show. */
  reason: string;
}

/** Why cash on delivery is not offered to this PIN and this shopper (`refused` of their COD parcels came back), or null. */
export function codRefusal(rules: CodRules, pin: string, refused: number): CodRefusal | null {
  if (rules.blockedPins.some((blocked) => pin.startsWith(blocked)))
    return { code: "pin_blocked", reason: `Cash on delivery is not available for PIN code ${pin}. ${PAY_ONLINE}` };
  if (rules.maxRefused > 0 && refused >= rules.maxRefused)
    return {
      code: "refused_parcels",
      reason: `Cash on delivery is not available on this account: ${refused} earlier cash-on-delivery parcels were returned to us. ${PAY_ONLINE}`,
    };
  return null;
}

/** How many parcels of the shopper's cash-on-delivery orders came back to origin (prepaid parcels that came back do not count). */
export async function refusedCodParcels(userId: string, db: Tx = prisma): Promise<number> {
  return db.shipment.count({ where: { status: "rto", order: { userId, paymentMethod: "cod" } } });
}

/** Placing a COD order: 409 `cod_unavailable`, saying why, when the rules refuse it. */
export async function assertCodOffered(tx: Tx, rules: CodRules, userId: string, pin: string): Promise<void> {
  const why = codRefusal(rules, pin, await refusedCodParcels(userId, tx))?.reason;
  if (why) throw new AppError(409, "cod_unavailable", why, { paymentMethod: [why] });
}
