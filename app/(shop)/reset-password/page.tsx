import type { Metadata } from "next";
import Link from "next/link";
import { LinkPage, tokenParam } from "@/components/account/LinkPage";
import { ResetPasswordForm } from "@/components/account/ResetPasswordForm";
import { PageTexts } from "@/components/i18n/PageTexts";
import { resetLinkWorks } from "@/lib/auth/password-reset";
import { languageAlternates } from "@/lib/i18n/alternates";
import { clientTextsOf } from "@/lib/i18n/client-texts-of";
import { localized, type Lang } from "@/lib/i18n/langs";
import { pageLang } from "@/lib/i18n/page-lang";
import { textsIn } from "@/lib/i18n/text";

/**
 * The page's title and addresses in a language: app/hi/reset-password is its Hindi twin. The token is in the address:
 * no referrer carries it to another page or site (OWASP, Forgot Password).
 */
export function resetPasswordMetadata(lang: Lang): Metadata {
  return {
    title: textsIn(lang, "accountPages")("resetTitle"),
    robots: { index: false },
    referrer: "no-referrer",
    alternates: languageAlternates(lang, "/reset-password"),
  };
}

export const metadata: Metadata = resetPasswordMetadata("en");

export interface LinkPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Choose a new password with a mailed link, in the page's language (the mail's: lib/auth/account-mail.ts). */
export default async function ResetPasswordPage({ searchParams }: LinkPageProps) {
  const lang = pageLang();
  const t = textsIn(lang, "accountPages");
  const token = tokenParam((await searchParams).token);
  const dead = token !== null && !(await resetLinkWorks(token));
  return (
    <LinkPage
      title={t("resetTitle")}
      token={dead ? null : token}
      dead={dead}
      missing={
        <Link href={localized(lang, "/forgot-password")} className="font-semibold text-brand underline">
          {t("askNewLink")}
        </Link>
      }
    >
      {(linkToken) => (
        <PageTexts value={clientTextsOf(lang, ["account", "accountForms", "apiErrors"])}>
          <ResetPasswordForm token={linkToken} />
        </PageTexts>
      )}
    </LinkPage>
  );
}
