import type { Metadata } from "next";
import ReviewFormPage, { reviewFormMetadata, type ReviewFormPageProps } from "@/app/(shop)/product/[id]/review/page";
import { setPageLang } from "@/lib/i18n/page-lang";

export const generateMetadata = (props: ReviewFormPageProps): Promise<Metadata> => reviewFormMetadata("hi", props);

export default function HindiReviewFormPage(props: ReviewFormPageProps) {
  setPageLang("hi");
  return <ReviewFormPage {...props} />;
}
