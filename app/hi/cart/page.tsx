import type { Metadata } from "next";
import CartPage from "@/app/(shop)/cart/page";
import { setPageLang } from "@/lib/i18n/page-lang";
import { privatePageMetadata } from "@/lib/i18n/private-pages";

export const metadata: Metadata = privatePageMetadata("hi", "/cart");

export default function HindiCartPage() {
  setPageLang("hi");
  return <CartPage />;
}
