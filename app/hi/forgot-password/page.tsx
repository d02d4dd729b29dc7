import type { Metadata } from "next";
import ForgotPasswordPage, { forgotPasswordMetadata } from "@/app/(shop)/forgot-password/page";
import { setPageLang } from "@/lib/i18n/page-lang";

export const metadata: Metadata = forgotPasswordMetadata("hi");

export const revalidate = 60;

export default function HindiForgotPasswordPage() {
  setPageLang("hi");
  return <ForgotPasswordPage />;
}
