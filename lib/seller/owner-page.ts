import { redirect } from "next/navigation";
import type { SessionUser } from "../auth/session.ts";
import { isOwner } from "../auth/roles.ts";
import { requireSellerPage } from "./guard.ts";

/** For the owner's console pages: anyone but a seller goes to /, a seller who is not the owner to the dashboard. */
export async function requireOwnerPage(): Promise<SessionUser> {
  const seller = await requireSellerPage();
  if (!isOwner(seller)) redirect("/dashboard");
  return seller;
}
