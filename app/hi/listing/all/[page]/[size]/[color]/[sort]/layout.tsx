import AllProductsLayout from "@/app/(shop)/listing/all/[page]/[size]/[color]/[sort]/layout";
import type { ListingSegments } from "@/lib/catalog/listing-path";
import { setPageLang } from "@/lib/i18n/page-lang";

/** /hi/products: the all-products listing in Hindi (app/(shop)/listing/all/…). */
export default function HindiAllProductsLayout(props: { children: React.ReactNode; params: Promise<ListingSegments> }) {
  setPageLang("hi");
  return <AllProductsLayout {...props} />;
}
