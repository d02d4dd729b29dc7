import crypto from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { addToCart } from "@/lib/cart/cart";
import { prisma } from "@/lib/db";
import { recordFailedAttempt } from "@/lib/delivery/attempts";
import { dispatchLines } from "@/lib/flows/dispatch-parcel";
import { closeShipment } from "@/lib/flows/parcel-outcome";
import { answerFailedAttempt } from "@/lib/flows/answer-parcel";
import { invoiceAttachment } from "@/lib/invoices/read";
import { createMailPass } from "@/lib/mail/sender";
import { smtpTransport } from "@/lib/mail/transport";
import { placeOrder } from "@/lib/flows/place-order";
import { setOrderLineStatus } from "@/lib/flows/set-line-status";
import { cartAddSchema } from "@/lib/validation/cart";
import { orderInputSchema } from "@/lib/validation/orders";
import { ADDRESS, newProduct, newUser, shopWithoutCodConfirmation } from "./fixtures.ts";
import { recipient, startSmtp, type TestSmtp } from "./smtp.ts";

// A failed delivery attempt answered through its flow (issue 41 §4, issue 40's flows): by the
// mailed link without logging in, or by the shopper on the order page.

const servers: TestSmtp[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** A parcel of one line, in transit after one failed attempt. */
async function missedParcel(language: "en" | "hi" = "en") {
  await shopWithoutCodConfirmation();
  const seller = await newUser({ admin: true });
  const shopper = await newUser();
  const product = await newProduct(seller.id, { title: "Kurta", price: 999, size: [] });
  await addToCart(shopper.id, cartAddSchema.parse({ productId: product.id, quantity: 1 }));
  const { order } = await placeOrder(shopper.id, orderInputSchema.parse({ address: ADDRESS, language }));
  await setOrderLineStatus(seller.id, order.lines[0].id, "Accepted");
  const awb = `AF${crypto.randomBytes(4).toString("hex")}`;
  const parcel = await dispatchLines(seller.id, order.id, { lineIds: [order.lines[0].id], carrier: "DTDC", awb });
  await recordFailedAttempt(seller.id, parcel.id, "Nobody at home");
  return { seller, shopper, order, parcel };
}

/** Sends the mail recorded so far to a real SMTP server; what each address received. */
async function sendMail() {
  const server = await startSmtp();
  servers.push(server);
  const pass = createMailPass({ invoiceAttachment, transport: smtpTransport(server.url) });
  await pass.run(Date.now() + 30_000);
  pass.close?.();
  return server.received;
}

const tokenIn = (text: string | undefined) => /\/parcel-answer\?token=([\w-]+)/.exec(text ?? "")?.[1];

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail("expected a refusal"),
    (error) => error as { status: number; code: string },
  );

const answersOf = async (orderId: string) =>
  (await prisma.orderEvent.findMany({ where: { orderId, type: { in: ["delivery_retry_requested", "delivery_declined"] } }, orderBy: { at: "asc" } })).map(
    (event) => `${event.type} by ${event.by}`,
  );

describe("a failed delivery attempt's answer", () => {
  it("by the mailed link: sends the parcel back once and mails its seller; two uses at once end in one", async () => {
    const { seller, shopper, order, parcel } = await missedParcel();
    const mail = await sendMail();
    const token = tokenIn(mail.find((m) => recipient(m) === shopper.email && m.subject?.endsWith("the courier could not deliver it"))?.text);
    expect(token, "the link in the shopper's mail").toBeDefined();

    const both = await Promise.allSettled([answerFailedAttempt({ token: token! }, "decline"), answerFailedAttempt({ token: token! }, "retry")]);
    const done = both.filter((result) => result.status === "fulfilled");
    expect(done).toHaveLength(1);
    expect(both.filter((result) => result.status === "rejected").map((result) => (result as PromiseRejectedResult).reason.code)).toEqual(["invalid_token"]);
    const answered = await prisma.shipment.findUniqueOrThrow({ where: { id: parcel.id } });
    const given = (done[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof answerFailedAttempt>>>).value.shipment;
    expect(answered).toMatchObject({ retryRequestedAt: given.retryRequestedAt, declinedAt: given.declinedAt });
    expect(await answersOf(order.id)).toHaveLength(1);

    // Whichever won, the shopper may send it back; the seller is then told, once.
    await answerFailedAttempt({ shopperId: shopper.id, shipmentId: parcel.id }, "decline");
    await answerFailedAttempt({ shopperId: shopper.id, shipmentId: parcel.id }, "decline");
    const toSeller = (await sendMail()).filter((m) => recipient(m) === seller.email);
    expect(toSeller.map((m) => m.subject)).toEqual([`Order ${order.number}: the shopper no longer wants parcel ${parcel.awb}`]);
    expect(toSeller[0].text).toContain("mark it Returned to origin when it arrives");
  });

  it("asks a Hindi order's shopper in Hindi, with the courier's words as given", async () => {
    const { shopper, order, parcel } = await missedParcel("hi");
    const mail = (await sendMail()).find((m) => recipient(m) === shopper.email && m.subject === `आपका ऑर्डर ${order.number}: कूरियर इसे डिलीवर नहीं कर सका`);
    expect(mail?.text).toContain(`DTDC आपका पार्सल (AWB ${parcel.awb}) डिलीवर नहीं कर सका: Nobody at home`);
    expect(mail?.text).toContain("क्या आप इसे लेंगे? लॉग इन किए बिना बता दें, कूरियर फिर से लाएगा;");
    expect(tokenIn(mail?.text)).toBeDefined();
    // Its link opens the Hindi page.
    expect(mail?.text).toMatch(/\/hi\/parcel-answer\?token=/);
    expect(mail?.html).toContain('<html lang="hi">');
    expect(mail?.html).toContain("मैं इसे लूँगा, या वापस भिजवाएँ");
    for (const english of ["Your order", "could not deliver", "Will you take it", "send it back", "nothing is charged"])
      expect(mail?.text, english).not.toContain(english);
  });

  it("is refused once the parcel is closed, leaving the link good; another shopper's parcel is not found", async () => {
    const { seller, shopper, order, parcel } = await missedParcel();
    const token = tokenIn((await sendMail()).find((m) => recipient(m) === shopper.email && m.subject?.endsWith("could not deliver it"))?.text)!;
    await closeShipment(seller.id, parcel.id, "delivered");
    expect(await failure(answerFailedAttempt({ token }, "retry"))).toMatchObject({ status: 409, code: "conflict" });
    // Refused, the link was not spent: it still opens and answers what became of the parcel.
    const link = await prisma.accountToken.findFirstOrThrow({ where: { shipmentId: parcel.id } });
    expect(link.usedAt).toBeNull();
    expect(await failure(answerFailedAttempt({ shopperId: (await newUser()).id, shipmentId: parcel.id }, "decline"))).toMatchObject({ status: 404 });
    expect(await answersOf(order.id)).toEqual([]);
  });

  it("on the order page: the other answer replaces the first; a new failed attempt asks again", async () => {
    const { seller, shopper, order, parcel } = await missedParcel();
    const retried = await answerFailedAttempt({ shopperId: shopper.id, shipmentId: parcel.id }, "retry");
    expect(retried.shipment.retryRequestedAt).not.toBeNull();
    const declined = await answerFailedAttempt({ shopperId: shopper.id, shipmentId: parcel.id }, "decline");
    expect(declined.shipment).toMatchObject({ retryRequestedAt: null, declinedAt: expect.any(Date) });
    expect(await answersOf(order.id)).toEqual(["delivery_retry_requested by shopper", "delivery_declined by shopper"]);
    const again = await recordFailedAttempt(seller.id, parcel.id, "Address not found");
    expect(again).toMatchObject({ failedAttempts: 2, retryRequestedAt: null, declinedAt: null });
  });
});
