import { cartLines } from "../cart/cart.ts";
import { prisma } from "../db.ts";
import type { Tx } from "../db/key-lock.ts";
import { checkCoupon, type PricedLine } from "../coupons/check.ts";
import { heldCoupon } from "../coupons/cart.ts";
import { deliveryFeePaise } from "../shared/delivery-terms.ts";
import type { AppError } from "../errors.ts";
import type { Coupon, PaymentMethod } from "../generated/prisma/client.ts";
import { offerSummary, type OfferSummary } from "../money.ts";
import { offeredMethods, type MethodOffer } from "../payments/methods.ts";
import { readPaymentSettings } from "../shop/payment-settings.ts";
import { isPrepaid } from "../shared/payment-status.ts";
import { deliveryTermsOf, prepaidTermsOf, readShopIn, type ShopRecord } from "../shop/profile.ts";
import { payablePaise } from "../shared/payable.ts";

// What an order of the cart's lines costs paid one way, now (issue 43): the coupon the cart
// holds checked again, the discounts of lib/money.ts offerSummary (the prepaid one for UPI and
// Razorpay), and the delivery fee on the items after all of them. Placing an order and the
// checkout page both ask here, so the discount shown before ordering is the one charged.

export interface OrderQuote {
  coupon: Coupon | null;
  /** Why the coupon the cart holds cannot be used for this order; null when it can (or there is none). */
  refusal: AppError | null;
  offer: OfferSummary;
  deliveryPaise: number;
}

export async function quoteOrder(
  tx: Tx,
  userId: string,
  lines: readonly PricedLine[],
  method: PaymentMethod,
  shop: Pick<ShopRecord, "delivery" | "prepaid">,
  at: Date,
): Promise<OrderQuote> {
  const coupon = await heldCoupon(tx, userId);
  const check = await checkCoupon(tx, userId, coupon, lines, { now: at, paymentMethod: method });
  const offer = offerSummary(check.lines, check.terms, isPrepaid(method) ? prepaidTermsOf(shop) : null);
  return { coupon: check.refusal ? null : coupon, refusal: check.refusal, offer, deliveryPaise: deliveryFeePaise(deliveryTermsOf(shop), offer.itemsPaise) };
}

/** A way to pay as checkout offers it: what it adds, why it cannot be used, and what the order would cost paid this way. */
export interface MethodQuote extends MethodOffer {
  /** The code of the refusal `unavailable` words, as placing would answer it (a Hindi page words it by this). */
  unavailableCode: string | null;
  couponDiscountPaise: number;
  prepaidDiscountPaise: number;
  deliveryPaise: number;
  payablePaise: number;
}

/** A way to pay as the checkout form is handed it: without the English name (the form names it in the page's language). */
export type CheckoutMethod = Omit<MethodQuote, "label" | "unavailableCode">;

/**
 * Checkout's choices: each way to pay the shop has set up, priced as placing would price it now.
 * A coupon the cart holds that this way cannot use (a prepaid-only code with cash on delivery)
 * makes the way unavailable, with the coupon's reason.
 */
export async function checkoutQuotes(userId: string, at = new Date()): Promise<MethodQuote[]> {
  const [lines, shop, settings] = await Promise.all([cartLines(userId), readShopIn(prisma), readPaymentSettings(prisma)]);
  const offered = offeredMethods(settings, 0).map((offer) => offer.method);
  return Promise.all(
    offered.map(async (method) => {
      const quote = await quoteOrder(prisma, userId, lines, method, shop, at);
      const offer = offeredMethods(settings, quote.offer.itemsPaise).find((candidate) => candidate.method === method)!;
      return {
        ...offer,
        unavailable: offer.unavailable ?? quote.refusal?.message ?? null,
        unavailableCode: offer.unavailable ? `${method}_unavailable` : (quote.refusal?.code ?? null),
        couponDiscountPaise: quote.offer.couponDiscountPaise,
        prepaidDiscountPaise: quote.offer.prepaidDiscountPaise,
        deliveryPaise: quote.deliveryPaise,
        payablePaise: payablePaise({ ...quote.offer, deliveryPaise: quote.deliveryPaise, codFeePaise: offer.feePaise }),
      };
    }),
  );
}
