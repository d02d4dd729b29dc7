import type { Metadata } from "next";
import WishlistAlertsPage, { wishlistAlertsMetadata, type AlertsPageProps } from "@/app/(shop)/wishlist/alerts/page";
import { setPageLang } from "@/lib/i18n/page-lang";

export const metadata: Metadata = wishlistAlertsMetadata("hi");

export default function HindiWishlistAlertsPage(props: AlertsPageProps) {
  setPageLang("hi");
  return <WishlistAlertsPage {...props} />;
}
