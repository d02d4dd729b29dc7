import { heldCartJson, toCartJson } from "@/lib/api-json/cart";
import * as cart from "@/lib/cart/cart";
import * as held from "@/lib/flows/cart-coupon";

// The cart's calls answered as the routes answer them (lib/api-json/cart.ts): the module and
// the flow hand out lines and the coupon's figures, and these tests pin the API's JSON of them.

export const getCart = async (userId: string) => toCartJson(await cart.cartLines(userId));
export const addToCart = async (...args: Parameters<typeof cart.addToCart>) => toCartJson(await cart.addToCart(...args));
export const setLineQuantity = async (...args: Parameters<typeof cart.setLineQuantity>) => toCartJson(await cart.setLineQuantity(...args));
export const removeLine = async (...args: Parameters<typeof cart.removeLine>) => toCartJson(await cart.removeLine(...args));
export const clearCart = async (userId: string) => {
  await cart.clearCart(userId);
  return toCartJson([]);
};
export const cartWithCoupon = async (...args: Parameters<typeof held.cartWithCoupon>) => heldCartJson(await held.cartWithCoupon(...args));
export const applyCartCoupon = async (...args: Parameters<typeof held.applyCartCoupon>) => heldCartJson(await held.applyCartCoupon(...args));
export const removeCartCoupon = async (...args: Parameters<typeof held.removeCartCoupon>) => heldCartJson(await held.removeCartCoupon(...args));
