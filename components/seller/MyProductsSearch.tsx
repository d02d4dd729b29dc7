import Form from "next/form";
import { SearchFields, searchFrame } from "@/components/ui/SearchFields";

/** My products' search: a plain GET form (?q=), which next/form turns into a client-side navigation; a new search starts at page 1. */
export function MyProductsSearch({ q }: { q: string }) {
  return (
    <Form action="/myproducts" role="search" className={`${searchFrame} h-10 w-full max-w-md`}>
      <SearchFields key={q} label="Search my products" placeholder="Title, colour or category" defaultValue={q} />
    </Form>
  );
}
