import TermListingLayout from "@/app/(shop)/listing/in/[slug]/[page]/[size]/[color]/[sort]/layout";
import type { ListingSegments } from "@/lib/catalog/listing-path";
import { setPageLang } from "@/lib/i18n/page-lang";

/** /hi/products/{slug}: a category or a search in Hindi (app/(shop)/listing/in/…). */
export default function HindiTermListingLayout(props: { children: React.ReactNode; params: Promise<ListingSegments & { slug: string }> }) {
  setPageLang("hi");
  return <TermListingLayout {...props} />;
}
