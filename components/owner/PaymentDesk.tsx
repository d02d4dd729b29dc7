"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { formatRupeeAmount } from "@/lib/money";
import { api, toApiError } from "@/lib/stores/api";

export interface AwaitingPayment {
  orderId: string;
  number: string;
  name: string;
  amount: number;
  utr: string | null;
  status: "pending" | "failed" | string;
  expiresAt: string | null;
  /** Minutes since the shopper gave the reference, while it awaits the owner's confirmation. */
  waitedMinutes: number | null;
}

/** How long a reference has waited: "2 h 5 min", "45 min". */
const waited = (minutes: number) => (minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`);

export interface RefundOwed {
  orderId: string;
  number: string;
  name: string;
  amount: number;
}

const when = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" });

/** Runs one call for a row, then reloads the page's lists; the row shows the error. */
function useRowAction() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(call: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await call();
      router.refresh();
    } catch (caught) {
      setError(toApiError(caught).message);
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run };
}

function AwaitingRow({ payment }: { payment: AwaitingPayment }) {
  const { busy, error, run } = useRowAction();
  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const reference = String(form.get("reference") ?? "").trim();
    const amount = String(form.get("amount") ?? "").trim();
    return run(() => api(`/api/order/${payment.orderId}/payment`, { method: "PUT", body: { status: "paid", reference, ...(amount ? { amount } : {}) } }));
  };
  const reject = () => run(() => api(`/api/order/${payment.orderId}/payment`, { method: "PUT", body: { status: "failed" } }));
  return (
    <li className="space-y-3 rounded-lg border border-stone-200 bg-white p-4" aria-label={`Order ${payment.number}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p>
          <span className="font-mono font-semibold">{payment.number}</span> · {payment.name} · <strong>{formatRupeeAmount(payment.amount)}</strong>
        </p>
        <p className="text-sm text-stone-600">
          {payment.status === "failed" ? "Rejected; waiting for a new reference" : payment.utr ? `UTR given: ${payment.utr}` : "No reference given yet"}
          {payment.waitedMinutes !== null && (
            <strong data-testid="utr-waited" className="text-amber-800">
              {` · waiting for you ${waited(payment.waitedMinutes)}`}
            </strong>
          )}
          {payment.expiresAt && ` · cancelled if unpaid by ${when.format(new Date(payment.expiresAt))}`}
        </p>
      </div>
      {error && <Banner tone="error">{error}</Banner>}
      <form onSubmit={confirm} className="flex flex-wrap items-end gap-3">
        <TextField
          label="Reference in the bank statement"
          name="reference"
          id={`reference-${payment.orderId}`}
          defaultValue={payment.utr ?? ""}
          required
          className="w-64"
        />
        <TextField
          label="Amount received (₹), if not the amount asked"
          name="amount"
          id={`amount-received-${payment.orderId}`}
          inputMode="decimal"
          placeholder={String(payment.amount)}
          className="w-56"
        />
        <Button type="submit" disabled={busy}>
          Confirm paid
        </Button>
        {payment.status !== "failed" && (
          <Button type="button" variant="secondary" disabled={busy} onClick={reject}>
            Not received
          </Button>
        )}
      </form>
    </li>
  );
}

function RefundRow({ refund }: { refund: RefundOwed }) {
  const { busy, error, run } = useRowAction();
  const record = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    return run(() =>
      api(`/api/order/${refund.orderId}/refund`, {
        method: "POST",
        body: { amount: String(form.get("amount") ?? ""), reference: String(form.get("reference") ?? "").trim() },
      }),
    );
  };
  return (
    <li className="space-y-3 rounded-lg border border-stone-200 bg-white p-4" aria-label={`Refund for order ${refund.number}`}>
      <p>
        <span className="font-mono font-semibold">{refund.number}</span> · {refund.name} · to refund <strong>{formatRupeeAmount(refund.amount)}</strong>
      </p>
      {error && <Banner tone="error">{error}</Banner>}
      <form onSubmit={record} className="flex flex-wrap items-end gap-3">
        <TextField
          label="Amount refunded (₹)"
          name="amount"
          id={`amount-${refund.orderId}`}
          defaultValue={String(refund.amount)}
          inputMode="decimal"
          className="w-40"
        />
        <TextField label="UPI reference of the refund" name="reference" id={`refund-reference-${refund.orderId}`} required className="w-64" />
        <Button type="submit" disabled={busy}>
          Record refund
        </Button>
      </form>
    </li>
  );
}

/** The owner's UPI desk: payments to confirm or reject against the bank statement, and refunds to send and record. */
export function PaymentDesk({ awaiting, owed }: { awaiting: AwaitingPayment[]; owed: RefundOwed[] }) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="awaiting" className="space-y-3">
        <h2 id="awaiting" className="text-lg font-semibold">
          UPI payments to confirm ({awaiting.length})
        </h2>
        {awaiting.length === 0 ? (
          <p className="text-sm text-stone-600">No UPI order is waiting for its payment.</p>
        ) : (
          <ul className="space-y-3">
            {awaiting.map((payment) => (
              <AwaitingRow key={payment.orderId} payment={payment} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="owed" className="space-y-3">
        <h2 id="owed" className="text-lg font-semibold">
          Refunds to send ({owed.length})
        </h2>
        {owed.length === 0 ? (
          <p className="text-sm text-stone-600">No refund is owed.</p>
        ) : (
          <ul className="space-y-3">
            {owed.map((refund) => (
              <RefundRow key={refund.orderId} refund={refund} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
