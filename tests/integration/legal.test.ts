import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { grievances, fileGrievance, markGrievance } from "@/lib/legal/grievances";
import { policyText, savePolicy } from "@/lib/legal/policies";
import { POLICY_SLUGS, type ShopFacts } from "@/lib/legal/policy-defaults";
import { policyBlocks } from "@/lib/legal/policy-markup";
import { smtpTransport } from "@/lib/mail/transport";
import { grievanceSchema } from "@/lib/validation/legal";
import { recipient, startSmtp, until, type TestSmtp, startMailSender, stopMailSender } from "./smtp.ts";

// The shop's legal pages: policy texts (the default from the shop's facts, or the owner's)
// and complaints to the grievance officer with their tickets, mail and deadlines.

const FACTS: ShopFacts = {
  name: "Vastra",
  legalName: "Vastra Retail Private Limited",
  postalAddress: "12 MG Road, Bengaluru, Karnataka 560001",
  city: "Bengaluru",
  gstin: "29ABCDE1234F1Z5",
  supportEmail: "support@vastra.example",
  supportPhone: "+91 80 4000 0000",
  grievanceOfficer: { name: "Meera Rao", designation: "Grievance Officer", email: "grievance@vastra.example", phone: "+91 80 4000 0001" },
  paymentMethods: ["Cash on delivery"],
  returnWindowDays: 7,
  returnExchange: true,
  deliveryCharges: "Delivery is free on every order.",
  salesRecordKeeping: "for 72 months from the due date of the annual return",
};

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
  startMailSender({ pollMs: 100, transport: smtpTransport(smtp.url) });
});
afterAll(async () => {
  await stopMailSender();
  await smtp.close();
});

const complaint = (over: Record<string, unknown> = {}) =>
  grievanceSchema.parse({ name: "Asha Rao", email: "asha@example.com", orderNumber: "", text: "My order came in the wrong size.", ...over });

describe("policies", () => {
  it("each default names the shop's legal name and grievance officer, and says its real rules", async () => {
    for (const slug of POLICY_SLUGS) {
      const { text, own } = await policyText(slug, FACTS);
      expect(own).toBe(false);
      expect(policyBlocks(text).length, slug).toBeGreaterThan(1);
      if (slug !== "payments") expect(text, slug).toContain("Meera Rao");
    }
    expect((await policyText("returns", FACTS)).text).toContain("within 7 days of its delivery");
    expect((await policyText("returns", FACTS)).text).toContain("choose Return or Exchange for another size on the item");
    const returnsOnly = (await policyText("returns", { ...FACTS, returnWindowDays: 14, returnExchange: false })).text;
    expect(returnsOnly).toContain("You can ask to return an item within 14 days of its delivery");
    expect(returnsOnly).not.toContain("Exchange for another size");
    expect((await policyText("returns", { ...FACTS, returnWindowDays: 0 })).text).toContain(
      "Items cannot be returned once delivered, unless they arrived damaged",
    );
    expect((await policyText("payments", FACTS)).text).toContain("- Cash on delivery");
    expect((await policyText("shipping", FACTS)).text).toContain("Delivery is free on every order.");
    expect((await policyText("privacy", FACTS)).text).toMatch(/erase your account from your profile page/);
    expect((await policyText("privacy", FACTS)).text).toContain("we keep them for 72 months from the due date of the annual return.");
  });

  it("the owner's text replaces the default, and removing it brings the default back", async () => {
    await savePolicy("terms", "## Our terms\nBe kind.");
    expect(await policyText("terms", FACTS)).toEqual({ text: "## Our terms\nBe kind.", own: true });
    await savePolicy("terms", null);
    expect((await policyText("terms", FACTS)).own).toBe(false);
  });
});

describe("grievances", () => {
  it("a complaint gets a ticket, numbered in order, and its address is mailed the ticket and nothing it typed", async () => {
    const first = await fileGrievance(complaint({ name: "URGENT verify at https://evil.example" }), "192.0.2.50");
    const second = await fileGrievance(complaint({ email: "ravi@example.com", orderNumber: "VS-1042" }), "192.0.2.51");
    expect(first.ticket).toMatch(/^GRV-\d{6}$/);
    expect(Number(second.ticket.slice(4))).toBe(Number(first.ticket.slice(4)) + 1);
    await until(() => smtp.received.some((m) => recipient(m) === "asha@example.com"), "the ticket mail");
    const mail = smtp.received.find((m) => recipient(m) === "asha@example.com")!;
    expect(mail.subject).toBe(`Your complaint ${first.ticket} is received`);
    expect(mail.text).toContain("acknowledge it within 48 hours and resolve it within 30 days");
    expect(`${mail.text}${mail.html}`).not.toMatch(/evil\.example|wrong size/);
    expect(await prisma.grievance.findFirst({ where: { orderNumber: "VS-1042" } })).toMatchObject({ email: "ravi@example.com" });
  });

  it("the list shows the time left to acknowledge and resolve, overdue ones marked; acknowledged and resolved ones are not", async () => {
    const { ticket } = await fileGrievance(complaint({ email: "late@example.com" }), "192.0.2.52");
    await prisma.grievance.updateMany({ where: { email: "late@example.com" }, data: { createdAt: new Date(Date.now() - 3 * 24 * 3600_000) } });
    const late = (await grievances()).find((g) => g.ticket === ticket)!;
    expect(late).toMatchObject({ acknowledgeOverdue: true, resolveOverdue: false });
    await markGrievance(late.id, "acknowledged");
    expect((await grievances()).find((g) => g.ticket === ticket)).toMatchObject({ acknowledgeOverdue: false, acknowledgedAt: expect.any(Date) });
    await markGrievance(late.id, "resolved");
    const list = await grievances();
    expect(list.find((g) => g.ticket === ticket)).toMatchObject({ resolvedAt: expect.any(Date), resolveOverdue: false });
    // Open complaints come first.
    expect(list.findIndex((g) => g.ticket === ticket)).toBeGreaterThan(list.findIndex((g) => g.resolvedAt === null));
    await expect(markGrievance("cnosuchcomplaint0000000000", "resolved")).rejects.toMatchObject({ status: 404 });
  });

  it("five complaints an hour from one client address, then 429", async () => {
    for (let i = 0; i < 5; i++) await fileGrievance(complaint({ email: `c${i}@example.com` }), "192.0.2.60");
    await expect(fileGrievance(complaint({ email: "c9@example.com" }), "192.0.2.60")).rejects.toMatchObject({ status: 429 });
  });
});
