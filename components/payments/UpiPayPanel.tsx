"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { useLang, useText } from "@/components/i18n/ClientTexts";
import { useFailureText } from "@/components/i18n/PageTexts";
import { Banner } from "@/components/ui/Banner";
import { Button, buttonClasses } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { INTL_LOCALE } from "@/lib/i18n/langs";
import { formatRupeeAmount } from "@/lib/money";
import type { OrderJson } from "@/lib/views/order-json";
import { api, toApiError } from "@/lib/stores/api";

function timeLeft(expiresAt: string, now: number): string {
  const seconds = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * Paying a UPI order on its page: the QR code to scan with a phone (on a computer), the app
 * link that opens the phone's UPI app (on a phone), the exact amount, the time left, and the
 * box for the UPI reference (UTR) the app shows once paid, which the owner checks against the
 * bank statement. In the page's language (the orderActions words, which the order page hands over).
 */
export function UpiPayPanel({ order }: { order: OrderJson }) {
  const router = useRouter();
  const { payment } = order;
  const lang = useLang();
  const t = useText("orderActions");
  const failureText = useFailureText();
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
  const time = (iso: string) => new Date(iso).toLocaleTimeString(INTL_LOCALE[lang], { hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api(`/api/order/${order.id}/upi-reference`, { method: "POST", body: { utr: String(new FormData(event.currentTarget).get("utr") ?? "") } });
      router.refresh();
    } catch (caught) {
      const failure = toApiError(caught);
      // A Hindi page words the field's refusal, and any other by its code (the API answers in English).
      const field = failure.field("utr");
      setError(field ? (lang === "en" ? field : t("utrField")) : failureText(failure, { utr_taken: t("utrTaken") }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="pay-upi" className="space-y-4 rounded-lg border-2 border-brand bg-white p-4 shadow-sm sm:p-6">
      <div>
        <h2 id="pay-upi" className="text-lg font-bold">
          {t("upiPay", { amount })}
        </h2>
        {payment.expiresAt && (
          <p className="text-sm text-stone-600">
            {t("payBefore", { time: time(payment.expiresAt) })}
            {now !== null && <span data-testid="upi-time-left"> {t("timeLeft", { left: timeLeft(payment.expiresAt, now) })}</span>}
            {t("unpaidThen")}
          </p>
        )}
      </div>
      {payment.status === "failed" && <Banner tone="error">{t("upiFailed")}</Banner>}
      <div className="flex flex-col items-start gap-4 md:flex-row">
        <img src={payment.upi.qr} alt={t("qrAlt", { amount })} width={200} height={200} className="hidden h-[200px] w-[200px] md:block" />
        <div className="space-y-2 text-sm">
          <p className="hidden md:block">{t("scan")}</p>
          <a href={payment.upi.uri} className={buttonClasses("primary", "lg", "md:hidden")}>
            {t("payWithApp")}
          </a>
          <p className="text-stone-600">{t("utrHelp")}</p>
        </div>
      </div>
      {payment.utr && payment.status === "pending" && (
        <p className="text-sm" role="status">
          {t("utrReceived")} <span className="font-mono">{payment.utr}</span> {t("utrChecking")}
        </p>
      )}
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
        <TextField
          label={t("utrLabel")}
          name="utr"
          inputMode="numeric"
          maxLength={14}
          autoComplete="off"
          defaultValue={payment.utr ?? ""}
          error={error ?? undefined}
          className="w-56"
        />
        <Button type="submit" disabled={busy}>
          {busy ? t("sending") : payment.utr ? t("sendAgain") : t("havePaid")}
        </Button>
      </form>
    </section>
  );
}
