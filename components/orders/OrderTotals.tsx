import { formatRupeeAmount, formatRupees, rupeesToPaise } from "@/lib/money";
import type { OrderJson } from "@/lib/views/order-json";
import { discountRows } from "@/lib/orders/discounts";
import { cashDue, PAYMENT_METHOD_LABEL, paymentNote, roundOffText } from "@/lib/orders/payment";
import { PAYMENT_STATUS_LABEL } from "@/lib/shared/payment-status";

/**
 * The totals as the order was placed, how it is paid and where the payment stands, and what
 * is still to pay: cash due with its "Round off" to the rupee.
 */
export function OrderTotals({ order }: { order: OrderJson }) {
  const rows: [string, string][] = [
    ["Total MRP", formatRupeeAmount(order.mrp)],
    ["Discount on MRP", `−${formatRupeeAmount(order.discount)}`],
  ];
  const cod = order.payment.method === "cod";
  const cash = cashDue(rupeesToPaise(order.due));
  const discounts = discountRows({
    couponCode: order.coupon?.code,
    couponDiscountPaise: rupeesToPaise(order.couponDiscount),
    prepaidDiscountPaise: rupeesToPaise(order.prepaidDiscount),
  });
  const after: [string, string][] = [...(order.codFee > 0 ? ([["Cash on delivery fee", formatRupeeAmount(order.codFee)]] as [string, string][]) : [])];
  const payment: [string, string][] = [
    ["Payment", cod ? PAYMENT_METHOD_LABEL.cod : `${PAYMENT_METHOD_LABEL[order.payment.method]}: ${PAYMENT_STATUS_LABEL[order.payment.status]}`],
    ...(order.payment.refunded > 0 ? ([["Refunded", formatRupeeAmount(order.payment.refunded)]] as [string, string][]) : []),
    ...(order.payment.pendingRefund > 0 ? ([["Refund on its way", formatRupeeAmount(order.payment.pendingRefund)]] as [string, string][]) : []),
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
          <dd>{formatRupeeAmount(order.total)}</dd>
        </div>
        {discounts.map((row) => (
          <div key={row.label} className="flex justify-between gap-4 text-emerald-700" data-testid="order-discount">
            <dt>{row.label}</dt>
            <dd>{row.text}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 text-stone-600">
          <dt>Delivery</dt>
          <dd data-testid="order-delivery">{order.delivery ? formatRupeeAmount(order.delivery) : "Free"}</dd>
        </div>
        {after.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 text-stone-600">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 text-base font-bold">
          <dt>To pay</dt>
          <dd data-testid="order-payable">{formatRupeeAmount(order.payable)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-stone-600">Still to pay</dt>
          <dd className="font-semibold">{formatRupeeAmount(order.due)}</dd>
        </div>
        {cod && cash.roundOffPaise !== 0 && (
          <>
            <div className="flex justify-between gap-4 text-stone-600">
              <dt>Round off</dt>
              <dd>{roundOffText(cash.roundOffPaise)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-stone-600">Cash to pay</dt>
              <dd className="font-semibold">{formatRupees(cash.cashPaise)}</dd>
            </div>
          </>
        )}
        {payment.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-stone-600">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-stone-600">{paymentNote(order)}</p>
    </div>
  );
}
