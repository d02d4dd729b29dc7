"use client";

import { useLocalized } from "@/components/i18n/ClientTexts";
import { IntentLink } from "@/components/ui/IntentLink";
import { useLogin } from "@/lib/stores/login";

/** The shop name leads sellers to their dashboard and everyone else home (docs/product.md, Top bar). */
export function ShopNameLink({ name }: { name: string }) {
  const isAdmin = useLogin((state) => state.isAdmin);
  const localized = useLocalized();
  return (
    <IntentLink href={isAdmin ? "/dashboard" : localized("/")} className="rounded text-2xl font-extrabold tracking-tight text-brand">
      {name}
    </IntentLink>
  );
}
