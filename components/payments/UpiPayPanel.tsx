"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { Banner } from "@/components/ui/Banner";
import { Button, buttonClasses } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { formatRupeeAmount } from "@/lib/money";
import type { OrderJson } from "@/lib/api-json/orders";
import { api, toApiError } from "@/lib/stores/api";

const timeFormat = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" });

function timeLeft(expiresAt: string, now: number): string {
  const seconds = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * Paying a UPI order on its page: the QR code to scan with a phone (on a computer), the app
 * link that opens the phone's UPI app (on a phone), the exact amount, the time left, and the
 * box for the UPI reference (UTR) the app shows once paid, which the owner checks against the
 * bank statement.
 */
export function UpiPayPanel({ order }: { order: OrderJson }) {
  const router = useRouter();
  const { payment } = order;
  const [now, setNow] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, []);

  if (!payment.upi) return null;
  const amount = formatRupeeAmount(payment.amount);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api(`/api/order/${order.id}/upi-reference`, { method: "POST", body: { utr: String(new FormData(event.currentTarget).get("utr") ?? "") } });
      router.refresh();
    } catch (caught) {
      const failure = toApiError(caught);
      setError(failure.field("utr") ?? failure.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="pay-upi" className="space-y-4 rounded-lg border-2 border-brand bg-white p-4 shadow-sm sm:p-6">
      <div>
        <h2 id="pay-upi" className="text-lg font-bold">
          Pay {amount} by UPI
        </h2>
        {payment.expiresAt && (
          <p className="text-sm text-stone-600">
            Pay before {timeFormat.format(new Date(payment.expiresAt))}
            {now !== null && <span data-testid="upi-time-left"> ({timeLeft(payment.expiresAt, now)} left)</span>}; an unpaid order is then cancelled.
          </p>
        )}
      </div>
      {payment.status === "failed" && (
        <Banner tone="error">The shop did not find this payment in its bank account. If you paid, check the UPI reference below and send it again.</Banner>
      )}
      <div className="flex flex-col items-start gap-4 md:flex-row">
        <img src={payment.upi.qr} alt={`UPI QR code to pay ${amount}`} width={200} height={200} className="hidden h-[200px] w-[200px] md:block" />
        <div className="space-y-2 text-sm">
          <p className="hidden md:block">Scan the code with any UPI app (Google Pay, PhonePe, Paytm, BHIM, your bank&apos;s app). The amount is filled in.</p>
          <a href={payment.upi.uri} className={buttonClasses("primary", "lg", "md:hidden")}>
            Pay with UPI app
          </a>
          <p className="text-stone-600">Once paid, your UPI app shows a 12-digit UPI reference (UTR). Enter it here so the shop can find your payment.</p>
        </div>
      </div>
      {payment.utr && payment.status === "pending" && (
        <p className="text-sm" role="status">
          Reference <span className="font-mono">{payment.utr}</span> received: the shop is checking it.
        </p>
      )}
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
        <TextField
          label="UPI reference (UTR)"
          name="utr"
          inputMode="numeric"
          maxLength={14}
          autoComplete="off"
          defaultValue={payment.utr ?? ""}
          error={error ?? undefined}
          className="w-56"
        />
        <Button type="submit" disabled={busy}>
          {busy ? "Sending…" : payment.utr ? "Send again" : "I have paid"}
        </Button>
      </form>
    </section>
  );
}
