import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { textsIn } from "@/lib/i18n/text";

// The page's own title: a not-found.tsx below a root layout does not set the document's title.
export const metadata: Metadata = { title: textsIn("en", "errors")("notFoundMeta") };

/** Any other address: the shop's 404 inside its top bar and footer ((shop)/not-found.tsx). */
export default function MissingPage(): never {
  notFound();
}
