import type { Metadata } from "next";
import GrievancePage, { grievanceMetadata } from "@/app/(shop)/grievance/page";
import { setPageLang } from "@/lib/i18n/page-lang";

export const metadata: Metadata = grievanceMetadata("hi");

// Per request, as the English page (app/(shop)/grievance/page.tsx).
export const dynamic = "force-dynamic";

export default function HindiGrievancePage() {
  setPageLang("hi");
  return <GrievancePage />;
}
