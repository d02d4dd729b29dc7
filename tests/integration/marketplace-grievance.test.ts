import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToCart } from "@/lib/cart/cart";
import { prisma } from "@/lib/db";
import { fileGrievance } from "@/lib/legal/grievances";
import { smtpTransport } from "@/lib/mail/transport";
import { placeOrder } from "@/lib/flows/place-order";
import { decideBusiness, updateBusiness } from "@/lib/seller/business";
import { updateShop } from "@/lib/shop/profile";
import { cartAddSchema } from "@/lib/validation/cart";
import { grievanceSchema } from "@/lib/validation/legal";
import { orderInputSchema } from "@/lib/validation/orders";
import { MYSORE_SILKS } from "../fixtures/business.ts";
import { ADDRESS, businessInput, newProduct, newUser, shopWithoutCodConfirmation } from "./fixtures.ts";
import { recipient, startSmtp, startMailSender, stopMailSender, until, type TestSmtp } from "./smtp.ts";

// Complaints about a marketplace seller's order (issue 45; Consumer Protection (E-Commerce)
// Rules 2020, rule 6): the seller's grievance officer is mailed the complaint as well as the
// shop's, with the ticket the complainant was given; a complaint about the shop's own order,
// or naming no order, reaches no seller. Through a real SMTP server in this process.

const SHOP_OFFICER = "grievance@vastra.example";
const KALA_OFFICER = "grievance@kala.example"; // KALA's, the fixture's
const MYSORE_OFFICER = "officer@mysoresilks.example";

let smtp: TestSmtp;
let kala: string, mysore: string;

async function approvedSeller(fields: Record<string, unknown>) {
  const seller = await newUser({ admin: true });
  await updateBusiness(seller.id, businessInput(fields));
  await decideBusiness(seller.id, { approve: true });
  return seller.id;
}

beforeAll(async () => {
  smtp = await startSmtp();
  startMailSender({ pollMs: 100, transport: smtpTransport(smtp.url) });
  await shopWithoutCodConfirmation();
  await prisma.shop.update({ where: { id: 1 }, data: { grievanceEmail: SHOP_OFFICER } });
  kala = await approvedSeller({});
  mysore = await approvedSeller({ ...MYSORE_SILKS, grievanceOfficer: { name: "Lakshmi Iyer", email: MYSORE_OFFICER, phone: "9845012345" } });
  await updateShop({ sellingModel: "marketplace" });
});
afterAll(async () => {
  await updateShop({ sellingModel: "single" });
  await stopMailSender();
  await smtp.close();
});

async function orderOf(sellerIds: string[]) {
  const shopper = await newUser();
  for (const sellerId of sellerIds) {
    const product = await newProduct(sellerId, { category: ["kurtas"], size: [] });
    await addToCart(shopper.id, cartAddSchema.parse({ productId: product.id, quantity: 1 }));
  }
  return (await placeOrder(shopper.id, orderInputSchema.parse({ address: ADDRESS, paymentMethod: "cod" }))).order;
}

const complaint = (email: string, orderNumber: string) =>
  grievanceSchema.parse({ name: "Asha Rao", email, orderNumber, text: "The kurta's colour ran in the first wash." });

const to = (address: string) => smtp.received.filter((mail) => recipient(mail) === address);

describe("a complaint about a marketplace seller's order", () => {
  it("mails each seller's grievance officer and the shop's the complaint with the complainant's ticket", async () => {
    const order = await orderOf([kala, mysore]);
    // As a shopper types it: lower case, a space around.
    const { ticket } = await fileGrievance(complaint("asha@example.com", ` ${order.number.toLowerCase()} `), "192.0.2.70");
    await until(() => to(KALA_OFFICER).length === 1 && to(MYSORE_OFFICER).length === 1 && to(SHOP_OFFICER).length === 1, "the officers' mails");
    await until(() => to("asha@example.com").length === 1, "the ticket mail");
    expect(to("asha@example.com")[0].subject).toBe(`Your complaint ${ticket} is received`);
    for (const address of [KALA_OFFICER, MYSORE_OFFICER, SHOP_OFFICER]) {
      const [mail] = to(address);
      expect(mail.subject).toBe(`Complaint ${ticket} about order ${order.number}`);
      expect(mail.text).toContain("From: Asha Rao <asha@example.com>");
      expect(mail.text).toContain("The kurta's colour ran in the first wash.");
      expect(mail.text).toContain("quoting the ticket");
    }
    expect(to(KALA_OFFICER)[0].text).toContain(`your lines of order ${order.number}`);
    expect(to(SHOP_OFFICER)[0].text).toContain("their grievance officer has the same ticket");
  });

  it("a complaint about the shop's own order, or naming none, reaches no seller's officer", async () => {
    // An order placed while the shop sold as one business: its lines' seller of record is the shop.
    const order = await orderOf([kala]);
    await prisma.orderLine.updateMany({ where: { orderId: order.id }, data: { soldBy: "shop" } });
    await fileGrievance(complaint("ravi@example.com", order.number), "192.0.2.71");
    await fileGrievance(complaint("meena@example.com", ""), "192.0.2.72");
    await until(() => to("ravi@example.com").length === 1 && to("meena@example.com").length === 1, "the ticket mails");
    // Give a stray officer's mail time to arrive, then check none did.
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The officers have the first test's mail only.
    expect([KALA_OFFICER, MYSORE_OFFICER, SHOP_OFFICER].map((address) => to(address).length)).toEqual([1, 1, 1]);
  });
});
