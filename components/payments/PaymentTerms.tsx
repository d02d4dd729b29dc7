import { codTerms } from "@/lib/payments/terms";
import type { ShopJson } from "@/lib/shop/profile";

/** What the storefront needs of the shop's payment settings: cash on delivery's terms and whether UPI is offered. */
export interface StorePayments {
  cod: ShopJson["cod"];
  upi: boolean;
}

export const storePayments = (shop: ShopJson): StorePayments => ({ cod: shop.cod, upi: shop.upi !== null });

/**
 * How the shopper can pay and what each way costs, shown before ordering (a fee added only at
 * the last step is a dark pattern under India's 2023 guidelines): on the product page and
 * under the cart's price summary.
 */
export function PaymentTerms({ payments, total }: { payments: StorePayments; total?: number }) {
  return (
    <ul aria-label="Ways to pay" className="space-y-1 text-sm text-stone-600">
      {payments.upi && <li>UPI (any UPI app): no fee</li>}
      <li>{codTerms(payments.cod, total)}</li>
    </ul>
  );
}
