import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CartView } from "@/components/cart/CartView";
import { DeliveryPromise } from "@/components/delivery/DeliveryPromise";
import { PageTexts } from "@/components/i18n/PageTexts";
import { listAddresses } from "@/lib/address/book";
import { getSessionUser } from "@/lib/auth/session";
import { currentOffers } from "@/lib/coupons/owner";
import { cartWithCoupon } from "@/lib/flows/cart-coupon";
import { heldCartJson } from "@/lib/api-json/cart";
import { offerJson } from "@/lib/api-json/coupons";
import { storePayments } from "@/components/payments/PaymentTerms";
import { cachedShop, deliveryTermsOf } from "@/lib/shop/profile";
import { privatePageMetadata } from "@/lib/i18n/private-pages";
import { clientTextsOf } from "@/lib/i18n/client-texts-of";
import { localized } from "@/lib/i18n/langs";
import { pageLang } from "@/lib/i18n/page-lang";
import { messagesOf, textsIn } from "@/lib/i18n/text";
import { razorpayConfig } from "@/lib/config";

export const metadata: Metadata = privatePageMetadata("en", "/cart");

/** The cart in the page's language: app/hi/cart is its Hindi twin. */
export default async function CartPage() {
  const lang = pageLang();
  const user = await getSessionUser();
  if (!user) redirect(localized(lang, "/"));
  const [held, shop, saved, offers] = await Promise.all([cartWithCoupon(user.id), cachedShop(), listAddresses(user.id), currentOffers()]);
  const cart = heldCartJson(held);
  const home = saved.find((a) => a.isDefault) ?? saved[0];
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{textsIn(lang, "buyPages")("cartTitle")}</h1>
      <PageTexts value={clientTextsOf(lang, ["cart", "apiErrors"])}>
        {home && cart.cartItems.length > 0 && <DeliveryPromise pin={home.pin} className="-mt-4 mb-4" />}
        <CartView
          initialLines={cart.cartItems}
          initialCoupon={cart.coupon ?? null}
          offers={offers.map(offerJson)}
          terms={deliveryTermsOf(shop)}
          payments={storePayments(shop, razorpayConfig() !== null, messagesOf(lang).pay)}
        />
      </PageTexts>
    </main>
  );
}
