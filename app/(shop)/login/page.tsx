import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/account/LoginForm";
import { MobileSignInForm } from "@/components/account/MobileSignInForm";
import { PageTexts } from "@/components/i18n/PageTexts";
import { getSessionUser } from "@/lib/auth/session";
import { clientTextsOf } from "@/lib/i18n/client-texts-of";
import { localized } from "@/lib/i18n/langs";
import { pageLang } from "@/lib/i18n/page-lang";
import { privatePageMetadata } from "@/lib/i18n/private-pages";
import { textsIn } from "@/lib/i18n/text";

export const metadata: Metadata = privatePageMetadata("en", "/login");

/** Log in, in the page's language: app/hi/login is its Hindi twin. */
export default async function LoginPage() {
  const lang = pageLang();
  // /login goes to / for someone already logged in (docs/product.md, Login and signup).
  if (await getSessionUser()) redirect(localized(lang, "/"));
  const t = textsIn(lang, "buyPages");
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold">{t("loginHeading")}</h1>
      {/* On a phone the mobile number comes first (docs/product.md, Login and signup). */}
      <PageTexts value={clientTextsOf(lang, ["account", "apiErrors"])}>
        <div className="flex flex-col gap-6">
          <div className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
            <LoginForm />
          </div>
          <section aria-label={t("mobileSection")} className="order-first rounded-lg border border-stone-200 bg-white p-6 shadow-sm md:order-none">
            <MobileSignInForm />
          </section>
        </div>
      </PageTexts>
    </main>
  );
}
