import { ButtonLink } from "@/components/ui/Button";
import { ProblemPage } from "./ProblemPage";

/** The shop's 404: an unknown address, or a product that is gone. */
export function PageNotFound() {
  return (
    <ProblemPage badge="404" title="We could not find that page" text="The product may have been removed, or the address may be mistyped.">
      <ButtonLink href="/products">Browse all products</ButtonLink>
    </ProblemPage>
  );
}
