import type { Tx } from "../db/key-lock.ts";
import type { AppError } from "../errors.ts";
import type { Coupon, PaymentMethod } from "../generated/prisma/client.ts";
import { lineTotalPaise, priceSummary, sellingPricePaise, type OfferLine, type ProductPrice } from "../money.ts";
import { couponRefusal, couponTermsOf, coveredLines } from "./rules.ts";
import type { CouponTerms } from "../money.ts";
import { shopperHistory } from "./uses.ts";

/** A cart or order line as a coupon sees it: its product's price (and sale), its quantity and its product's categories. */
export interface PricedLine {
  quantity: number;
  product: ProductPrice & { categories: string[] };
}

export interface CouponCheck {
  /** The lines as lib/money.ts offerSummary takes them, covered or not by the coupon. */
  lines: OfferLine[];
  /** The coupon's terms when it applies; null when it does not (or there is none). */
  terms: CouponTerms | null;
  refusal: AppError | null;
}

/** Checks the coupon against the shopper's lines and history now (no coupon: every line priced, none covered). */
export async function checkCoupon(
  tx: Tx,
  userId: string,
  coupon: Coupon | null,
  lines: readonly PricedLine[],
  options: { now: Date; paymentMethod?: PaymentMethod },
): Promise<CouponCheck> {
  const lineCategories = lines.map((line) => line.product.categories);
  const covered = coupon ? coveredLines(coupon, lineCategories) : lines.map(() => false);
  const offerLines = lines.map((line, index) => ({
    pricePaise: lineTotalPaise(sellingPricePaise(line.product, options.now), line.quantity),
    covered: covered[index],
  }));
  if (!coupon) return { lines: offerLines, terms: null, refusal: null };
  const itemsPaise = priceSummary(offerLines.reduce((sum, line) => sum + line.pricePaise, 0)).totalPaise;
  const refusal = couponRefusal(coupon, { ...options, itemsPaise, lineCategories, ...(await shopperHistory(tx, userId, coupon.id)) });
  return { lines: offerLines, terms: refusal ? null : couponTermsOf(coupon), refusal };
}
