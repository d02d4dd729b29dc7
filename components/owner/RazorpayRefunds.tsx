import { formatRupeeAmount } from "@/lib/money";

export interface RazorpayRefundRow {
  id: string;
  number: string;
  name: string;
  amount: number;
  /** pending: sent or about to be, waiting for Razorpay; failed: Razorpay refused it. */
  status: "pending" | "failed";
  /** Razorpay's refund id, once it has one. */
  providerRefundId: string | null;
  /** The Razorpay payment refunded. */
  paymentId: string | null;
  /** A payment that came after its order was cancelled unpaid, given back in full. */
  latePayment: boolean;
}

/**
 * The owner's view of refunds going through Razorpay (lib/flows/razorpay-refunds.ts): the
 * shop sends them itself; the owner only needs to act on one Razorpay refused, in Razorpay's
 * dashboard.
 */
export function RazorpayRefunds({ refunds }: { refunds: RazorpayRefundRow[] }) {
  return (
    <section aria-labelledby="razorpay-refunds" className="space-y-3">
      <h2 id="razorpay-refunds" className="text-lg font-semibold">
        Refunds through Razorpay in progress ({refunds.length})
      </h2>
      {refunds.length === 0 ? (
        <p className="text-sm text-stone-600">Every refund of a Razorpay payment has been processed.</p>
      ) : (
        <ul className="space-y-2">
          {refunds.map((refund) => (
            <li key={refund.id} aria-label={`Razorpay refund for order ${refund.number}`} className="rounded-lg border border-stone-200 bg-white p-4 text-sm">
              <p className="font-medium">
                Order <span className="font-mono">{refund.number}</span> · {refund.name} · {formatRupeeAmount(refund.amount)}
              </p>
              {refund.latePayment && (
                <p className="text-stone-600">Payment {refund.paymentId} came after the order was cancelled: the shop gives it back in full.</p>
              )}
              <p className={refund.status === "failed" ? "text-red-800" : "text-stone-600"}>
                {refund.status === "failed"
                  ? `Razorpay refused this refund: send it from Razorpay's dashboard (payment ${refund.paymentId ?? "unknown"}).`
                  : refund.providerRefundId
                    ? `Sent to Razorpay as ${refund.providerRefundId}; waiting for it to be processed.`
                    : "Waiting to be sent to Razorpay; the shop tries again every few seconds."}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
