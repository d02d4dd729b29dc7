import type { Tx } from "../db/key-lock.ts";
import { couponUsedUp } from "./rules.ts";

// A coupon's uses (issue 43): counted in the transaction that places the order, given back in
// the one that cancels it whole. The count is one conditional UPDATE: under PostgreSQL's row
// lock a second order waits for the first and then sees its use, so however many orders race,
// no more than `totalUses` get through (the table's CHECK constraint guards the same bound).

/** An order that is not cancelled whole: some line of it is in another state. */
const NOT_CANCELLED_WHOLE = { lines: { some: { status: { not: "Cancelled" as const } } } };

/** How often the shopper used the coupon (orders with it, not cancelled whole), and whether they have any such order at all. */
export async function shopperHistory(tx: Tx, userId: string, couponId: string | null): Promise<{ shopperUses: number; hasOrdered: boolean }> {
  const [shopperUses, ordered] = await Promise.all([
    couponId ? tx.order.count({ where: { userId, couponId, ...NOT_CANCELLED_WHOLE } }) : 0,
    tx.order.findFirst({ where: { userId, ...NOT_CANCELLED_WHOLE }, select: { id: true } }),
  ]);
  return { shopperUses, hasOrdered: ordered !== null };
}

/** Counts one use of the coupon, or refuses (409 coupon_used_up) when its uses are all taken. */
export async function takeCouponUse(tx: Tx, couponId: string): Promise<void> {
  const counted = await tx.$executeRaw`UPDATE "Coupon" SET "uses" = "uses" + 1 WHERE "id" = ${couponId} AND ("totalUses" IS NULL OR "uses" < "totalUses")`;
  if (counted === 0) throw couponUsedUp();
}

/** In the transaction that cancelled the order's last line: the coupon it was placed with gets its use back. */
export async function giveCouponUseBack(tx: Tx, couponId: string): Promise<void> {
  await tx.$executeRaw`UPDATE "Coupon" SET "uses" = "uses" - 1 WHERE "id" = ${couponId} AND "uses" > 0`;
}

/** What the coupons did: per coupon, its orders not cancelled whole, their coupon discount and their items after every discount. */
export async function couponResults(tx: Tx, couponIds: string[]): Promise<Map<string, { discountPaise: number; salesPaise: number }>> {
  const rows = await tx.order.groupBy({
    by: ["couponId"],
    where: { couponId: { in: couponIds }, ...NOT_CANCELLED_WHOLE },
    _sum: { couponDiscountPaise: true, prepaidDiscountPaise: true, totalPaise: true },
  });
  return new Map(
    rows.map((row) => [
      row.couponId!,
      {
        discountPaise: row._sum.couponDiscountPaise ?? 0,
        salesPaise: (row._sum.totalPaise ?? 0) - (row._sum.couponDiscountPaise ?? 0) - (row._sum.prepaidDiscountPaise ?? 0),
      },
    ]),
  );
}
