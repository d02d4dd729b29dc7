import type { Metadata } from "next";
import ConfirmCodPage, { confirmCodMetadata, type LinkPageProps } from "@/app/(shop)/confirm-cod/page";
import { setPageLang } from "@/lib/i18n/page-lang";

export const metadata: Metadata = confirmCodMetadata("hi");

export default function HindiConfirmCodPage(props: LinkPageProps) {
  setPageLang("hi");
  return <ConfirmCodPage {...props} />;
}
