import { cartMrpPaise, type CartLineWithProduct } from "../cart/cart.ts";
import type { HeldCart } from "../flows/cart-coupon.ts";
import { productJsonAt } from "./product.ts";
import { paiseToRupees } from "../money.ts";
import type { CartJson } from "../validation/responses.ts";

// A cart as the API speaks it (docs/api.md, Cart): each line's `_id`, its product's JSON as
// `productId` and its seller as `adminId`; `total` is the lines' cost in rupees at current
// selling prices (the MRP, or a sale price), the discount being the page's and the order's
// business. A held coupon adds `coupon` and `couponDiscount`.

export type { CartItemJson, CartJson } from "../validation/responses.ts";

export function toCartJson(lines: CartLineWithProduct[], now: Date = new Date()): CartJson {
  return {
    cartItems: lines.map((line) => ({
      _id: line.id,
      productId: productJsonAt(line.product, now),
      quantity: line.quantity,
      size: line.size,
      adminId: line.product.sellerId,
    })),
    total: paiseToRupees(cartMrpPaise(lines, now)),
  };
}

/** The cart with the coupon it holds (lib/flows/cart-coupon.ts): `applied` false with the reason when it no longer applies. */
export function heldCartJson({ lines, coupon }: HeldCart): CartJson {
  const cart = toCartJson(lines);
  if (!coupon) return cart;
  const discount = paiseToRupees(coupon.discountPaise);
  const refusal = coupon.refusal ? { reason: coupon.refusal.message, reasonCode: coupon.refusal.code } : {};
  return { ...cart, coupon: { code: coupon.code, discount, applied: coupon.refusal === null, ...refusal }, couponDiscount: discount };
}
