import { codTerms, type CodCharges, type PayWords } from "@/lib/shop/payment-terms";
import type { ShopRecord } from "@/lib/shop/profile";

/** What the storefront needs of the shop's payment settings: cash on delivery's terms and whether UPI and Razorpay are offered; and the words that say so, in the page's language. */
export interface StorePayments {
  cod: CodCharges;
  upi: boolean;
  razorpay: boolean;
  words: PayWords;
}

/**
 * From the shop's profile, whether the server has Razorpay's keys and the page's words (the page reads lib/config.ts and
 * lib/i18n/text.ts, messagesOf(lang).pay; this module also runs in the browser).
 */
export const storePayments = (shop: Pick<ShopRecord, "cod" | "upi">, razorpay: boolean, words: PayWords): StorePayments => ({
  cod: { enabled: shop.cod.enabled, feePaise: shop.cod.feePaise, maxOrderPaise: shop.cod.maxOrderPaise },
  upi: shop.upi !== null,
  razorpay,
  words,
});

/**
 * How the shopper can pay and what each way costs, shown before ordering (a fee added only at
 * the last step is a dark pattern under India's 2023 guidelines): on the product page and
 * under the cart's price summary.
 */
export function PaymentTerms({ payments, totalPaise }: { payments: StorePayments; totalPaise?: number }) {
  return (
    <ul aria-label={payments.words.waysToPay} className="space-y-1 text-sm text-stone-600">
      {payments.upi && <li>{payments.words.upi}</li>}
      {payments.razorpay && <li>{payments.words.razorpay}</li>}
      <li>{codTerms(payments.cod, payments.words, totalPaise)}</li>
    </ul>
  );
}
