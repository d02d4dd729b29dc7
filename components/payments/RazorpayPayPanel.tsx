"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useLang, useText } from "@/components/i18n/ClientTexts";
import { useFailureText } from "@/components/i18n/PageTexts";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { INTL_LOCALE } from "@/lib/i18n/langs";
import { formatRupeeAmount } from "@/lib/money";
import type { OrderJson } from "@/lib/views/order-json";
import { api, toApiError } from "@/lib/stores/api";

/** What Razorpay Checkout hands `handler` once the shopper has paid. */
interface CheckoutAnswer {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** Razorpay Checkout's documented options, as far as the shop uses them. */
interface CheckoutOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; contact: string };
  theme: { color: string };
  handler(answer: CheckoutAnswer): void;
  modal: { ondismiss(): void };
}

declare global {
  interface Window {
    Razorpay?: new (options: CheckoutOptions) => { open(): void };
  }
}

/**
 * Paying a Razorpay order on its page: Checkout's script (from `checkoutUrl`, loaded on this
 * page only, when it shows a payment waiting), a button that opens Checkout on the order's Razorpay order, and Checkout's signed
 * answer passed on to the shop (POST /api/payment/razorpay/verify), which marks it paid. In the
 * page's language (the orderActions words, which the order page hands over).
 */
export function RazorpayPayPanel({ order, checkoutUrl, shopName }: { order: OrderJson; checkoutUrl: string; shopName: string }) {
  const router = useRouter();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { payment } = order;
  const lang = useLang();
  const t = useText("orderActions");
  const failureText = useFailureText();
  const windowFailed = t("windowFailed");

  // Only this page's own policy lets Checkout's origins in (proxy.ts), and a browser keeps the
  // policy of the page it loaded: reached by a client-side navigation (from checkout, or the
  // list of orders), the page loads itself again to have it. Otherwise Checkout's script is
  // added once (the page's nonced scripts add it, which 'strict-dynamic' lets run).
  useEffect(() => {
    const [loaded] = performance.getEntriesByType("navigation");
    if (loaded && new URL(loaded.name).pathname !== window.location.pathname) {
      window.location.reload();
      return;
    }
    if (window.Razorpay) {
      queueMicrotask(() => setReady(true));
      return;
    }
    const script = document.createElement("script");
    script.src = checkoutUrl;
    script.async = true;
    script.onload = () => setReady(true);
    script.onerror = () => setError(windowFailed);
    document.head.append(script);
  }, [checkoutUrl, windowFailed]);
  if (!payment.razorpay) return null;
  const { orderId, keyId, amount, currency } = payment.razorpay;
  const due = formatRupeeAmount(payment.amount);

  async function confirm(answer: CheckoutAnswer) {
    try {
      await api("/api/payment/razorpay/verify", { method: "POST", body: answer });
      router.refresh();
    } catch (caught) {
      setError(failureText(toApiError(caught)));
      setBusy(false);
    }
  }

  function open() {
    if (!window.Razorpay) return;
    setError(null);
    setBusy(true);
    new window.Razorpay({
      key: keyId,
      amount,
      currency,
      order_id: orderId,
      name: shopName,
      description: t("orderNumber", { number: order.number }),
      prefill: { name: order.address.name, contact: order.address.mobile },
      theme: { color: "#7c2d12" },
      handler: (answer) => void confirm(answer),
      modal: { ondismiss: () => setBusy(false) },
    }).open();
  }

  return (
    <section aria-labelledby="pay-razorpay" className="space-y-3 rounded-lg border-2 border-brand bg-white p-4 shadow-sm sm:p-6">
      <div>
        <h2 id="pay-razorpay" className="text-lg font-bold">
          {t("payOnline", { amount: due })}
        </h2>
        <p className="text-sm text-stone-600">
          {t("byRazorpay")}
          {payment.expiresAt && (
            <>
              {" "}
              {t("payBeforeCancelled", {
                time: new Date(payment.expiresAt).toLocaleTimeString(INTL_LOCALE[lang], { hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" }),
              })}
            </>
          )}
        </p>
      </div>
      {payment.status === "failed" && <Banner tone="error">{t("lastFailed")}</Banner>}
      {error && <Banner tone="error">{error}</Banner>}
      <Button type="button" size="lg" onClick={open} disabled={!ready || busy}>
        {busy ? t("paying") : t("pay", { amount: due })}
      </Button>
    </section>
  );
}
