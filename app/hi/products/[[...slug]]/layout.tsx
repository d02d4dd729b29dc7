import FirstViewLayout from "@/app/(shop)/products/[[...slug]]/layout";
import { setPageLang } from "@/lib/i18n/page-lang";

/** /hi/products and /hi/products/{slug}: the listing's first view in Hindi (app/(shop)/products/…). */
export default function HindiFirstViewLayout(props: { children: React.ReactNode; params: Promise<{ slug?: string[] }> }) {
  setPageLang("hi");
  return <FirstViewLayout {...props} />;
}
