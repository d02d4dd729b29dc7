import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/Button";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-brand">404</p>
      <h1 className="text-2xl font-bold">We could not find that page</h1>
      <p className="text-stone-600">The product may have been removed, or the address may be mistyped.</p>
      <ButtonLink href="/products">Browse all products</ButtonLink>
    </main>
  );
}
