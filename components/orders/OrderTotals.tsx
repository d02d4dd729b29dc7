import { formatRupeeAmount } from "@/lib/money";
import type { OrderJson } from "@/lib/orders/json";
import { PAYMENT_METHOD_LABEL, paymentNote } from "@/lib/orders/payment";

/** The totals as the order was placed, how it is paid, and what is still to pay. */
export function OrderTotals({ order }: { order: OrderJson }) {
  const rows: [string, string][] = [
    ["Total MRP", formatRupeeAmount(order.mrp, { exact: true })],
    ["Discount on MRP", `−${formatRupeeAmount(order.discount, { exact: true })}`],
  ];
  return (
    <div className="space-y-1 border-t border-stone-200 pt-3 text-sm">
      <dl className="space-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 text-stone-600">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 font-semibold">
          <dt>Total amount</dt>
          <dd>{formatRupeeAmount(order.total, { exact: true })}</dd>
        </div>
        <div className="flex justify-between gap-4 text-stone-600">
          <dt>Delivery</dt>
          <dd data-testid="order-delivery">{order.delivery ? formatRupeeAmount(order.delivery, { exact: true }) : "Free"}</dd>
        </div>
        <div className="flex justify-between gap-4 text-base font-bold">
          <dt>To pay</dt>
          <dd data-testid="order-payable">{formatRupeeAmount(order.payable, { exact: true })}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-stone-600">Still to pay</dt>
          <dd className="font-semibold">{formatRupeeAmount(order.due, { exact: true })}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-stone-600">Payment</dt>
          <dd className="font-semibold">{PAYMENT_METHOD_LABEL[order.paymentMethod]}</dd>
        </div>
      </dl>
      <p className="text-stone-600">{paymentNote(order)}</p>
    </div>
  );
}
