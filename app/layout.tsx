import type { Metadata } from "next";
import "./globals.css";
import { shopName } from "@/lib/config";

export const metadata: Metadata = {
  title: { default: shopName(), template: `%s | ${shopName()}` },
  description: "Clothing for men and women: shirts, trousers, tops and footwear, delivered across India.",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN">
      <body className="min-h-screen bg-stone-50 antialiased">{children}</body>
    </html>
  );
}
