import type { Metadata } from "next";
import { PageTexts } from "@/components/i18n/PageTexts";
import { GrievanceForm } from "@/components/legal/GrievanceForm";
import { languageAlternates } from "@/lib/i18n/alternates";
import { clientTextsOf } from "@/lib/i18n/client-texts-of";
import type { Lang } from "@/lib/i18n/langs";
import { pageLang } from "@/lib/i18n/page-lang";
import { textsIn } from "@/lib/i18n/text";
import { ACKNOWLEDGE_WITHIN_HOURS, RESOLVE_WITHIN_DAYS } from "@/lib/legal/deadlines";
import { GRIEVANCE_PATH } from "@/lib/legal/paths";
import { DEFAULT_DESIGNATION, shopFacts } from "@/lib/legal/shop-facts";
import { cachedShop } from "@/lib/shop/profile";

/** The page's title, description and addresses in a language: app/hi/grievance is its Hindi twin. */
export function grievanceMetadata(lang: Lang): Metadata {
  const t = textsIn(lang, "legal");
  return { title: t("grievanceTitle"), description: t("grievanceDescription"), alternates: languageAlternates(lang, GRIEVANCE_PATH) };
}

export const metadata: Metadata = grievanceMetadata("en");

// Rendered per request from the cached shop profile: the build never opens the database.
export const dynamic = "force-dynamic";

/** /grievance: the grievance officer the Consumer Protection (E-Commerce) Rules 2020 ask for, and a complaint form. */
export default async function GrievancePage() {
  const lang = pageLang();
  const t = textsIn(lang, "legal");
  const shop = await cachedShop();
  const { legalName } = shopFacts(shop);
  // What the owner gave, else the page's words for what is missing (shopFacts says it in English, for the policies' texts).
  const given = shop.grievanceOfficer;
  const officer = {
    name: given.name ?? t("officerNotGiven"),
    designation: given.designation && given.designation !== DEFAULT_DESIGNATION ? given.designation : t("defaultDesignation"),
    email: given.email ?? t("notGiven"),
    phone: given.phone ?? t("notGiven"),
  };
  return (
    <main className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="mb-4 text-3xl font-bold">{t("grievanceTitle")}</h1>
      <p className="mb-6 leading-relaxed text-stone-700">{t("grievanceIntro", { legalName, hours: ACKNOWLEDGE_WITHIN_HOURS, days: RESOLVE_WITHIN_DAYS })}</p>
      <section aria-labelledby="officer" className="mb-8 rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        <h2 id="officer" className="mb-3 text-lg font-bold">
          {officer.name}
        </h2>
        <dl className="grid grid-cols-[7rem_1fr] gap-y-1 text-sm">
          <dt className="text-stone-600">{t("designation")}</dt>
          <dd>{officer.designation}</dd>
          <dt className="text-stone-600">{t("email")}</dt>
          <dd className="break-all">{officer.email}</dd>
          <dt className="text-stone-600">{t("phone")}</dt>
          <dd>{officer.phone}</dd>
        </dl>
      </section>
      <h2 className="mb-4 text-xl font-bold">{t("sendComplaint")}</h2>
      <div className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        <PageTexts value={clientTextsOf(lang, ["grievanceForm", "apiErrors"])}>
          <GrievanceForm />
        </PageTexts>
      </div>
    </main>
  );
}
