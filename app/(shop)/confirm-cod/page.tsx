import type { Metadata } from "next";
import { LinkPage, tokenParam } from "@/components/account/LinkPage";
import { PageTexts } from "@/components/i18n/PageTexts";
import { WhereItStands } from "@/components/orders/WhereItStands";
import { CodConfirmPanel } from "@/components/orders/CodConfirmPanel";
import { languageAlternates } from "@/lib/i18n/alternates";
import { clientTextsOf } from "@/lib/i18n/client-texts-of";
import type { Lang } from "@/lib/i18n/langs";
import { pageLang } from "@/lib/i18n/page-lang";
import { textsIn } from "@/lib/i18n/text";
import { codLinkView } from "@/lib/orders/cod-confirmation";
import { deadlineText } from "@/lib/orders/cod-deadline";

/** The page's title and addresses in a language: app/hi/confirm-cod is its Hindi twin. The token is in the address: no referrer carries it to another page or site. */
export function confirmCodMetadata(lang: Lang): Metadata {
  return {
    title: textsIn(lang, "codConfirm")("heading"),
    robots: { index: false },
    referrer: "no-referrer",
    alternates: languageAlternates(lang, "/confirm-cod"),
  };
}

export const metadata: Metadata = confirmCodMetadata("en");

export interface LinkPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The placed mail's link (lib/orders/cod-mail.ts): confirm or cancel a cash-on-delivery order without logging in; in the page's language. */
export default async function ConfirmCodPage({ searchParams }: LinkPageProps) {
  const lang = pageLang();
  const t = textsIn(lang, "codConfirm");
  const token = tokenParam((await searchParams).token);
  const view = token ? await codLinkView(token) : null;
  return (
    <LinkPage title={t("heading")} token={view ? token : null} dead={token !== null && !view} missing={<WhereItStands what="order" />}>
      {(linkToken) =>
        view!.status === "pending" && new Date(view!.by) > new Date() ? (
          <div className="space-y-4">
            <p className="text-sm">
              {t("order")} <span className="font-mono font-semibold">{view!.number}</span>
              {t("cashOnDelivery")}
            </p>
            <PageTexts value={clientTextsOf(lang, ["codConfirm", "apiErrors"])}>
              <CodConfirmPanel token={linkToken} by={view!.by} />
            </PageTexts>
          </div>
        ) : (
          <p className="text-sm text-stone-700">
            {t("order")} <span className="font-mono font-semibold">{view!.number}</span>{" "}
            {view!.status === "pending" ? t("lateExpired", { deadline: deadlineText(view!.by, lang) }) : t(view!.status)}
          </p>
        )
      }
    </LinkPage>
  );
}
