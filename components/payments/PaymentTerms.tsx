import { codTerms } from "@/lib/payments/terms";
import type { ShopJson } from "@/lib/shop/profile";

/** What the storefront needs of the shop's payment settings: cash on delivery's terms and whether UPI and Razorpay are offered. */
export interface StorePayments {
  cod: ShopJson["cod"];
  upi: boolean;
  razorpay: boolean;
}

/** From the shop's profile, and whether the server has Razorpay's keys (the page reads lib/config.ts; this module also runs in the browser). */
export const storePayments = (shop: ShopJson, razorpay: boolean): StorePayments => ({ cod: shop.cod, upi: shop.upi !== null, razorpay });

/**
 * How the shopper can pay and what each way costs, shown before ordering (a fee added only at
 * the last step is a dark pattern under India's 2023 guidelines): on the product page and
 * under the cart's price summary.
 */
export function PaymentTerms({ payments, total }: { payments: StorePayments; total?: number }) {
  return (
    <ul aria-label="Ways to pay" className="space-y-1 text-sm text-stone-600">
      {payments.upi && <li>UPI (any UPI app): no fee</li>}
      {payments.razorpay && <li>Card, UPI or netbanking (Razorpay): no fee</li>}
      <li>{codTerms(payments.cod, total)}</li>
    </ul>
  );
}
