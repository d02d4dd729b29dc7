import type { Metadata } from "next";
import { PaymentDesk } from "@/components/owner/PaymentDesk";
import { RazorpayRefunds } from "@/components/owner/RazorpayRefunds";
import { paiseToRupees } from "@/lib/money";
import { razorpayRefundsOpen, refundsOwed, upiPaymentsAwaiting } from "@/lib/payments/queues";
import { requireOwnerPage } from "@/lib/seller/owner-page";

export const metadata: Metadata = { title: "Payments" };

/** PAYMENTS (the owner): UPI orders waiting to be matched against the bank statement, refunds owed for cancelled paid items, and Razorpay's refunds in progress. */
export default async function PaymentsPage() {
  await requireOwnerPage();
  const [awaiting, owed, throughRazorpay] = await Promise.all([upiPaymentsAwaiting(), refundsOwed(), razorpayRefundsOpen()]);
  return (
    <main className="max-w-4xl space-y-4">
      <div>
        <h1 className="text-2xl font-bold">Payments</h1>
        <p className="mt-1 text-sm text-stone-600">
          Find each UPI payment in the shop&apos;s bank statement by its amount and UPI reference, then confirm it; sellers send an order only once it is paid.
          An order whose shopper gave a UPI reference waits for you, however long you take, and comes first; one with no reference is cancelled by the shop when
          its time runs out.
        </p>
      </div>
      <PaymentDesk
        awaiting={awaiting.map((p) => ({
          orderId: p.order.id,
          number: p.order.number,
          name: p.order.name,
          amount: paiseToRupees(p.amountPaise),
          utr: p.utr,
          status: p.status,
          expiresAt: p.expiresAt?.toISOString() ?? null,
          waitedMinutes: p.waitedMinutes,
        }))}
        owed={owed.map((p) => ({ orderId: p.order.id, number: p.order.number, name: p.order.name, amount: paiseToRupees(p.owedPaise) }))}
      />
      <RazorpayRefunds
        refunds={throughRazorpay.map((r) => ({
          id: r.id,
          number: r.payment.order.number,
          name: r.payment.order.name,
          amount: paiseToRupees(r.amountPaise),
          status: r.status === "failed" ? "failed" : "pending",
          providerRefundId: r.providerRefundId,
          paymentId: r.providerPaymentId ?? r.payment.reference,
          latePayment: r.providerPaymentId !== null,
        }))}
      />
    </main>
  );
}
