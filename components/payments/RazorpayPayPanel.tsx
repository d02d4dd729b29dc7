"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { formatRupeeAmount } from "@/lib/money";
import type { OrderJson } from "@/lib/api-json/orders";
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

const timeFormat = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" });

/**
 * Paying a Razorpay order on its page: Checkout's script (from `checkoutUrl`, loaded on this
 * page only, when it shows a payment waiting), a button that opens Checkout on the order's Razorpay order, and Checkout's signed
 * answer passed on to the shop (POST /api/payment/razorpay/verify), which marks it paid.
 */
export function RazorpayPayPanel({ order, checkoutUrl, shopName }: { order: OrderJson; checkoutUrl: string; shopName: string }) {
  const router = useRouter();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { payment } = order;

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
    script.onerror = () => setError("Razorpay's payment window could not be loaded. Check your connection and reload this page.");
    document.head.append(script);
  }, [checkoutUrl]);
  if (!payment.razorpay) return null;
  const { orderId, keyId, amount, currency } = payment.razorpay;
  const due = formatRupeeAmount(payment.amount);

  async function confirm(answer: CheckoutAnswer) {
    try {
      await api("/api/payment/razorpay/verify", { method: "POST", body: answer });
      router.refresh();
    } catch (caught) {
      setError(toApiError(caught).message);
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
      description: `Order ${order.number}`,
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
          Pay {due} online
        </h2>
        <p className="text-sm text-stone-600">
          By card, UPI or netbanking, through Razorpay.
          {payment.expiresAt && <> Pay before {timeFormat.format(new Date(payment.expiresAt))}; an unpaid order is then cancelled.</>}
        </p>
      </div>
      {payment.status === "failed" && <Banner tone="error">Your last payment attempt did not go through. You can try again.</Banner>}
      {error && <Banner tone="error">{error}</Banner>}
      <Button type="button" size="lg" onClick={open} disabled={!ready || busy}>
        {busy ? "Paying…" : `Pay ${due}`}
      </Button>
    </section>
  );
}
