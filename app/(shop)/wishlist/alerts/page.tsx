import type { Metadata } from "next";
import { PageTexts } from "@/components/i18n/PageTexts";
import { StopAlerts } from "@/components/wishlist/StopAlerts";
import { languageAlternates } from "@/lib/i18n/alternates";
import { clientTextsOf } from "@/lib/i18n/client-texts-of";
import type { Lang } from "@/lib/i18n/langs";
import { pageLang } from "@/lib/i18n/page-lang";
import { textsIn } from "@/lib/i18n/text";

/** The page's title and addresses in a language: app/hi/wishlist/alerts is its Hindi twin. */
export function wishlistAlertsMetadata(lang: Lang): Metadata {
  return { title: textsIn(lang, "accountPages")("alertsTitle"), robots: { index: false }, alternates: languageAlternates(lang, "/wishlist/alerts") };
}

export const metadata: Metadata = wishlistAlertsMetadata("en");

export interface AlertsPageProps {
  searchParams: Promise<{ user?: string; token?: string }>;
}

/**
 * Where the "No more of these mails" link of the wishlist's alerts leads (lib/wishlist/alerts.ts):
 * a button, not the link itself, turns them off, as link checkers of mail services open links.
 */
export default async function WishlistAlertsPage({ searchParams }: AlertsPageProps) {
  const { user, token } = await searchParams;
  const lang = pageLang();
  const t = textsIn(lang, "accountPages");
  return (
    <main className="mx-auto max-w-xl px-4 py-8">
      <h1 className="mb-3 text-2xl font-bold">{t("alertsTitle")}</h1>
      <p className="mb-5 text-stone-700">{t("alertsLead")}</p>
      {user && token ? (
        <PageTexts value={clientTextsOf(lang, ["accountForms", "apiErrors"])}>
          <StopAlerts userId={user} token={token} />
        </PageTexts>
      ) : (
        <p className="text-stone-600">{t("alertsIncomplete")}</p>
      )}
    </main>
  );
}
