import { revalidateTag, unstable_cache } from "next/cache";
import { expireSharedTags } from "../cache/shared-cache.mjs";
import { prisma } from "../db.ts";
import { ratingOf, type Rating } from "../shared/rating.ts";
import { idSchema } from "../validation/common.ts";
import { businessStatus } from "./business.ts";

// What the Consumer Protection (E-Commerce) Rules 2020 ask a marketplace to show of a seller
// before purchase (rule 5(3)(a), and rule 6's grievance officer): the business's name, whether
// it is registered under GST, its address, customer care and rating. Public: only an approved
// business is shown, and never its PAN.

export interface SoldBy {
  sellerId: string;
  businessName: string;
  legalName: string;
  gstin: string | null;
  enrolmentId: string | null;
  address: string;
  state: string;
  stateCode: string;
  supportEmail: string;
  supportPhone: string;
  grievanceOfficer: { name: string; email: string; phone: string };
  /** The average of the stars of every shown review of their products; null before any. */
  rating: Rating | null;
}

/** Next's data-cache tag of every seller's public details: a business's change or approval expires it. */
export const SOLD_BY_TAG = "sold-by";

/** An approved seller's public details; null for anyone else (the owner, a seller not approved, no seller). */
export async function readSoldBy(sellerId: string): Promise<SoldBy | null> {
  const seller = await prisma.user.findUnique({ where: { id: sellerId }, select: { owner: true, business: true } });
  const business = seller?.business;
  if (!seller || seller.owner || !business || businessStatus(business) !== "approved") return null;
  const stars = await prisma.product.aggregate({ where: { sellerId }, _sum: { ratingCount: true, ratingSum: true } });
  const at = (value: string | null) => value ?? "";
  return {
    sellerId,
    businessName: at(business.businessName),
    legalName: at(business.legalName),
    gstin: business.gstin,
    enrolmentId: business.enrolmentId,
    address: [business.address, business.city, `${at(business.state)} ${at(business.pin)}`].join(", "),
    state: at(business.state),
    stateCode: at(business.stateCode),
    supportEmail: at(business.supportEmail),
    supportPhone: at(business.supportPhone),
    grievanceOfficer: { name: at(business.grievanceName), email: at(business.grievanceEmail), phone: at(business.grievancePhone) },
    rating: ratingOf({ ratingCount: stars._sum.ratingCount ?? 0, ratingSum: stars._sum.ratingSum ?? 0 }),
  };
}

/** readSoldBy through Next's data cache, for product pages. */
export async function cachedSoldBy(sellerId: string): Promise<SoldBy | null> {
  if (!idSchema.safeParse(sellerId).success) return null;
  return unstable_cache(() => readSoldBy(sellerId), ["sold-by", sellerId], { tags: [SOLD_BY_TAG], revalidate: 3600 })();
}

/** After a business changes or is decided: every process shows the new details from the next request. */
export async function revalidateSoldBy(): Promise<void> {
  revalidateTag(SOLD_BY_TAG, { expire: 0 });
  await expireSharedTags([SOLD_BY_TAG]);
}
