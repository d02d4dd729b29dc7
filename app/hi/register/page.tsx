import type { Metadata } from "next";
import RegisterPage from "@/app/(shop)/register/page";
import { setPageLang } from "@/lib/i18n/page-lang";
import { privatePageMetadata } from "@/lib/i18n/private-pages";

export const metadata: Metadata = privatePageMetadata("hi", "/register");

// Cached as the English sign-up page is (app/(shop)/register/page.tsx).
export const revalidate = 60;

export default function HindiRegisterPage() {
  setPageLang("hi");
  return <RegisterPage />;
}
