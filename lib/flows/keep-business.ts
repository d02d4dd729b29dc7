import { decideBusiness, updateBusiness, type Business } from "../seller/business.ts";
import { revalidateSoldBy } from "../seller/sold-by.ts";
import type { BusinessDecision, BusinessUpdate } from "../validation/business.ts";

// A seller's business (PUT /api/seller/{id}/business and its approval): the seller (or the
// owner) changes its details, the owner approves or declines it once complete, and the seller is
// mailed either way (lib/seller/business.ts); then the product pages' "Sold by" is expired
// (lib/seller/sold-by.ts). Only the routes call these, in their request, where Next lets pages
// be expired.

export async function changeBusiness(userId: string, changes: BusinessUpdate): Promise<Business> {
  const business = await updateBusiness(userId, changes);
  await revalidateSoldBy();
  return business;
}

export async function judgeBusiness(userId: string, decision: BusinessDecision): Promise<Business> {
  const business = await decideBusiness(userId, decision);
  await revalidateSoldBy();
  return business;
}
