import { ShopFrame } from "@/components/layout/ShopFrame";

/** The shop's pages in English, at the addresses the specification names. */
export default function ShopLayout({ children }: { children: React.ReactNode }) {
  return <ShopFrame lang="en">{children}</ShopFrame>;
}
