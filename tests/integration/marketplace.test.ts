import { beforeAll, describe, expect, it } from "vitest";
import { addToCart } from "@/lib/cart/cart";
import { prisma } from "@/lib/db";
import { placeOrder } from "@/lib/flows/place-order";
import { sellerDeliveryProblem } from "@/lib/seller/can-sell";
import { decideBusiness, readBusiness, sellersWithBusinesses, updateBusiness } from "@/lib/seller/business";
import { updateShop } from "@/lib/shop/profile";
import { businessUpdateSchema } from "@/lib/validation/business";
import { cartAddSchema } from "@/lib/validation/cart";
import { orderInputSchema } from "@/lib/validation/orders";
import { gstinOf } from "../fixtures/business.ts";
import { ADDRESS, businessInput as business, newProduct, newUser, refusal, shopWithoutCodConfirmation } from "./fixtures.ts";

// Sellers as businesses (issue 45, points 1 to 3) on a real database: the business's checks
// and the owner's approval, the seller of record each line keeps, and what a marketplace
// refuses (a seller not approved, an unregistered seller delivering out of their state).

async function order(shopperId: string, productIds: string[], address: Record<string, string> = ADDRESS) {
  for (const productId of productIds) await addToCart(shopperId, cartAddSchema.parse({ productId, quantity: 1, size: "M" }));
  return (await placeOrder(shopperId, orderInputSchema.parse({ address }))).order;
}

let owner: { id: string };
beforeAll(async () => {
  await prisma.user.updateMany({ data: { owner: false } });
  owner = await newUser({ admin: true, prefix: "owner" });
  await prisma.user.update({ where: { id: owner.id }, data: { owner: true } });
  await shopWithoutCodConfirmation();
});

describe("a seller's business", () => {
  it("is incomplete until every field is given, and names what is missing", async () => {
    const seller = await newUser({ admin: true });
    expect(await readBusiness(seller.id)).toMatchObject({ status: "incomplete", registered: false, decision: null });
    const partial = await updateBusiness(seller.id, businessUpdateSchema.parse({ businessName: "Kala Weaves", city: "Mumbai" }));
    expect(partial.status).toBe("incomplete");
    expect(partial.missing).toEqual(expect.arrayContaining(["legalName", "pan", "gstin", "grievanceOfficer.email"]));
    expect(partial.missing).not.toContain("businessName");
  });

  it("refuses a GSTIN of another state than the address, or of another PAN, and a PIN outside the state, all at once", async () => {
    const seller = await newUser({ admin: true });
    const error = await refusal(updateBusiness(seller.id, business({ gstin: gstinOf("29", "AAKCK1234F"), pin: "560001" })));
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({
      pin: ["PIN code 560001 is in Karnataka."],
      gstin: ["The GSTIN is registered in Karnataka (29), the business's address is in Maharashtra (27): they must agree."],
    });
    const otherPan = await refusal(updateBusiness(seller.id, business({ gstin: gstinOf("27", "AAPFU0939F") })));
    expect(otherPan.fields?.gstin).toEqual(["Characters 3 to 12 of a GSTIN are its holder's PAN: this one's are AAPFU0939F, not AAKCK1234F."]);
    expect((await refusal(updateBusiness(seller.id, business({ pan: "AAKC1234F" })))).fields?.pan).toHaveLength(1);
    expect(await prisma.sellerBusiness.count({ where: { userId: seller.id } })).toBe(0);
  });

  it("waits for the owner once complete; approved or declined, the seller is mailed; a change of identity asks again", async () => {
    const seller = await newUser({ admin: true });
    const saved = await updateBusiness(seller.id, business({}));
    expect(saved).toMatchObject({ status: "pending", missing: [], registered: true, stateCode: "27", state: "Maharashtra" });

    const declined = await decideBusiness(seller.id, { approve: false, note: "The PAN card's name differs." });
    expect(declined).toMatchObject({ status: "incomplete", decision: { approved: false, note: "The PAN card's name differs." } });
    expect((await updateBusiness(seller.id, businessUpdateSchema.parse({ supportPhone: "9820012346" }))).status).toBe("pending");

    const approved = await decideBusiness(seller.id, { approve: true });
    expect(approved).toMatchObject({ status: "approved", decision: { approved: true, note: null } });
    const mails = await prisma.outboxMail.findMany({ where: { to: seller.email }, orderBy: { id: "asc" } });
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Your business needs changes before it can sell",
      "Your business is approved: you can sell on the shop",
    ]);
    expect(mails[0].text).toContain("The PAN card's name differs.");

    expect((await updateBusiness(seller.id, businessUpdateSchema.parse({ supportEmail: "help@kala.example" }))).status).toBe("approved");
    expect((await updateBusiness(seller.id, businessUpdateSchema.parse({ legalName: "Kala Weaves LLP" }))).status).toBe("pending");
    expect((await sellersWithBusinesses()).find((s) => s.userId === seller.id)?.business.status).toBe("pending");
  });

  it("cannot be decided while incomplete (409 seller_business_incomplete)", async () => {
    const seller = await newUser({ admin: true });
    await updateBusiness(seller.id, businessUpdateSchema.parse({ businessName: "Half done" }));
    const error = await refusal(decideBusiness(seller.id, { approve: true }));
    expect([error.status, error.code]).toEqual([409, "seller_business_incomplete"]);
  });

  it("takes an enrolment number instead of a GSTIN: an unregistered seller", async () => {
    const seller = await newUser({ admin: true });
    const saved = await updateBusiness(seller.id, business({ gstin: null, enrolmentId: "EN2711AAKCK1234" }));
    expect(saved).toMatchObject({ status: "pending", registered: false, gstin: null, enrolmentId: "EN2711AAKCK1234" });
  });
});

describe("the shop's selling model", () => {
  it("is a single business by default: every line is the shop's, whoever lists it", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const product = await newProduct(seller.id);
    const placed = await order(shopper.id, [product.id]);
    const lines = await prisma.orderLine.findMany({ where: { orderId: placed.id }, select: { soldBy: true } });
    expect(lines).toEqual([{ soldBy: "shop" }]);
  });

  it("as a marketplace: a seller lists only once approved, their lines are theirs, the owner's are the shop's; a switch back changes later orders only", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const before = await newProduct(seller.id);
    const ownGoods = await newProduct(owner.id);
    await updateShop({ sellingModel: "marketplace" });
    try {
      const listing = await refusal(newProduct(seller.id));
      expect([listing.status, listing.code]).toEqual([409, "seller_business_incomplete"]);
      const buying = await refusal(order(shopper.id, [before.id]));
      expect([buying.status, buying.code]).toEqual([409, "seller_business_incomplete"]);
      expect(buying.message).toContain('"Linen shirt" cannot be ordered now');
      await prisma.cartLine.deleteMany({ where: { userId: shopper.id } });

      await updateBusiness(seller.id, business({}));
      await decideBusiness(seller.id, { approve: true });
      const listed = await newProduct(seller.id, { title: "Block-print kurta" });
      const placed = await order(shopper.id, [listed.id, ownGoods.id]);
      const lines = await prisma.orderLine.findMany({ where: { orderId: placed.id }, select: { productId: true, soldBy: true } });
      expect(new Map(lines.map((line) => [line.productId, line.soldBy]))).toEqual(
        new Map([
          [listed.id, "seller"],
          [ownGoods.id, "shop"],
        ]),
      );

      await updateShop({ sellingModel: "single" });
      const later = await order(shopper.id, [listed.id]);
      expect(await prisma.orderLine.findMany({ where: { orderId: later.id }, select: { soldBy: true } })).toEqual([{ soldBy: "shop" }]);
      expect(await prisma.orderLine.findMany({ where: { orderId: placed.id, productId: listed.id }, select: { soldBy: true } })).toEqual([
        { soldBy: "seller" },
      ]);
    } finally {
      await updateShop({ sellingModel: "single" });
    }
  });

  it("refuses an unregistered seller's item for another state at checkout, naming it, and takes it within their state", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    await updateBusiness(seller.id, business({ gstin: null, enrolmentId: "EN2711AAKCK1234", businessName: "Chhaya Prints" }));
    await decideBusiness(seller.id, { approve: true });
    await updateShop({ sellingModel: "marketplace" });
    try {
      const product = await newProduct(seller.id, { title: "Bandhani dupatta" });
      const error = await refusal(order(shopper.id, [product.id]));
      expect([error.status, error.code]).toEqual([409, "seller_intrastate_only"]);
      expect(error.message).toContain('"Bandhani dupatta" is sold by a seller not registered under GST, who may deliver only within Maharashtra');
      expect(await prisma.order.count({ where: { userId: shopper.id } })).toBe(0);

      expect(await sellerDeliveryProblem(product.id, "29")).toBe(
        "This item is sold by a seller not registered under GST, who may deliver only within Maharashtra.",
      );
      expect(await sellerDeliveryProblem(product.id, "27")).toBeNull();

      const placed = await order(shopper.id, [], { ...ADDRESS, pin: "400001" });
      expect(placed.lines.map((line) => line.title)).toEqual(["Bandhani dupatta"]);
    } finally {
      await updateShop({ sellingModel: "single" });
    }
  });
});
