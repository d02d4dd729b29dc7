"use client";

import { useEffect } from "react";
import { useLocalized, useText } from "@/components/i18n/ClientTexts";
import { useFailureText, useWords } from "@/components/i18n/PageTexts";
import { Banner } from "@/components/ui/Banner";
import { Button, ButtonLink } from "@/components/ui/Button";
import type { CartItemJson } from "@/lib/api-json/cart";
import type { DeliveryTerms } from "@/lib/shared/delivery-terms";
import { seedCart, useCart } from "@/lib/stores/cart";
import { CartLineItem } from "./CartLineItem";
import { isOverStock } from "./OverStockNote";
import { PriceSummary } from "./PriceSummary";
import type { StorePayments } from "@/components/payments/PaymentTerms";
import { pieceCount, summarizeLines } from "@/lib/stores/cart-summary";
import { rupeesToPaise } from "@/lib/money";
import type { CartCouponJson, OfferJson } from "@/lib/validation/coupons";
import { CouponBox } from "./CouponBox";

/** The cart page's body: lines from the shared store (seeded by the server's read), summary and Place order. */
export function CartView({
  initialLines,
  initialCoupon,
  offers,
  terms,
  payments,
}: {
  initialLines: CartItemJson[];
  initialCoupon: CartCouponJson | null;
  offers: OfferJson[];
  terms: DeliveryTerms;
  payments: StorePayments;
}) {
  const loaded = useCart((state) => state.loaded);
  const storeLines = useCart((state) => state.lines);
  const storeCoupon = useCart((state) => state.coupon);
  const error = useCart((state) => state.error);
  const t = useText("cart");
  const words = useWords("cart");
  const failureText = useFailureText();
  const localized = useLocalized();
  const errorText = error && (error.updating ? t("updateFailed", { reason: failureText(error.failure) }) : failureText(error.failure));
  const lines = loaded ? storeLines : initialLines;
  const coupon = loaded ? storeCoupon : initialCoupon;

  useEffect(() => seedCart(initialLines, initialCoupon), [initialLines, initialCoupon]);

  if (lines.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-stone-300 bg-white px-6 py-16 text-center">
        {errorText && <Banner tone="error">{errorText}</Banner>}
        <p className="text-lg font-medium">{t("empty")}</p>
        <ButtonLink href={localized("/products")}>{t("continueShopping")}</ButtonLink>
      </div>
    );
  }

  const blocked = lines.some(isOverStock);
  const pieces = pieceCount(lines);
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_320px]">
      <section aria-label={t("items")}>
        {errorText && <Banner tone="error">{errorText}</Banner>}
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white px-4">
          {lines.map((line) => (
            <CartLineItem key={line._id} line={line} />
          ))}
        </ul>
      </section>
      <aside aria-labelledby="summary-heading" className="h-fit rounded-lg border border-stone-200 bg-white p-5">
        <h2 id="summary-heading" className="mb-4 text-sm font-bold uppercase tracking-wider text-stone-600">
          {t(pieces === 1 ? "priceDetailsOne" : "priceDetailsMany", { count: pieces })}
        </h2>
        <PriceSummary
          summary={summarizeLines(lines)}
          terms={terms}
          payments={payments}
          words={words}
          coupon={coupon?.applied ? { code: coupon.code, discountPaise: rupeesToPaise(coupon.discount) } : null}
        />
        {blocked ? (
          <>
            <Banner tone="error" className="mt-5">
              {t("overStock")}
            </Banner>
            <Button size="lg" disabled className="mt-3 w-full">
              {t("placeOrder")}
            </Button>
          </>
        ) : (
          <ButtonLink href={localized("/address")} size="lg" className="mt-5 w-full">
            {t("placeOrder")}
          </ButtonLink>
        )}
        <CouponBox offers={offers} />
      </aside>
    </div>
  );
}
