import type { Metadata } from "next";
import AddressPage from "@/app/(shop)/address/page";
import { setPageLang } from "@/lib/i18n/page-lang";
import { privatePageMetadata } from "@/lib/i18n/private-pages";

export const metadata: Metadata = privatePageMetadata("hi", "/address");

export default function HindiAddressPage() {
  setPageLang("hi");
  return <AddressPage />;
}
