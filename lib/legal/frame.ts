import { cachedShop, type ShopRecord } from "../shop/profile.ts";

/**
 * The shop profile for the frame of every page (the footer's legal details); null while
 * `next build` prerenders the few static pages, since the build never opens the database.
 * Those pages revalidate a minute later and then carry it (app/page.tsx and others).
 */
export async function shopForFrame(): Promise<ShopRecord | null> {
  if (isBuilding()) return null;
  return cachedShop();
}

/** Whether `next build` is prerendering: the build never opens the database, so a page shows nothing it would read there. */
export function isBuilding(): boolean {
  return process.env.NEXT_PHASE === "phase-production-build";
}
