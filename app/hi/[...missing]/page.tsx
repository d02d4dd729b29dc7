import { notFound } from "next/navigation";
import { setPageLang } from "@/lib/i18n/page-lang";

/** Any other address under /hi: the 404 in Hindi, inside the Hindi frame (app/hi/not-found.tsx). */
export default function HindiMissingPage(): never {
  setPageLang("hi");
  notFound();
}
