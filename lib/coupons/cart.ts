import type { Tx } from "../db/key-lock.ts";
import type { Coupon } from "../generated/prisma/client.ts";

// The coupon a shopper's cart holds: one at most, kept until removed, replaced by another, or
// used by an order. Whether it applies is asked afresh every time (lib/coupons/rules.ts).

export async function heldCoupon(tx: Tx, userId: string): Promise<Coupon | null> {
  return (await tx.cartCoupon.findUnique({ where: { userId }, include: { coupon: true } }))?.coupon ?? null;
}

export async function holdCoupon(tx: Tx, userId: string, couponId: string): Promise<void> {
  await tx.cartCoupon.upsert({ where: { userId }, create: { userId, couponId }, update: { couponId, createdAt: new Date() } });
}

export async function dropCoupon(tx: Tx, userId: string): Promise<void> {
  await tx.cartCoupon.deleteMany({ where: { userId } });
}

export async function couponByCode(tx: Tx, code: string): Promise<Coupon | null> {
  return tx.coupon.findUnique({ where: { code: code.toUpperCase() } });
}
