// The shop's delivery terms (docs/architecture.md, Delivery): one flat fee an order pays,
// none when its items' total reaches the free-delivery value, and PIN codes the shop does not
// serve. Plain functions without the database, so the cart and product pages (in the browser
// too) and placing an order (lib/flows/place-order.ts) apply the same rule.

export interface DeliveryTerms {
  /** The flat fee an order pays, in paise; 0: delivery is always free. */
  feePaise: number;
  /** From this items' total (after the 2% discount) on, delivery is free; null: the fee always applies. */
  freeAbovePaise: number | null;
  /** PIN codes not served: whole six-digit PINs, or prefixes (1 to 5 digits) that block every PIN starting with them. */
  blockedPins: readonly string[];
}

/** The terms of a shop that has set none: free delivery everywhere. */
export const FREE_DELIVERY: DeliveryTerms = { feePaise: 0, freeAbovePaise: null, blockedPins: [] };

/** A blocked PIN or prefix as the owner may enter it: 1 to 6 digits. */
export const PIN_PREFIX = /^\d{1,6}$/;

/**
 * The delivery fee an order of `itemsPaise` (its total after the discount, what the spec's
 * client calls `total`) pays: nothing at or above the free-delivery value, the flat fee below it.
 */
export function deliveryFeePaise(terms: Pick<DeliveryTerms, "feePaise" | "freeAbovePaise">, itemsPaise: number): number {
  if (terms.freeAbovePaise !== null && itemsPaise >= terms.freeAbovePaise) return 0;
  return terms.feePaise;
}

/**
 * The fee an order is charged after some of its lines were cancelled: the fee stays while any
 * line is not cancelled (the parcel still goes out, whatever is left in it), and is dropped
 * once every line is cancelled (nothing is sent). Lines returned to origin keep it: the
 * parcel went out and came back.
 */
export function chargedDeliveryPaise(deliveryPaise: number, lines: readonly { status: string }[]): number {
  return lines.some((line) => line.status !== "Cancelled") ? deliveryPaise : 0;
}

/** Whether the shop delivers to `pin`: not when a blocked entry is the PIN or a prefix of it. */
export function isServiceable(terms: Pick<DeliveryTerms, "blockedPins">, pin: string): boolean {
  return !terms.blockedPins.some((blocked) => pin.startsWith(blocked));
}
