import { pageLang } from "@/lib/i18n/page-lang";
import { messagesOf, textsIn } from "@/lib/i18n/text";
import { formatRupeeAmount, formatRupees, rupeesToPaise } from "@/lib/money";
import type { OrderJson } from "@/lib/api-json/orders";
import { discountRows } from "@/lib/orders/discounts";
import { cashDue, roundOffText } from "@/lib/orders/payment";
import { METHOD_WORDS } from "@/lib/shared/method-words";

/**
 * The totals as the order was placed, how it is paid and where the payment stands, and what
 * is still to pay: cash due with its "Round off" to the rupee. In the page's language; `note`
 * is the payment's sentence (lib/views/payment-note.ts).
 */
export function OrderTotals({ order, note }: { order: OrderJson; note: string }) {
  const lang = pageLang();
  const t = textsIn(lang, "orders");
  const method = textsIn(lang, "checkout")(METHOD_WORDS[order.payment.method]);
  const rows: [string, string][] = [
    [t("totalMrp"), formatRupeeAmount(order.mrp)],
    [t("discountOnMrp"), `−${formatRupeeAmount(order.discount)}`],
  ];
  const cod = order.payment.method === "cod";
  const cash = cashDue(rupeesToPaise(order.due));
  const discounts = discountRows(
    {
      couponCode: order.coupon?.code,
      couponDiscountPaise: rupeesToPaise(order.couponDiscount),
      prepaidDiscountPaise: rupeesToPaise(order.prepaidDiscount),
    },
    messagesOf(lang).cart,
  );
  const after: [string, string][] = [...(order.codFee > 0 ? ([[t("codFee"), formatRupeeAmount(order.codFee)]] as [string, string][]) : [])];
  const payment: [string, string][] = [
    [t("payment"), cod ? method : `${method}: ${t(`paymentStatus.${order.payment.status}`)}`],
    ...(order.payment.refunded > 0 ? ([[t("refunded"), formatRupeeAmount(order.payment.refunded)]] as [string, string][]) : []),
    ...(order.payment.pendingRefund > 0 ? ([[t("refundOnItsWay"), formatRupeeAmount(order.payment.pendingRefund)]] as [string, string][]) : []),
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
          <dt>{t("totalAmount")}</dt>
          <dd>{formatRupeeAmount(order.total)}</dd>
        </div>
        {discounts.map((row) => (
          <div key={row.label} className="flex justify-between gap-4 text-emerald-700" data-testid="order-discount">
            <dt>{row.label}</dt>
            <dd>{row.text}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 text-stone-600">
          <dt>{t("delivery")}</dt>
          <dd data-testid="order-delivery">{order.delivery ? formatRupeeAmount(order.delivery) : t("free")}</dd>
        </div>
        {after.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 text-stone-600">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 text-base font-bold">
          <dt>{t("toPay")}</dt>
          <dd data-testid="order-payable">{formatRupeeAmount(order.payable)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-stone-600">{t("stillToPay")}</dt>
          <dd className="font-semibold">{formatRupeeAmount(order.due)}</dd>
        </div>
        {cod && cash.roundOffPaise !== 0 && (
          <>
            <div className="flex justify-between gap-4 text-stone-600">
              <dt>{t("roundOff")}</dt>
              <dd>{roundOffText(cash.roundOffPaise)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-stone-600">{t("cashToPay")}</dt>
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
      <p className="text-stone-600">{note}</p>
    </div>
  );
}
