import type { Metadata } from "next";
import { ForgotPasswordForm } from "@/components/account/ForgotPasswordForm";
import { PageTexts } from "@/components/i18n/PageTexts";
import { languageAlternates } from "@/lib/i18n/alternates";
import { clientTextsOf } from "@/lib/i18n/client-texts-of";
import type { Lang } from "@/lib/i18n/langs";
import { pageLang } from "@/lib/i18n/page-lang";
import { textsIn } from "@/lib/i18n/text";

/** The page's title and addresses in a language: app/hi/forgot-password is its Hindi twin. */
export function forgotPasswordMetadata(lang: Lang): Metadata {
  const t = textsIn(lang, "accountPages");
  return {
    title: t("forgotTitle"),
    description: t("forgotDescription"),
    robots: { index: false },
    alternates: languageAlternates(lang, "/forgot-password"),
  };
}

export const metadata: Metadata = forgotPasswordMetadata("en");

// Prerendered at build without the shop profile for the footer (lib/legal/frame.ts).
export const revalidate = 60;

/** "Forgot password?", in the page's language. */
export default function ForgotPasswordPage() {
  const lang = pageLang();
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold">{textsIn(lang, "accountPages")("forgotTitle")}</h1>
      <div className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        <PageTexts value={clientTextsOf(lang, ["account", "accountForms", "apiErrors"])}>
          <ForgotPasswordForm />
        </PageTexts>
      </div>
    </main>
  );
}
