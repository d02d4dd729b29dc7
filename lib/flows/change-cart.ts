import { addToCart, clearCart, removeLine, setLineQuantity } from "../cart/cart.ts";
import type { CartAdd, CartLineRef } from "../validation/cart.ts";
import { withHeldCoupon, type HeldCart } from "./cart-coupon.ts";

// A shopper changes their cart (POST /api/cart/add, PUT /api/cart, POST /api/cart/delete,
// DELETE /api/cart/clear): the cart module changes its lines under the shopper's lock, then the
// cart is answered with its coupon checked again against the lines now in it
// (lib/flows/cart-coupon.ts).

export const addLine = async (userId: string, input: CartAdd): Promise<HeldCart> => withHeldCoupon(userId, await addToCart(userId, input));

export const changeQuantity = async (userId: string, line: CartLineRef, quantity: number): Promise<HeldCart> =>
  withHeldCoupon(userId, await setLineQuantity(userId, line, quantity));

export const dropLine = async (userId: string, line: CartLineRef): Promise<HeldCart> => withHeldCoupon(userId, await removeLine(userId, line));

export const emptyCart = (userId: string) => clearCart(userId);
