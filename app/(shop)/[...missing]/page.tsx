import { notFound } from "next/navigation";

/** Any other address: the shop's 404 inside its top bar and footer ((shop)/not-found.tsx). */
export default function MissingPage(): never {
  notFound();
}
