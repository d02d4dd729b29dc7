import type { Metadata } from "next";
import ResetPasswordPage, { resetPasswordMetadata, type LinkPageProps } from "@/app/(shop)/reset-password/page";
import { setPageLang } from "@/lib/i18n/page-lang";

export const metadata: Metadata = resetPasswordMetadata("hi");

export default function HindiResetPasswordPage(props: LinkPageProps) {
  setPageLang("hi");
  return <ResetPasswordPage {...props} />;
}
