import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AddressForm } from "@/components/cart/AddressForm";
import { PriceSummary } from "@/components/cart/PriceSummary";
import { listAddresses } from "@/lib/address/book";
import { summarizeLines } from "@/lib/cart/summary";
import { ButtonLink } from "@/components/ui/Button";
import { getSessionUser } from "@/lib/auth/session";
import { getCart } from "@/lib/cart/cart";
import { storePayments } from "@/components/payments/PaymentTerms";
import { offeredMethods } from "@/lib/payments/methods";
import { readPaymentSettings } from "@/lib/payments/settings";
import { deliveryFeePaise } from "@/lib/delivery/terms";
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
  const [{ cartItems }, saved, shop, settings] = await Promise.all([getCart(user.id), listAddresses(user.id), cachedShop(), readPaymentSettings()]);
  const summary = summarizeLines(cartItems);
  const terms = deliveryTermsOf(shop);
  // The ways to pay as the order call will judge them: read now, not from the cached profile.
  const methods = offeredMethods(settings, summary.totalPaise);

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
        <AddressForm lines={cartItems} saved={saved} methods={methods} deliveryPaise={deliveryFeePaise(terms, summary.totalPaise)}>
          <aside aria-labelledby="order-summary" className="h-fit rounded-lg border border-stone-200 bg-white p-5">
            <h2 id="order-summary" className="mb-4 text-sm font-bold uppercase tracking-wider text-stone-600">
              Your order ({cartItems.length} {cartItems.length === 1 ? "item" : "items"})
            </h2>
            <PriceSummary summary={summary} terms={terms} payments={storePayments(shop, razorpayConfig() !== null, messagesOf("en").pay)} feeFollows />
          </aside>
        </AddressForm>
      )}
    </main>
  );
}
