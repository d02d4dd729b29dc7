"use client";

import { RenderError } from "@/components/errors/RenderError";
import { useLocalized, useText } from "@/components/i18n/ClientTexts";

/** A Hindi page that fails to render: the top bar and footer stay, and the cart is kept. */
export default function HindiShopError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useText("errors");
  const localized = useLocalized();
  return <RenderError error={error} retry={retry} text={t("shopFailed")} way={{ href: localized("/products"), label: t("browseAll") }} />;
}
