import type { Metadata } from "next";
import type { LinkPageProps } from "@/app/(shop)/confirm-cod/page";
import { LinkPage, tokenParam } from "@/components/account/LinkPage";
import { PageTexts } from "@/components/i18n/PageTexts";
import { WhereItStands } from "@/components/orders/WhereItStands";
import { ParcelAnswerPanel } from "@/components/delivery/ParcelAnswerPanel";
import { languageAlternates } from "@/lib/i18n/alternates";
import { clientTextsOf } from "@/lib/i18n/client-texts-of";
import type { Lang } from "@/lib/i18n/langs";
import { pageLang } from "@/lib/i18n/page-lang";
import { textsIn } from "@/lib/i18n/text";
import { parcelLinkView } from "@/lib/delivery/attempts";

/** The page's title and addresses in a language: app/hi/parcel-answer is its Hindi twin. The token is in the address: no referrer carries it to another page or site. */
export function parcelAnswerMetadata(lang: Lang): Metadata {
  return {
    title: textsIn(lang, "parcelAnswer")("title"),
    robots: { index: false },
    referrer: "no-referrer",
    alternates: languageAlternates(lang, "/parcel-answer"),
  };
}

export const metadata: Metadata = parcelAnswerMetadata("en");

/** The link of a failed delivery attempt's mail (lib/delivery/attempt-mail.ts): take the parcel or send it back, without logging in; in the page's language. */
export default async function ParcelAnswerPage({ searchParams }: LinkPageProps) {
  const lang = pageLang();
  const t = textsIn(lang, "parcelAnswer");
  const token = tokenParam((await searchParams).token);
  const view = token ? await parcelLinkView(token) : null;
  return (
    <LinkPage title={t("title")} token={view ? token : null} dead={token !== null && !view} missing={<WhereItStands what="parcel" />}>
      {(linkToken) => (
        <div className="space-y-4 text-sm">
          <p>
            {t("order")} <span className="font-mono font-semibold">{view!.number}</span>: {t("couldNot", { carrier: view!.carrier })} (AWB{" "}
            <span className="font-mono">{view!.awb}</span>){view!.reason ? `: ${view!.reason}` : t("end")}
          </p>
          {view!.open ? (
            <>
              <p>{t("willYou")}</p>
              <PageTexts value={clientTextsOf(lang, ["parcelAnswer", "apiErrors"])}>
                <ParcelAnswerPanel token={linkToken} given={view!.given ?? undefined} />
              </PageTexts>
            </>
          ) : (
            <p className="text-stone-700">{t("gone")}</p>
          )}
        </div>
      )}
    </LinkPage>
  );
}
