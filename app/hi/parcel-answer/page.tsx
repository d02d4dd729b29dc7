import type { Metadata } from "next";
import type { LinkPageProps } from "@/app/(shop)/confirm-cod/page";
import ParcelAnswerPage, { parcelAnswerMetadata } from "@/app/(shop)/parcel-answer/page";
import { setPageLang } from "@/lib/i18n/page-lang";

export const metadata: Metadata = parcelAnswerMetadata("hi");

export default function HindiParcelAnswerPage(props: LinkPageProps) {
  setPageLang("hi");
  return <ParcelAnswerPage {...props} />;
}
