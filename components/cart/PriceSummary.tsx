import { PaymentTerms, type StorePayments } from "@/components/payments/PaymentTerms";
import { deliveryFeePaise, type DeliveryTerms } from "@/lib/shared/delivery-terms";
import { fill } from "@/lib/i18n/fill";
import type { ShopMessages } from "@/lib/i18n/text";
import type { PriceSummary as Summary } from "@/lib/money";
import { formatRupees } from "@/lib/money";
import { discountRows } from "@/lib/orders/discounts";

/** The cart's words, in the page's language: from messagesOf(lang).cart on the server, or the cart page's client texts. */
export type SummaryWords = ShopMessages["cart"];

/**
 * Total MRP, 'Discount on MRP' (two decimals; docs/product.md, Cart), the items' Total Amount,
 * then the delivery fee the shop's terms give that total (lib/shared/delivery-terms.ts, the rule the
 * order applies when placed) and what the shopper pays in all; with the shop's `payments`, the
 * ways to pay and what each adds, before ordering. With `feeFollows` (checkout, where the way to
 * pay is chosen beside it) the sum is "Items and delivery": the form's "To pay" adds the chosen
 * way's fee, so no total shown leaves out a charge.
 */
export function PriceSummary({
  summary,
  terms,
  payments,
  words,
  feeFollows = false,
  coupon = null,
}: {
  summary: Summary;
  /** The coupon the cart holds, when it applies: its code and what it takes off the Total Amount. */
  coupon?: { code: string; discountPaise: number } | null;
  terms: Pick<DeliveryTerms, "feePaise" | "freeAbovePaise">;
  payments?: StorePayments;
  words: SummaryWords;
  feeFollows?: boolean;
}) {
  // Free delivery and the ways to pay look at the items after the coupon, as placing does (lib/views/order-quote.ts).
  const itemsPaise = summary.totalPaise - (coupon?.discountPaise ?? 0);
  const fee = deliveryFeePaise(terms, itemsPaise);
  const short = fee > 0 && terms.freeAbovePaise !== null ? terms.freeAbovePaise - itemsPaise : 0;
  const discounts = discountRows({ couponCode: coupon?.code, couponDiscountPaise: coupon?.discountPaise }, words);
  return (
    <>
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between">
          <dt>{words.totalMrp}</dt>
          <dd data-testid="total-mrp">{formatRupees(summary.mrpPaise)}</dd>
        </div>
        <div className="flex justify-between text-emerald-700">
          <dt>{words.discountOnMrp}</dt>
          <dd data-testid="discount">−{formatRupees(summary.discountPaise)}</dd>
        </div>
        <div className="flex justify-between border-t border-stone-200 pt-2 font-semibold">
          <dt>{words.totalAmount}</dt>
          <dd data-testid="total-amount">{formatRupees(summary.totalPaise)}</dd>
        </div>
        {discounts.map((row) => (
          <div key={row.label} className="flex justify-between text-emerald-700">
            <dt>{row.label}</dt>
            <dd data-testid="coupon-discount">{row.text}</dd>
          </div>
        ))}
        <div className="flex justify-between">
          <dt>{words.delivery}</dt>
          <dd data-testid="delivery-fee" className={fee ? undefined : "font-semibold text-emerald-700"}>
            {fee ? formatRupees(fee) : words.free}
          </dd>
        </div>
        {short > 0 && (
          <p data-testid="free-delivery-hint" className="text-xs text-stone-600">
            {fill(words.freeHint, { short: formatRupees(short), from: formatRupees(terms.freeAbovePaise!) })}
          </p>
        )}
        <div className="flex justify-between border-t border-stone-200 pt-2 text-base font-bold">
          <dt>{feeFollows ? words.itemsAndDelivery : words.toPay}</dt>
          <dd data-testid="payable">{formatRupees(itemsPaise + fee)}</dd>
        </div>
      </dl>
      {payments && (
        <div className="mt-3 border-t border-stone-200 pt-3">
          <PaymentTerms payments={payments} totalPaise={itemsPaise} />
        </div>
      )}
    </>
  );
}
