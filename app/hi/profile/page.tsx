import type { Metadata } from "next";
import ProfilePage, { profileMetadata } from "@/app/(shop)/profile/page";
import { setPageLang } from "@/lib/i18n/page-lang";

export const metadata: Metadata = profileMetadata("hi");

export default function HindiProfilePage() {
  setPageLang("hi");
  return <ProfilePage />;
}
