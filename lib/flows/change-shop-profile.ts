import { revalidateShop, updateShop, type ShopRecord } from "../shop/profile.ts";
import type { ShopUpdate } from "../validation/shop.ts";

// The owner changes the shop's profile (PUT /api/shop): the fields sent change and the others
// stay (lib/shop/profile.ts), then every page that shows the profile is expired. Only the route
// calls this, in its request, where Next lets pages be expired.

export async function changeShopProfile(changes: ShopUpdate): Promise<ShopRecord> {
  const shop = await updateShop(changes);
  await revalidateShop();
  return shop;
}
