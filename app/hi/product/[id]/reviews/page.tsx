import type { Metadata } from "next";
import ReviewsPage, { reviewsPageMetadata, type ReviewsPageProps } from "@/app/(shop)/product/[id]/reviews/page";
import { setPageLang } from "@/lib/i18n/page-lang";

export const generateMetadata = (props: ReviewsPageProps): Promise<Metadata> => reviewsPageMetadata("hi", props);

export default function HindiReviewsPage(props: ReviewsPageProps) {
  setPageLang("hi");
  return <ReviewsPage {...props} />;
}
