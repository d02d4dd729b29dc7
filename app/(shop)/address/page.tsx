import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AddressForm } from "@/components/cart/AddressForm";
import { PriceSummary } from "@/components/cart/PriceSummary";
import { PageTexts } from "@/components/i18n/PageTexts";
import { listAddresses } from "@/lib/address/book";
import { cartMrpPaise } from "@/lib/cart/cart";
import { ButtonLink } from "@/components/ui/Button";
import { getSessionUser } from "@/lib/auth/session";
import { cartWithCoupon } from "@/lib/flows/cart-coupon";
import { priceSummary } from "@/lib/money";
import { toCartJson } from "@/lib/api-json/cart";
import { checkoutQuotes } from "@/lib/views/order-quote";
import { storePayments } from "@/components/payments/PaymentTerms";
import { cachedShop, deliveryTermsOf } from "@/lib/shop/profile";
import { clientTextsOf } from "@/lib/i18n/client-texts-of";
import { localized } from "@/lib/i18n/langs";
import { pageLang } from "@/lib/i18n/page-lang";
import { privatePageMetadata } from "@/lib/i18n/private-pages";
import { errorWords } from "@/lib/i18n/error-words";
import { messagesOf, textsIn } from "@/lib/i18n/text";
import { razorpayConfig } from "@/lib/config";

export const metadata: Metadata = privatePageMetadata("en", "/address");

/** Checkout in the page's language: app/hi/address is its Hindi twin. */
export default async function AddressPage() {
  const lang = pageLang();
  const user = await getSessionUser();
  if (!user) redirect(localized(lang, "/"));
  // The ways to pay priced as the order call will price them: read now, not from the cached profile.
  const [{ lines, coupon }, saved, shop, methods] = await Promise.all([cartWithCoupon(user.id), listAddresses(user.id), cachedShop(), checkoutQuotes(user.id)]);
  const now = new Date();
  const cartItems = toCartJson(lines, now).cartItems;
  const summary = priceSummary(cartMrpPaise(lines, now));
  const terms = deliveryTermsOf(shop);
  const t = textsIn(lang, "buyPages");
  const messages = messagesOf(lang);
  // Why a way cannot be used, in the page's words: the API's English on an English page, its code's words on a Hindi one.
  const offered = methods.map(({ label: _label, unavailableCode, ...method }) => ({
    ...method,
    unavailable: method.unavailable && lang !== "en" ? errorWords(messages.apiErrors, unavailableCode) : method.unavailable,
  }));

  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      {cartItems.length === 0 ? (
        <>
          <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{t("addAddress")}</h1>
          <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-stone-300 bg-white px-6 py-16 text-center">
            <p className="text-lg font-medium">{t("nothingToOrder")}</p>
            <ButtonLink href={localized(lang, "/products")}>{t("continueShopping")}</ButtonLink>
          </div>
        </>
      ) : (
        <PageTexts value={clientTextsOf(lang, ["checkout", "apiErrors"])}>
          <AddressForm lines={cartItems} saved={saved} methods={offered}>
            <aside aria-labelledby="order-summary" className="h-fit rounded-lg border border-stone-200 bg-white p-5">
              <h2 id="order-summary" className="mb-4 text-sm font-bold uppercase tracking-wider text-stone-600">
                {t("yourOrder", { count: cartItems.length })}
              </h2>
              <PriceSummary
                summary={summary}
                terms={terms}
                words={messages.cart}
                payments={storePayments(shop, razorpayConfig() !== null, messages.pay)}
                coupon={coupon && !coupon.refusal ? { code: coupon.code, discountPaise: coupon.discountPaise } : null}
                feeFollows
              />
            </aside>
          </AddressForm>
        </PageTexts>
      )}
    </main>
  );
}
