"use client";

import { useState, type FormEvent } from "react";
import { useLang, useText } from "@/components/i18n/ClientTexts";
import { useCodeText, useFailureText } from "@/components/i18n/PageTexts";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { formatRupeeAmount } from "@/lib/money";
import { toApiError } from "@/lib/stores/api";
import { applyCoupon, removeCoupon, useCart } from "@/lib/stores/cart";
import type { OfferJson } from "@/lib/validation/coupons";
import { INTL_LOCALE, type Lang } from "@/lib/i18n/langs";

type CartWords = ReturnType<typeof useText<"cart">>;

/** What an offer gives, in the shopper's words: "10% off up to ₹300 on orders of ₹999 and above". */
function offerTerms(t: CartWords, offer: OfferJson): string {
  const off = offer.kind === "percent" ? t("percentOff", { value: offer.value }) : t("amountOff", { amount: formatRupeeAmount(offer.value) });
  const cap = offer.maxDiscount !== null ? t("upTo", { amount: formatRupeeAmount(offer.maxDiscount) }) : "";
  const floor = offer.minOrder > 0 ? t("minOrder", { amount: formatRupeeAmount(offer.minOrder) }) : "";
  const only = [offer.firstOrderOnly && t("firstOrderOnly"), offer.prepaidOnly && t("prepaidOnly")].filter(Boolean).join(", ");
  return `${off}${cap}${floor}${only ? ` (${only})` : ""}`;
}

/** The date an offer ends, as India reads it (in the page's language); its real end, never a countdown that restarts. */
const endText = (at: string, lang: Lang) =>
  new Date(at).toLocaleString(INTL_LOCALE[lang], { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

/**
 * The cart's coupon: the one it holds (applied, or why not now) with Remove, a code typed in,
 * and "Offers for you", the shop's public codes each with one-tap Apply. The server checks every
 * code (lib/coupons/rules.ts); a refusal's message is shown as it comes on an English page, by
 * its code on a Hindi one (useFailureText).
 */
export function CouponBox({ offers }: { offers: OfferJson[] }) {
  const coupon = useCart((state) => state.coupon);
  const t = useText("cart");
  const lang = useLang();
  const failureText = useFailureText();
  const codeText = useCodeText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Runs a change; true when the server took it, else its refusal is shown. */
  async function run(action: () => Promise<void>): Promise<boolean> {
    setBusy(true);
    setRefusal(null);
    try {
      await action();
      return true;
    } catch (error) {
      setRefusal(failureText(toApiError(error)));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const code = String(new FormData(form).get("code") ?? "").trim();
    if (code && (await run(() => applyCoupon(code)))) form.reset();
  }

  return (
    <section aria-labelledby="coupon-heading" className="mt-5 border-t border-stone-200 pt-4">
      <h3 id="coupon-heading" className="mb-2 text-sm font-bold uppercase tracking-wider text-stone-600">
        {t("coupons")}
      </h3>
      {coupon && (
        <div
          data-testid="cart-coupon"
          className="mb-3 flex items-start justify-between gap-3 rounded-md border border-dashed border-emerald-400 bg-emerald-50 p-3 text-sm"
        >
          <p>
            <span className="font-semibold">{coupon.code}</span>{" "}
            {coupon.applied ? (
              <span className="text-emerald-800">{t("couponApplied", { amount: formatRupeeAmount(coupon.discount) })}</span>
            ) : (
              <span className="block text-red-800">{lang === "en" ? coupon.reason : codeText(coupon.reasonCode)}</span>
            )}
          </p>
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => void run(removeCoupon)}>
            {t("remove")}
          </Button>
        </div>
      )}
      <form onSubmit={(event) => void submit(event)} className="flex gap-2">
        <label htmlFor="coupon-code" className="sr-only">
          {t("couponCode")}
        </label>
        <input
          id="coupon-code"
          name="code"
          placeholder={t("enterCoupon")}
          autoComplete="off"
          maxLength={20}
          className="h-10 min-w-0 flex-1 rounded-md border border-stone-300 px-3 text-sm uppercase"
        />
        <Button type="submit" variant="secondary" disabled={busy}>
          {t("apply")}
        </Button>
      </form>
      {refusal && (
        <Banner tone="error" className="mt-2">
          {refusal}
        </Banner>
      )}
      {offers.length > 0 && (
        <div className="mt-4">
          <h4 className="mb-2 text-sm font-semibold">{t("offersForYou")}</h4>
          <ul className="space-y-2">
            {offers.map((offer) => (
              <li key={offer.code} data-testid="offer" className="flex items-start justify-between gap-3 rounded-md border border-stone-200 p-3 text-sm">
                <span>
                  <span className="font-mono font-semibold">{offer.code}</span>
                  <span className="block text-stone-700">{offer.description}</span>
                  <span className="block text-xs text-stone-600">
                    {offerTerms(t, offer)}
                    {offer.endsAt ? t("ends", { date: endText(offer.endsAt, lang) }) : ""}
                  </span>
                </span>
                <Button size="sm" variant="secondary" disabled={busy || coupon?.code === offer.code} onClick={() => void run(() => applyCoupon(offer.code))}>
                  {coupon?.code === offer.code ? t("applied") : t("apply")}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
