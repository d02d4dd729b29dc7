import type { SellerOfRecord, SellingModel } from "../generated/prisma/client.ts";

// How the shop sells (issue 45). "single": the shop is one business, the seller of record of
// every line; its seller accounts are its team or its suppliers, and every invoice is the
// shop's. "marketplace": each seller but the owner is a business of its own, selling its lines
// in its own name (CGST rule 46), approved by the owner before it sells (lib/seller/business.ts).

export type { SellerOfRecord, SellingModel } from "../generated/prisma/client.ts";

export const SELLING_MODELS = ["single", "marketplace"] as const satisfies readonly SellingModel[];

/** Who sells a line placed now: its seller only in a marketplace, and never the owner, whose goods are the shop's own. */
export function sellerOfRecord(model: SellingModel, line: { sellerId: string | null }, ownerId: string | null): SellerOfRecord {
  return model === "marketplace" && line.sellerId !== null && line.sellerId !== ownerId ? "seller" : "shop";
}

/** Whether a seller is held to the marketplace's rules (a business the owner approved) under this model. */
export function sellsInOwnName(model: SellingModel, seller: { owner: boolean }): boolean {
  return model === "marketplace" && !seller.owner;
}
