import type { Metadata } from "next";
import { RegisterForm } from "@/components/account/RegisterForm";
import { PageTexts } from "@/components/i18n/PageTexts";
import { clientTextsOf } from "@/lib/i18n/client-texts-of";
import { pageLang } from "@/lib/i18n/page-lang";
import { privatePageMetadata } from "@/lib/i18n/private-pages";
import { textsIn } from "@/lib/i18n/text";
import { isBuilding } from "@/lib/legal/frame";
import { sellerAccountsText } from "@/lib/shop/seller-accounts-text";
import { cachedShop } from "@/lib/shop/profile";

export const metadata: Metadata = privatePageMetadata("en", "/register");

// Prerendered at build without the shop profile for the footer (lib/legal/frame.ts).
export const revalidate = 60;

/** Sign-up in the page's language: app/hi/register is its Hindi twin. */
export default async function RegisterPage() {
  const lang = pageLang();
  const shop = isBuilding() ? null : await cachedShop();
  const t = textsIn(lang, "buyPages");
  return (
    <main className="mx-auto max-w-lg px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold">{t("registerHeading")}</h1>
      <div className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        <PageTexts value={clientTextsOf(lang, ["account", "apiErrors"])}>
          <RegisterForm sellerNote={sellerAccountsText(shop?.sellingModel ?? "single", lang)} />
        </PageTexts>
      </div>
    </main>
  );
}
