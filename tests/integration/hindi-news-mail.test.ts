import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ParsedMail } from "mailparser";
import { addToCart } from "@/lib/cart/cart";
import { prisma } from "@/lib/db";
import { askReturn } from "@/lib/flows/ask-return";
import { runCodConfirmations } from "@/lib/flows/cod-confirmations";
import { cancelOrder } from "@/lib/flows/cancel-order";
import { expireOverduePayments } from "@/lib/flows/expire-unpaid-orders";
import { moveReturn } from "@/lib/flows/move-return";
import { placeOrder } from "@/lib/flows/place-order";
import { recordRefund } from "@/lib/flows/refunds";
import { decideUpiPayment, submitUtr } from "@/lib/flows/upi-payments";
import { mailPasswordReset, setPassword } from "@/lib/auth/password-reset";
import { createMailPass } from "@/lib/mail/sender";
import { smtpTransport } from "@/lib/mail/transport";
import { formatRupees } from "@/lib/money";
import { deadlineText } from "@/lib/orders/cod-deadline";
import { updateShop } from "@/lib/shop/profile";
import { rememberLanguage } from "@/lib/users/language";
import { updateProfile } from "@/lib/users/profile";
import { resendVerification } from "@/lib/users/verification";
import { toOrderJson } from "@/lib/api-json/orders";
import { cartAddSchema } from "@/lib/validation/cart";
import { orderInputSchema } from "@/lib/validation/orders";
import { returnAskSchema, returnMoveSchema } from "@/lib/validation/returns";
import { shopUpdateSchema } from "@/lib/validation/shop";
import { profileSchema } from "@/lib/validation/users";
import { ADDRESS, deliverLine, newProduct, newUser } from "./fixtures.ts";
import { recipient, startSmtp, type TestSmtp } from "./smtp.ts";

// A Hindi order's mail beyond the placed mail and the line and parcel news (order-mail.test.ts):
// the cash-on-delivery reminder and expiry, payment, refund and return news, and their phone
// messages, all in the order's language; and an account's own mail in the account's language,
// its links to the Hindi pages. Sent through a real SMTP server in this process.

const SITE = "https://shop.example.test";

beforeAll(() => {
  process.env.SITE_URL = SITE;
  process.env.MAIL_FROM = '"Vastra" <orders@shop.example.test>';
  // Each news at once, none waiting for what follows it.
  process.env.ORDER_MAIL_WAIT_SECONDS = "0";
});

const servers: TestSmtp[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** Sends the mail recorded so far to a real SMTP server; what reached it, oldest first. */
async function sendMail(): Promise<ParsedMail[]> {
  const server = await startSmtp();
  servers.push(server);
  const pass = createMailPass({ transport: smtpTransport(server.url) });
  await pass.run(Date.now() + 30_000);
  pass.close?.();
  return server.received;
}
const to = (mails: ParsedMail[], email: string) => mails.filter((mail) => recipient(mail) === email);
const mailedTo = async (email: string) => to(await sendMail(), email);

/** The one mail of this subject, with its text and HTML. */
function mailOf(mails: ParsedMail[], subject: string): { text: string; html: string } {
  const found = mails.filter((mail) => mail.subject === subject);
  expect(
    found.map((mail) => mail.subject),
    subject,
  ).toEqual([subject]);
  return { text: found[0].text ?? "", html: typeof found[0].html === "string" ? found[0].html : "" };
}

/** Our English words that a Hindi mail must not hold (what a shopper types, product titles and references aside). */
const ENGLISH = ["Your order", "See your order", "payment", "refund", "return", "approved", "picked up", "Please", "This mail", "We "];
function allHindi(mail: { text: string; html: string }) {
  expect(mail.html).toContain('<html lang="hi">');
  for (const english of ENGLISH) expect(mail.text, english).not.toContain(english);
}

const phoneTexts = async (orderId: string) =>
  (await prisma.outboxMessage.findMany({ where: { orderId, template: "order_update" }, orderBy: { id: "asc" } })).map((m) => [m.language, m.text]);

async function hindiOrder(fields: Record<string, unknown>, price = 1000) {
  const seller = await newUser({ admin: true });
  const shopper = await newUser();
  const product = await newProduct(seller.id, { title: "Cotton kurta", price, size: [], stock: { "": 5 } });
  await addToCart(shopper.id, cartAddSchema.parse({ productId: product.id, quantity: 1 }));
  const order = toOrderJson((await placeOrder(shopper.id, orderInputSchema.parse({ address: ADDRESS, language: "hi", ...fields }))).order);
  return { seller, shopper, order };
}

describe("a Hindi order's mail", () => {
  it("the cash-on-delivery reminder and the cancellation at its deadline", async () => {
    await updateShop(shopUpdateSchema.parse({ cod: { enabled: true, confirm: { enabled: true, above: 0 } } }));
    const { shopper, order } = await hindiOrder({ paymentMethod: "cod" });
    expect(order.codConfirmation?.status).toBe("pending");
    const by = (await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).codConfirmBy!;
    await prisma.order.update({ where: { id: order.id }, data: { codRemindAt: new Date(Date.now() - 1000) } });
    await runCodConfirmations();
    const late = new Date(Date.now() - 1000);
    await prisma.order.update({ where: { id: order.id }, data: { codConfirmBy: late } });
    await runCodConfirmations();
    const mails = await mailedTo(shopper.email);

    const reminder = mailOf(mails, `आपका ऑर्डर ${order.number}: कृपया इसे पक्का करें`);
    expect(reminder.text).toContain(`ऑर्डर ${order.number} के बारे में आपका जवाब अभी तक नहीं आया है।`);
    expect(reminder.text).toContain(`कृपया ${deadlineText(by, "hi")} तक पक्का करें कि आपको यह कैश ऑन डिलीवरी ऑर्डर अब भी चाहिए`);
    expect(reminder.text).toMatch(/लॉग इन किए बिना पक्का \(या रद्द\) करें: https:\/\/shop\.example\.test\/(hi\/)?confirm-cod\?token=[\w-]+/);
    expect(reminder.html).toContain("मेरा ऑर्डर पक्का या रद्द करें");
    expect(reminder.text).toContain("यह मेल Vastra ने आपके ऑर्डर के बारे में भेजा है। कृपया इसका जवाब न दें।");
    allHindi(reminder);

    const expired = mailOf(mails, `आपका ऑर्डर ${order.number} रद्द हो गया: समय पर पक्का नहीं हुआ`);
    expect(expired.text).toContain(`आपने अपना कैश ऑन डिलीवरी ऑर्डर ${order.number} ${deadlineText(late, "hi")} तक पक्का नहीं किया,`);
    expect(expired.text).toContain("इसलिए यह रद्द हो गया और कुछ नहीं भेजा जाएगा। इसके लिए आपको कुछ नहीं चुकाना है।");
    expect(expired.html).toContain("अपना ऑर्डर देखें");
    allHindi(expired);
  });

  it("UPI: not found, received, refunded, and an unpaid order cancelled; each also as a Hindi phone message", async () => {
    await updateShop(shopUpdateSchema.parse({ upi: { vpa: "vastra.demo@okaxis", payeeName: "Vastra Demo" } }));
    const { seller, shopper, order } = await hindiOrder({ paymentMethod: "upi" });
    const amount = formatRupees(Math.round(order.payment.amount * 100));
    await decideUpiPayment(seller.id, order.id, { status: "failed", reason: "No such credit on the statement." });
    const utr = `6${String(Date.now()).slice(-11)}`;
    await submitUtr(shopper.id, order.id, utr);
    await decideUpiPayment(seller.id, order.id, { status: "paid", reference: utr });
    await cancelOrder(shopper.id, order.id);
    await recordRefund(seller.id, order.id, Math.round(order.payment.amount * 100), "RF123");
    const unpaid = await hindiOrder({ paymentMethod: "upi" });
    await expireOverduePayments(new Date(Date.now() + 24 * 60 * 60_000));
    const sent = await sendMail();
    const mails = to(sent, shopper.email);

    const notFound = mailOf(mails, `आपका ऑर्डर ${order.number}: भुगतान नहीं मिला`);
    expect(notFound.text).toContain(
      `ऑर्डर ${order.number} के लिए आपका ${amount} का UPI भुगतान हमें नहीं मिला। No such credit on the statement. अगर आपने भुगतान किया है`,
    );
    const received = mailOf(mails, `आपका ऑर्डर ${order.number}: भुगतान मिल गया`);
    expect(received.text).toContain(`ऑर्डर ${order.number} के लिए आपका ${amount} का UPI भुगतान हमें मिल गया है (रेफ़रेंस ${utr})। अब विक्रेता आपका सामान भेजेंगे।`);
    expect(received.text).toContain(`अपना ऑर्डर देखें: ${SITE}/hi/profile/orders/${order.id}`);
    const refunded = mailOf(mails, `आपका ऑर्डर ${order.number}: ${amount} लौटाए गए`);
    expect(refunded.text).toContain(`ऑर्डर ${order.number} के ${amount} हमने UPI से आपको लौटा दिए हैं (बैंक रेफ़रेंस RF123)।`);
    for (const mail of [notFound, received, refunded]) allHindi(mail);

    const expired = mailOf(to(sent, unpaid.shopper.email), `आपका ऑर्डर ${unpaid.order.number}: रद्द, समय पर भुगतान नहीं हुआ`);
    expect(expired.text).toContain(`ऑर्डर ${unpaid.order.number} का भुगतान`);
    expect(expired.text).toContain("तो इस मेल के जवाब में UPI रेफ़रेंस भेजें, हम पैसे लौटा देंगे।");
    allHindi(expired);

    const phone = await phoneTexts(order.id);
    expect(phone.length).toBeGreaterThanOrEqual(3);
    for (const [language, text] of phone) expect([language, text]).toEqual(["hi", expect.not.stringMatching(/payment|refund|Your|We /)]);
    expect(phone.map(([, text]) => text).join("\n")).toContain(`ऑर्डर ${order.number}: ऑर्डर ${order.number} के लिए आपका ${amount} का UPI भुगतान हमें मिल गया है`);
    expect((await phoneTexts(unpaid.order.id))[0]).toEqual(["hi", expect.stringContaining("का भुगतान")]);
  });

  it("a return: asked, approved, picked up, received and refunded, in the account's language when the checkout named none", async () => {
    await updateShop(shopUpdateSchema.parse({ cod: { confirm: { enabled: false } } }));
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    await rememberLanguage(shopper.id, "hi");
    const product = await newProduct(seller.id, { title: "Cotton kurta", size: ["M", "L"], stock: { M: 5, L: 5 }, price: 1000 });
    const { order, line } = await deliverLine(seller.id, shopper.id, product.id);
    expect(order.language).toBe("hi");
    const { request } = await askReturn(
      shopper.id,
      order.id,
      returnAskSchema.parse({ lines: [{ lineId: line.id, quantity: 1, reason: "too_small" }], refundTo: { upi: "asha.rao@okhdfc" } }),
    );
    const move = (body: unknown) => moveReturn({ id: seller.id, admin: true, owner: false }, request.id, returnMoveSchema.parse(body));
    await move({ status: "approved", carrier: "Delhivery", awb: "RP100200", note: "Keep the tags on." });
    await move({ status: "picked_up" });
    await move({ status: "received" });
    const beforeRefund = await mailedTo(shopper.email);
    await move({ status: "refunded", reference: "UTR998877665544" });
    const mails = [...beforeRefund, ...(await mailedTo(shopper.email))];
    const n = request.number;
    const subject = (news: string) => `आपका ऑर्डर ${order.number}: ${news}`;

    const asked = mailOf(mails, subject(`वापसी ${n} का अनुरोध मिला`));
    expect(asked.text).toContain(`1 × Cotton kurta (M) की वापसी का आपका अनुरोध ${n} हमें मिल गया है।`);
    const approved = mailOf(mails, subject(`वापसी ${n} मंज़ूर`));
    expect(approved.text).toContain(
      `आपका वापसी अनुरोध ${n} (1 × Cotton kurta (M)) मंज़ूर हो गया है। पिकअप (Delhivery, AWB RP100200) के लिए सामान उसके टैग के साथ पैक करके रखें। विक्रेता का कहना है: "Keep the tags on."`,
    );
    const picked = mailOf(mails, subject(`वापसी ${n}: सामान पिकअप हो गया`));
    expect(picked.text).toContain("और विक्रेता के पास वापस जा रहा है।");
    const received = mailOf(mails, subject(`वापसी ${n}: सामान विक्रेता को मिल गया`));
    expect(received.text).toContain("विक्रेता को 1 × Cotton kurta (M) वापस मिल गया है। आपको ₹980 लौटाए जाएँगे।");
    const refunded = mailOf(mails, subject(`${n} के ₹980 लौटाए गए`));
    expect(refunded.text).toContain(`वापसी ${n} के ₹980 हमने आपको लौटा दिए हैं (रेफ़रेंस UTR998877665544)। आपके खाते में दिखने में कुछ दिन लग सकते हैं।`);
    for (const mail of [asked, approved, picked, received, refunded]) allHindi(mail);
    const phone = await phoneTexts(order.id);
    expect(phone.length).toBeGreaterThanOrEqual(5);
    for (const [language, text] of phone) expect([language, text]).toEqual(["hi", expect.not.stringMatching(/return|Your|We /)]);
  });
});

describe("a Hindi account's mail", () => {
  it("verification, reset, e-mail and password changed: in Hindi, linking to the Hindi pages", async () => {
    const shopper = await newUser({ verified: false });
    await rememberLanguage(shopper.id, "hi");
    await resendVerification(shopper.id, "203.0.113.7");
    // Sent before the address changes: a changed address voids its links, and the sender drops their mail.
    const sent = await sendMail();
    await prisma.user.update({ where: { id: shopper.id }, data: { emailVerified: true, verifiedEmail: shopper.email } });
    await mailPasswordReset(shopper.email);
    // Likewise a new password voids the reset link.
    sent.push(...(await sendMail()));
    await prisma.$transaction((tx) => setPassword(tx, shopper.id, "not-a-real-hash"));
    const newEmail = `new_${shopper.email}`;
    await updateProfile(shopper.id, profileSchema.parse({ email: newEmail }), "203.0.113.7");
    const later = await sendMail();
    const mails = to([...sent, ...later], shopper.email);
    const footer = "यह मेल Vastra ने आपके खाते के बारे में भेजा है। कृपया इसका जवाब न दें।";

    const verify = mailOf(mails, "अपना ई-मेल पता पक्का करें");
    expect(verify.text).toContain(`Vastra (${SITE}) पर किसी ने, उम्मीद है आपने, एक खाते के लिए यह पता दिया है।`);
    expect(verify.text).toMatch(new RegExp(`${SITE}/hi/verify-email\\?token=[\\w-]+`));
    const reset = mailOf(mails, "अपना पासवर्ड बदलें");
    expect(reset.text).toContain(`किसी ने Vastra पर आपके खाते का पासवर्ड बदलने को कहा है। आपका यूज़रनेम ${shopper.username} है।`);
    expect(reset.html).toContain(`आपका यूज़रनेम <strong>${shopper.username}</strong> है।`);
    expect(reset.text).toMatch(new RegExp(`${SITE}/hi/reset-password\\?token=[\\w-]+`));
    const password = mailOf(mails, "आपका पासवर्ड बदल गया है");
    expect(password.text).toContain(`अगर यह आपने नहीं किया, तो अभी नया पासवर्ड चुनें: ${SITE}/hi/forgot-password`);
    const changed = mailOf(mails, "आपका ई-मेल पता बदल गया है");
    expect(changed.text).toContain(`Vastra पर आपके खाते ${shopper.username} का ई-मेल पता बदलकर ${newEmail} कर दिया गया है।`);
    expect(changed.html).toContain(`<strong>${newEmail}</strong>`);
    for (const mail of [verify, reset, password, changed]) {
      expect(mail.text).toContain(footer);
      expect(mail.html).toContain('<html lang="hi">');
      for (const english of ["Someone", "Reset", "changed", "e-mail address", "This mail", "If you"]) expect(mail.text, english).not.toContain(english);
    }
    // The new address's link goes to the Hindi page too.
    expect(mailOf(to(later, newEmail), "अपना ई-मेल पता पक्का करें").text).toContain(`${SITE}/hi/verify-email?token=`);
  });
});
