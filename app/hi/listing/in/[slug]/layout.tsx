import TermLayout from "@/app/(shop)/listing/in/[slug]/layout";
import { setPageLang } from "@/lib/i18n/page-lang";

/** /hi/products/{slug} that nothing matches, in Hindi (app/(shop)/listing/in/[slug]/layout.tsx). */
export default function HindiTermLayout(props: { children: React.ReactNode; params: Promise<{ slug: string }> }) {
  setPageLang("hi");
  return <TermLayout {...props} />;
}
