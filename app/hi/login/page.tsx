import type { Metadata } from "next";
import LoginPage from "@/app/(shop)/login/page";
import { setPageLang } from "@/lib/i18n/page-lang";
import { privatePageMetadata } from "@/lib/i18n/private-pages";

export const metadata: Metadata = privatePageMetadata("hi", "/login");

export default function HindiLoginPage() {
  setPageLang("hi");
  return <LoginPage />;
}
