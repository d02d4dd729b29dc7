import type { Metadata } from "next";
import WishlistPage, { wishlistMetadata } from "@/app/(shop)/wishlist/page";
import { setPageLang } from "@/lib/i18n/page-lang";

export const metadata: Metadata = wishlistMetadata("hi");

export default function HindiWishlistPage() {
  setPageLang("hi");
  return <WishlistPage />;
}
