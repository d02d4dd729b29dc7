import { cartLines, type CartLineWithProduct } from "../cart/cart.ts";
import { prisma } from "../db.ts";
import type { Tx } from "../db/key-lock.ts";
import { checkCoupon } from "../coupons/check.ts";
import { couponByCode, dropCoupon, heldCoupon, holdCoupon } from "../coupons/cart.ts";
import { couponUnknown } from "../coupons/rules.ts";
import { offerSummary } from "../money.ts";
import { withUserLock } from "../db/user-lock.ts";

// A shopper's cart with the coupon it holds (issue 43; docs/architecture.md, Flows): the cart
// (lib/cart) and the coupon's rules and uses (lib/coupons) meet here. A held coupon is checked
// afresh each time the cart is read or changed; one that no longer applies stays on the cart
// with `applied: false` and the reason, and takes nothing off.

/** A cart's lines and the coupon it holds, checked: what it takes off, and why not when it no longer applies (lib/api-json/cart.ts makes the API's JSON of it). */
export interface HeldCart {
  lines: CartLineWithProduct[];
  coupon: { code: string; discountPaise: number; refusal: { message: string; code: string } | null } | null;
}

async function cartIn(tx: Tx, userId: string, now: Date): Promise<HeldCart> {
  const lines = await cartLines(userId, tx);
  const coupon = await heldCoupon(tx, userId);
  if (!coupon) return { lines, coupon: null };
  const check = await checkCoupon(tx, userId, coupon, lines, { now });
  const discountPaise = offerSummary(check.lines, check.terms, null).couponDiscountPaise;
  const refusal = check.refusal ? { message: check.refusal.message, code: check.refusal.code } : null;
  return { lines, coupon: { code: coupon.code, discountPaise, refusal } };
}

/** The cart, with its coupon when it holds one. */
export async function cartWithCoupon(userId: string, now = new Date()): Promise<HeldCart> {
  return cartIn(prisma, userId, now);
}

/** A cart just changed (lib/cart/cart.ts answers its lines): the same cart with the coupon it holds, checked again. */
export async function withHeldCoupon(userId: string, lines: CartLineWithProduct[]): Promise<HeldCart> {
  return (await heldCoupon(prisma, userId)) ? cartWithCoupon(userId) : { lines, coupon: null };
}

/**
 * Applies a code to the cart: a code that does not apply to it now is refused with its reason
 * (404 coupon_unknown; 409 coupon_expired, coupon_not_started, coupon_used_up, coupon_min_order,
 * coupon_not_eligible) and the cart keeps what it held; one that applies replaces it.
 */
export async function applyCartCoupon(userId: string, code: string, now = new Date()): Promise<HeldCart> {
  return withUserLock(userId, async (tx) => {
    const coupon = await couponByCode(tx, code);
    if (!coupon) throw couponUnknown();
    const check = await checkCoupon(tx, userId, coupon, await cartLines(userId, tx), { now });
    if (check.refusal) throw check.refusal;
    await holdCoupon(tx, userId, coupon.id);
    return cartIn(tx, userId, now);
  });
}

export async function removeCartCoupon(userId: string): Promise<HeldCart> {
  return withUserLock(userId, async (tx) => {
    await dropCoupon(tx, userId);
    return cartIn(tx, userId, new Date());
  });
}
