import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setPageLang } from "@/lib/i18n/page-lang";
import { textsIn } from "@/lib/i18n/text";

// The page's own title: a not-found.tsx below a root layout does not set the document's title.
export const metadata: Metadata = { title: textsIn("hi", "errors")("notFoundMeta") };

/** Any other address under /hi: the 404 in Hindi, inside the Hindi frame (app/hi/not-found.tsx). */
export default function HindiMissingPage(): never {
  setPageLang("hi");
  notFound();
}
