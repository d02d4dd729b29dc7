import type { Metadata, Viewport } from "next";
import "./globals.css";
import { shopName, siteUrl } from "@/lib/config";

// metadataBase turns every page's relative canonical and Open Graph URLs into SITE_URL ones.
export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: `${shopName()}: clothing for men and women`, template: `%s | ${shopName()}` },
  description: "Clothing for men and women: shirts, trousers, tops and footwear, delivered across India.",
  openGraph: { siteName: shopName(), locale: "en_IN", type: "website" },
  twitter: { card: "summary" },
};

export const viewport: Viewport = { themeColor: "#7c2d12" };

/**
 * The root draws no document: each language's pages draw their own, with their <html lang>
 * (components/layout/ShopFrame.tsx): the shop's and the console's layouts in English,
 * app/hi/layout.tsx in Hindi. The language is in the path, so a layout knows it.
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children;
}
