import type { Metadata, Viewport } from "next";
import "./globals.css";
import { FlashBanner } from "@/components/layout/FlashBanner";
import { Footer } from "@/components/layout/Footer";
import { TopBar } from "@/components/layout/TopBar";
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

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN">
      <body className="flex min-h-screen flex-col bg-stone-50 font-sans antialiased">
        <a href="#main" className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2">
          Skip to content
        </a>
        <TopBar />
        <FlashBanner />
        <div id="main" className="flex-1">
          {children}
        </div>
        <Footer />
      </body>
    </html>
  );
}
