import type { Metadata } from "next";
import { PageNotFound } from "@/components/errors/PageNotFound";
import { ProblemPage } from "@/components/errors/ProblemPage";
import { ButtonLink } from "@/components/ui/Button";
import { currentSeller } from "@/lib/seller/guard";

export const metadata: Metadata = { title: "Page not found" };

/**
 * /{id} also receives every unknown top-level address, so only a seller gets the console's
 * 404 (inside the console, sidebar and all); anyone else gets the shop's.
 */
export default async function SellerNotFound() {
  if (!(await currentSeller())) return <PageNotFound />;
  return (
    <ProblemPage badge="404" title="We could not find that page" text="The product may have been deleted, or it belongs to another seller.">
      <ButtonLink href="/myproducts">Go to My Products</ButtonLink>
    </ProblemPage>
  );
}
