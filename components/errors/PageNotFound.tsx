import { ButtonLink } from "@/components/ui/Button";
import { localized } from "@/lib/i18n/langs";
import { pageLang } from "@/lib/i18n/page-lang";
import { shopText } from "@/lib/i18n/text";
import { ProblemPage } from "./ProblemPage";

/** The shop's 404, in the page's language: an unknown address, or a product that is gone. */
export function PageNotFound() {
  const t = shopText("errors");
  return (
    <ProblemPage badge="404" title={t("notFoundTitle")} text={t("notFoundText")}>
      <ButtonLink href={localized(pageLang(), "/products")}>{t("browseAll")}</ButtonLink>
    </ProblemPage>
  );
}
