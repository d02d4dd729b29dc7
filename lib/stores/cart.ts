"use client";

import { create } from "zustand";
import type { CartItemJson, CartJson } from "../validation/responses.ts";
import type { CartCouponJson } from "../validation/coupons.ts";
import { changeQuantity, dropLine, settle, shownLines, type LineChange } from "./cart-pending.ts";
import { api, toApiError, type ApiError } from "./api";
import { useLogin } from "./login";

/** A cart line as GET /api/cart/{userId} returns it (docs/api.md, Cart). */
export type CartLineJson = CartItemJson;

export interface CartFailure {
  failure: ApiError;
  updating: boolean;
}

interface CartState {
  /** What the shopper sees: the server's lines with pending changes applied. */
  lines: CartLineJson[];
  /** The lines as the server last confirmed them; the state to fall back to. */
  confirmed: CartLineJson[];
  /** True once the lines of the current login have been fetched. */
  loaded: boolean;
  /** The last refusal, and whether it refused a change (said as "could not be updated"); worded by the page, in its language. */
  error: CartFailure | null;
  /** The coupon the cart holds, as the server last checked it against the cart (docs/api.md, Coupons on the cart). */
  coupon: CartCouponJson | null;
}

const empty: CartState = { lines: [], confirmed: [], loaded: false, error: null, coupon: null };

export const useCart = create<CartState>(() => empty);

/** Takes the server's cart as confirmed; changes still on their way stay shown over it. */
function accept(cart: CartJson): void {
  useCart.setState({ confirmed: cart.cartItems, lines: shownLines(cart.cartItems, pending), loaded: true, error: null, coupon: cart.coupon ?? null });
}

function currentUser(): string | null {
  const { token, userId } = useLogin.getState();
  return token && userId ? userId : null;
}

/** Fetches the cart, but only when a token is stored; logged out it is empty. */
export async function refreshCart(): Promise<void> {
  const userId = currentUser();
  if (!userId) {
    useCart.setState({ ...empty, loaded: true });
    return;
  }
  try {
    accept(await api<CartJson>(`/api/cart/${userId}`));
  } catch (error) {
    useCart.setState({ error: { failure: toApiError(error), updating: false } });
  }
}

export function resetCart(): void {
  pending = [];
  useCart.setState(empty);
}

/** Seeds the store with the lines a server page already read, unless the store has its own. */
export function seedCart(lines: CartLineJson[], coupon: CartCouponJson | null = null): void {
  if (!useCart.getState().loaded) useCart.setState({ lines, confirmed: lines, loaded: true, error: null, coupon });
}

/** Applies a coupon code to the cart; a refusal throws with the message to show. */
export async function applyCoupon(code: string): Promise<void> {
  const userId = currentUser();
  if (!userId) return;
  accept(await api<CartJson>(`/api/cart/${userId}/coupon`, { method: "POST", body: { code } }));
}

export async function removeCoupon(): Promise<void> {
  const userId = currentUser();
  if (!userId) return;
  accept(await api<CartJson>(`/api/cart/${userId}/coupon`, { method: "DELETE" }));
}

export async function addToCart(productId: string, size: string | undefined): Promise<void> {
  const userId = currentUser();
  if (!userId) throw new Error("Login to add item to Cart.");
  accept(await api<CartJson>(`/api/cart/add/${userId}`, { method: "POST", body: { productId, quantity: 1, size } }));
}

// Changes run one after another, so each is sent against the state the previous one left.
let queue: Promise<void> = Promise.resolve();
// Changes shown but not yet confirmed (lib/stores/cart-pending.ts).
let pending: LineChange<CartLineJson>[] = [];

/**
 * Shows a change at once, then sends it. If the server refuses, that change alone is
 * undone (the server's lines with the other pending changes) and the reason is shown.
 */
function optimistic(apply: LineChange<CartLineJson>, send: (userId: string) => Promise<CartJson | null>): Promise<void> {
  const userId = currentUser();
  if (!userId) return Promise.resolve();
  pending = [...pending, apply];
  useCart.setState((state) => ({ lines: shownLines(state.confirmed, pending), error: null }));
  queue = queue.then(async () => {
    let error: CartFailure | null = null;
    let cart: CartJson | null = null;
    try {
      cart = await send(userId);
    } catch (failure) {
      error = { failure: toApiError(failure), updating: true };
    }
    const state = useCart.getState();
    const settled = settle(state.confirmed, pending, apply, cart ? cart.cartItems : null);
    pending = settled.pending;
    useCart.setState({ confirmed: settled.confirmed, lines: settled.lines, error: error ?? state.error, ...(cart ? { coupon: cart.coupon ?? null } : {}) });
  });
  return queue;
}

function indexOf(lineId: string): number {
  return useCart.getState().confirmed.findIndex((line) => line._id === lineId);
}

/** Sets a line's quantity (the cart's plus and minus send the current quantity ± 1). */
export function setQuantity(lineId: string, quantity: number): Promise<void> {
  return optimistic(changeQuantity(lineId, quantity), async (userId) => {
    const index = indexOf(lineId);
    return index < 0 ? null : api<CartJson>(`/api/cart/${userId}`, { method: "PUT", body: { index, quantity } });
  });
}

export function removeLine(lineId: string): Promise<void> {
  return optimistic(dropLine(lineId), (userId) => api<CartJson>(`/api/cart/delete/${userId}`, { method: "POST", body: { id: lineId } }));
}

export async function clearCart(): Promise<void> {
  const userId = currentUser();
  if (!userId) return;
  accept(await api<CartJson>(`/api/cart/clear/${userId}`, { method: "DELETE" }));
}

/** The badge shows the number of cart lines, as 99+ above 99 (docs/product.md, Top bar). */
export function badgeText(count: number): string {
  return count > 99 ? "99+" : String(count);
}
