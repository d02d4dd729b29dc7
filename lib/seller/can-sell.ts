import { prisma } from "../db.ts";
import type { Tx } from "../db/key-lock.ts";
import { AppError } from "../errors.ts";
import type { SellingModel } from "../shared/selling-model.ts";
import { sellsInOwnName } from "../shared/selling-model.ts";
import { businessStatus } from "./business.ts";

// What a marketplace asks of a seller before they sell (issue 45, points 2 and 3): a business
// the owner approved; and, when that business is unregistered under GST (an enrolment number,
// no GSTIN), deliveries within its own state only (notification 34/2023-Central Tax).

const shopModel = async (db: Tx | typeof prisma): Promise<SellingModel> =>
  (await db.shop.findUnique({ where: { id: 1 }, select: { sellingModel: true } }))?.sellingModel ?? "single";

function notApproved(what: string): AppError {
  return new AppError(
    409,
    "seller_business_incomplete",
    `${what}: the shop sells as a marketplace, and a seller sells once their business is complete and the owner has approved it.`,
  );
}

/** Before a seller adds a product: in a marketplace, their business must be approved (409 seller_business_incomplete). */
export async function assertMayList(sellerId: string): Promise<void> {
  const [model, seller] = await Promise.all([shopModel(prisma), prisma.user.findUnique({ where: { id: sellerId }, select: { owner: true, business: true } })]);
  if (!seller || !sellsInOwnName(model, seller)) return;
  if (businessStatus(seller.business) !== "approved") throw notApproved("Complete your business on the Business page and wait for the owner's approval");
}

/** Why a seller cannot deliver to a state, or null when they can: an unregistered seller sells within their own state only. */
export function intrastateOnlyProblem(
  business: { gstin: string | null; stateCode: string | null; state: string | null } | null,
  toStateCode: string,
): string | null {
  if (!business || business.gstin || !business.stateCode || business.stateCode === toStateCode) return null;
  return `sold by a seller not registered under GST, who may deliver only within ${business.state ?? business.stateCode}`;
}

/** In a marketplace (the caller asks only then): why a product's seller cannot deliver to a state, or null when they can. */
export async function sellerDeliveryProblem(productId: string, toStateCode: string): Promise<string | null> {
  const product = await prisma.product.findUnique({ where: { id: productId }, select: { seller: { select: { owner: true, business: true } } } });
  if (!product || product.seller.owner) return null;
  const problem = intrastateOnlyProblem(product.seller.business, toStateCode);
  return problem && `This item is ${problem}.`;
}

interface CheckoutLine {
  product: { title: string; sellerId: string };
}

/**
 * At checkout, inside the order's transaction: each line whose seller sells in their own name
 * must be of an approved business (409 seller_business_incomplete) and, from an unregistered
 * one, delivered within its state (409 seller_intrastate_only), each naming the item.
 */
export async function assertSellersMaySell(tx: Tx, model: SellingModel, lines: CheckoutLine[], toStateCode: string): Promise<void> {
  if (model !== "marketplace") return;
  const sellers = await tx.user.findMany({
    where: { id: { in: [...new Set(lines.map((line) => line.product.sellerId))] } },
    select: { id: true, owner: true, business: true },
  });
  const byId = new Map(sellers.map((seller) => [seller.id, seller]));
  const refused: string[] = [];
  for (const line of lines) {
    const seller = byId.get(line.product.sellerId);
    if (!seller || !sellsInOwnName(model, seller)) continue;
    if (businessStatus(seller.business) !== "approved") throw notApproved(`"${line.product.title}" cannot be ordered now`);
    const problem = intrastateOnlyProblem(seller.business, toStateCode);
    if (problem) refused.push(`"${line.product.title}" is ${problem}`);
  }
  if (refused.length) {
    throw new AppError(409, "seller_intrastate_only", `${refused.join("; ")}. Remove it from the cart or deliver to an address in that state.`, {
      items: refused,
    });
  }
}
