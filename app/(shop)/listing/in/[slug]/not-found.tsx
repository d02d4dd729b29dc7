import { ButtonLink } from "@/components/ui/Button";

/** Below the layout's "no products match" and its suggestions. */
export default function NoResults() {
  return <ButtonLink href="/products">See all products</ButtonLink>;
}
