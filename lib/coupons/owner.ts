import { prisma } from "../db.ts";
import { badRequest, conflict, notFound, isUniqueViolation } from "../errors.ts";
import type { Coupon, Prisma } from "../generated/prisma/client.ts";
import { paiseToRupees, rupeesToPaise } from "../money.ts";
import { couponTermsIssues, type CouponCreate, type CouponUpdate } from "../validation/coupons.ts";
import { isRunning } from "./rules.ts";
import { couponResults } from "./uses.ts";

// The owner's coupons (issue 43): made, listed with what they did, changed and ended. An ended
// coupon stays, so every order placed with it still names it.

/** A coupon's value as kept: a percent as it is, rupees off as paise. */
const valueOf = (kind: Coupon["kind"], value: number) => (kind === "percent" ? value : rupeesToPaise(value));

/** The columns a create or a change writes (undefined: kept). */
function columnsOf(input: CouponUpdate, kind: Coupon["kind"]) {
  const paise = (rupees: number | null | undefined) => (rupees === undefined ? undefined : rupees === null ? null : rupeesToPaise(rupees));
  return {
    description: input.description,
    kind: input.kind,
    value: input.value === undefined ? undefined : valueOf(kind, input.value),
    maxDiscountPaise: paise(input.maxDiscount),
    minOrderPaise: input.minOrder === undefined ? undefined : rupeesToPaise(input.minOrder),
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    totalUses: input.totalUses,
    perShopperUses: input.perShopperUses,
    firstOrderOnly: input.firstOrderOnly,
    prepaidOnly: input.prepaidOnly,
    categories: input.categories,
    public: input.public,
  } satisfies Prisma.CouponUpdateInput;
}

/** A coupon with what it did, in paise: the discount it gave and the sales of the orders placed with it (lib/api-json/coupons.ts makes the API's JSON of it). */
export interface CouponWithResults {
  coupon: Coupon;
  discountPaise: number;
  salesPaise: number;
}

const withResults = (coupon: Coupon, results: { discountPaise: number; salesPaise: number } | undefined): CouponWithResults => ({
  coupon,
  discountPaise: results?.discountPaise ?? 0,
  salesPaise: results?.salesPaise ?? 0,
});

const taken = (code: string) => conflict(`There is already a coupon ${code}.`, { code: ["taken"] });

export async function createCoupon(input: CouponCreate): Promise<CouponWithResults> {
  try {
    const coupon = await prisma.coupon.create({
      data: { ...columnsOf(input, input.kind), code: input.code, description: input.description, kind: input.kind, value: valueOf(input.kind, input.value) },
    });
    return withResults(coupon, undefined);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(input.code);
    throw error;
  }
}

/** Changes the fields sent; the checks across fields run on the coupon as it will be. */
export async function updateCoupon(code: string, input: CouponUpdate): Promise<CouponWithResults> {
  return prisma.$transaction(async (tx) => {
    // Locked, so no order counts a use between the check of totalUses below and the write.
    await tx.$queryRaw`SELECT "id" FROM "Coupon" WHERE "code" = ${code} FOR UPDATE`;
    const coupon = await tx.coupon.findUnique({ where: { code } });
    if (!coupon) throw notFound("No such coupon.");
    const kind = input.kind ?? coupon.kind;
    const asRupees = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));
    const issues = couponTermsIssues({
      kind,
      value: input.value ?? (input.kind && input.kind !== coupon.kind ? undefined : kind === "percent" ? coupon.value : paiseToRupees(coupon.value)),
      maxDiscount: input.maxDiscount !== undefined ? input.maxDiscount : asRupees(coupon.maxDiscountPaise),
      startsAt: input.startsAt !== undefined ? input.startsAt : coupon.startsAt,
      endsAt: input.endsAt !== undefined ? input.endsAt : coupon.endsAt,
    });
    if (input.kind && input.kind !== coupon.kind && input.value === undefined) issues.value = ["give the value with a new kind"];
    if (input.totalUses != null && input.totalUses < coupon.uses) issues.totalUses = [`at least ${coupon.uses}, the uses it has`];
    if (Object.keys(issues).length) throw badRequest("The coupon's terms do not fit together.", issues);
    const changed = await tx.coupon.update({ where: { id: coupon.id }, data: columnsOf(input, kind) });
    return withResults(changed, (await couponResults(tx, [changed.id])).get(changed.id));
  });
}

/** Ends the coupon now: it no longer applies (carts holding it show why), and stays for the records. */
export async function endCoupon(code: string): Promise<CouponWithResults> {
  const coupon = await prisma.coupon.findUnique({ where: { code } });
  if (!coupon) throw notFound("No such coupon.");
  const ended = coupon.endedAt ? coupon : await prisma.coupon.update({ where: { id: coupon.id }, data: { endedAt: new Date() } });
  return withResults(ended, (await couponResults(prisma, [ended.id])).get(ended.id));
}

/** Every coupon, newest first, with its uses, the discount it gave and the sales it brought. */
export async function listCoupons(): Promise<CouponWithResults[]> {
  const coupons = await prisma.coupon.findMany({ orderBy: [{ createdAt: "desc" }, { id: "asc" }] });
  const results = await couponResults(
    prisma,
    coupons.map((coupon) => coupon.id),
  );
  return coupons.map((coupon) => withResults(coupon, results.get(coupon.id)));
}

/** The public coupons a shopper can use now, ending soonest first. */
export async function currentOffers(now = new Date()): Promise<Coupon[]> {
  const coupons = await prisma.coupon.findMany({
    where: { public: true, endedAt: null },
    orderBy: [{ endsAt: { sort: "asc", nulls: "last" } }, { code: "asc" }],
  });
  return coupons.filter((coupon) => isRunning(coupon, now) && (coupon.totalUses === null || coupon.uses < coupon.totalUses));
}
