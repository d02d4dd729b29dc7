import { AppError } from "../errors.ts";
import type { Tx } from "../db/key-lock.ts";

/**
 * The size the shopper received of this product: that of their newest Delivered line of it (a
 * line returned afterwards stays Delivered and counts: they held it). Anyone else may not
 * review it: 403 `not_a_buyer`.
 */
export async function receivedSize(tx: Tx, userId: string, productId: string): Promise<string> {
  const line = await tx.orderLine.findFirst({
    where: { productId, status: "Delivered", order: { userId } },
    orderBy: { createdAt: "desc" },
    select: { size: true },
  });
  if (!line) throw new AppError(403, "not_a_buyer", "Only a shopper who received this product can review it.");
  return line.size;
}
