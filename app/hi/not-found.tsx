import type { Metadata } from "next";
import { PageNotFound } from "@/components/errors/PageNotFound";
import { setPageLang } from "@/lib/i18n/page-lang";
import { textsIn } from "@/lib/i18n/text";

export const metadata: Metadata = { title: textsIn("hi", "errors")("notFoundMeta") };

/** A Hindi page that names nothing (a product that is gone). */
export default function HindiNotFound() {
  setPageLang("hi");
  return <PageNotFound />;
}
