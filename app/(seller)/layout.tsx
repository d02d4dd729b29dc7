import type { Metadata, Viewport } from "next";
import { SITE_VIEWPORT, siteMetadata } from "@/lib/i18n/site-metadata";
import { fullName } from "@/components/account/fullName";
import { EnglishTexts } from "@/components/i18n/EnglishTexts";
import { ShopFrame } from "@/components/layout/ShopFrame";
import { SellerSidebar } from "@/components/seller/SellerSidebar";
import { currentSeller } from "@/lib/seller/guard";
import { isOwner } from "@/lib/auth/roles";

// A seller's console is private: keep it out of search engines. A root layout of its own, in English.
export const metadata: Metadata = { ...siteMetadata("en"), robots: { index: false, follow: false } };
export const viewport: Viewport = SITE_VIEWPORT;

/**
 * The seller console's frame. The guard itself lives in each page (a redirect to / for the
 * named pages, a 404 for /{id}), so this layout only decides whether to draw the sidebar:
 * nobody but a verified seller ever sees it. Each page brings its own <main>, as in the
 * rest of the shop, so a 404 or error page drawn in this frame has exactly one. The console
 * stays English (issue 46).
 */
export default async function SellerLayout({ children }: { children: React.ReactNode }) {
  return (
    <ShopFrame lang="en" FrameTexts={EnglishTexts}>
      {await consoleOf(children)}
    </ShopFrame>
  );
}

async function consoleOf(children: React.ReactNode) {
  const seller = await currentSeller();
  if (!seller) return children;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col md:min-h-[calc(100vh-4rem)] md:flex-row">
      <SellerSidebar sellerName={fullName(seller) || seller.username} owner={isOwner(seller)} />
      <div className="min-w-0 flex-1 px-4 py-6 md:px-8">{children}</div>
    </div>
  );
}
