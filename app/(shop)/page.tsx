import type { Metadata } from "next";
import { Landing } from "@/components/home/Landing";
import { shopName } from "@/lib/config";
import { languageAlternates } from "@/lib/i18n/alternates";
import { textsIn } from "@/lib/i18n/text";

// Prerendered at build, when neither the footer nor the rows can read the database
// (lib/legal/frame.ts), and never served so (lib/cache/memory-cache-handler.mjs): rendered
// on its first view, then at most once a minute, and whenever the profile or a product changes.
export const revalidate = 60;

export function generateMetadata(): Metadata {
  const t = textsIn("en", "meta");
  return {
    title: { absolute: t("siteTitle", { shop: shopName() }) },
    description: t("homeDescription"),
    alternates: languageAlternates("en", "/"),
  };
}

export default function HomePage() {
  return <Landing lang="en" />;
}
