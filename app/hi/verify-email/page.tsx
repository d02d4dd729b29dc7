import type { Metadata } from "next";
import type { LinkPageProps } from "@/app/(shop)/reset-password/page";
import VerifyEmailPage, { verifyEmailMetadata } from "@/app/(shop)/verify-email/page";
import { setPageLang } from "@/lib/i18n/page-lang";

export const metadata: Metadata = verifyEmailMetadata("hi");

export default function HindiVerifyEmailPage(props: LinkPageProps) {
  setPageLang("hi");
  return <VerifyEmailPage {...props} />;
}
