import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AddressForm } from "@/components/cart/AddressForm";
import { PriceSummary } from "@/components/cart/PriceSummary";
import { listAddresses } from "@/lib/address/book";
import { summarizeLines } from "@/lib/cart/summary";
import { ButtonLink } from "@/components/ui/Button";
import { getSessionUser } from "@/lib/auth/session";
import { cartWithCoupon } from "@/lib/flows/cart-coupon";
import { rupeesToPaise } from "@/lib/money";
import { checkoutQuotes } from "@/lib/orders/quote";
import { storePayments } from "@/components/payments/PaymentTerms";
import { cachedShop, deliveryTermsOf } from "@/lib/shop/profile";
import { messagesOf } from "@/lib/i18n/text";
import { razorpayConfig } from "@/lib/config";

export const metadata: Metadata = {
  title: "Delivery address",
  description: "Where should we deliver your order?",
  robots: { index: false },
};

export default async function AddressPage() {
  const user = await getSessionUser();
  if (!user) redirect("/");
  // The ways to pay priced as the order call will price them: read now, not from the cached profile.
  const [{ cartItems, coupon }, saved, shop, methods] = await Promise.all([
    cartWithCoupon(user.id),
    listAddresses(user.id),
    cachedShop(),
    checkoutQuotes(user.id),
  ]);
  const summary = summarizeLines(cartItems);
  const terms = deliveryTermsOf(shop);

  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      {cartItems.length === 0 ? (
        <>
          <h1 className="mb-6 text-2xl font-bold sm:text-3xl">Add Address</h1>
          <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-stone-300 bg-white px-6 py-16 text-center">
            <p className="text-lg font-medium">Your cart is empty, so there is nothing to order yet.</p>
            <ButtonLink href="/products">Continue Shopping</ButtonLink>
          </div>
        </>
      ) : (
        <AddressForm lines={cartItems} saved={saved} methods={methods}>
          <aside aria-labelledby="order-summary" className="h-fit rounded-lg border border-stone-200 bg-white p-5">
            <h2 id="order-summary" className="mb-4 text-sm font-bold uppercase tracking-wider text-stone-600">
              Your order ({cartItems.length} {cartItems.length === 1 ? "item" : "items"})
            </h2>
            <PriceSummary
              summary={summary}
              terms={terms}
              payments={storePayments(shop, razorpayConfig() !== null, messagesOf("en").pay)}
              coupon={coupon?.applied ? { code: coupon.code, discountPaise: rupeesToPaise(coupon.discount) } : null}
              feeFollows
            />
          </aside>
        </AddressForm>
      )}
    </main>
  );
}
