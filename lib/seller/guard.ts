import { redirect } from "next/navigation";
import { cache } from "react";
import { getSessionUser, type SessionUser } from "../auth/session.ts";
import { isSeller } from "../auth/roles.ts";

/**
 * The seller behind this request, or null. Cached per request so the seller layout and
 * its page share one session lookup. Only the server-verified session counts: whatever a
 * browser keeps in localStorage (isAdmin) is never consulted.
 */
export const currentSeller = cache(async (): Promise<SessionUser | null> => {
  const user = await getSessionUser();
  return user && isSeller(user) ? user : null;
});

/** For the named seller pages: anyone but a seller goes to the landing page (docs/product.md, Seller console). */
export async function requireSellerPage(): Promise<SessionUser> {
  const seller = await currentSeller();
  if (!seller) redirect("/");
  return seller;
}
