import type { Metadata } from "next";
import { LinkPage, tokenParam } from "@/components/account/LinkPage";
import { VerifyEmailButton } from "@/components/account/VerifyEmailButton";
import { PageTexts } from "@/components/i18n/PageTexts";
import type { LinkPageProps } from "@/app/(shop)/reset-password/page";
import { languageAlternates } from "@/lib/i18n/alternates";
import { clientTextsOf } from "@/lib/i18n/client-texts-of";
import type { Lang } from "@/lib/i18n/langs";
import { pageLang } from "@/lib/i18n/page-lang";
import { textsIn } from "@/lib/i18n/text";

/** The page's title and addresses in a language: app/hi/verify-email is its Hindi twin. The token is in the address: no referrer carries it on. */
export function verifyEmailMetadata(lang: Lang): Metadata {
  return {
    title: textsIn(lang, "accountPages")("verifyTitle"),
    robots: { index: false },
    referrer: "no-referrer",
    alternates: languageAlternates(lang, "/verify-email"),
  };
}

export const metadata: Metadata = verifyEmailMetadata("en");

/** Confirm an address with a mailed link, in the page's language (the mail's: lib/auth/account-mail.ts). */
export default async function VerifyEmailPage({ searchParams }: LinkPageProps) {
  const lang = pageLang();
  const t = textsIn(lang, "accountPages");
  const token = tokenParam((await searchParams).token);
  return (
    <LinkPage title={t("verifyTitle")} token={token} missing={t("verifyMissing")}>
      {(linkToken) => (
        <PageTexts value={clientTextsOf(lang, ["accountForms", "apiErrors"])}>
          <VerifyEmailButton token={linkToken} />
        </PageTexts>
      )}
    </LinkPage>
  );
}
