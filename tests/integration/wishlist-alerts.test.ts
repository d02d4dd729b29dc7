import { afterEach, describe, expect, it } from "vitest";
import { updateProduct } from "@/lib/catalog/manage";
import { prisma } from "@/lib/db";
import { createMailPass } from "@/lib/mail/sender";
import { smtpTransport } from "@/lib/mail/transport";
import { productUpdateSchema } from "@/lib/validation/products";
import { wishlistAddSchema } from "@/lib/validation/wishlist";
import { sendWishlistAlerts } from "@/lib/wishlist/alerts";
import { isUnsubscribeToken, stopWishlistAlerts } from "@/lib/wishlist/unsubscribe";
import { addToWishlist } from "@/lib/wishlist/wishlist";
import { newProduct, newUser } from "./fixtures.ts";
import { recipient, startSmtp, type TestSmtp } from "./smtp.ts";

// The wishlist's alerts (issue 42): a wished size back in stock and a price that falls reach
// the shopper in one mail a day at most, listing every such product, at a confirmed address
// only, with a one-click unsubscribe (RFC 8058). Sent through a real SMTP server.

const DAY_MS = 24 * 60 * 60 * 1000;

let server: TestSmtp | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Runs the alerts' pass at `now`, then sends the outbox to the test's SMTP server. */
async function alertAndSend(now: Date): Promise<number> {
  const written = await sendWishlistAlerts(now);
  const mail = createMailPass({ transport: smtpTransport(server!.url) });
  try {
    await mail.run(Date.now() + 10_000);
  } finally {
    mail.close?.();
  }
  return written;
}

const change = (sellerId: string, productId: string, fields: Record<string, unknown>) => updateProduct(sellerId, productId, productUpdateSchema.parse(fields));

describe("the wishlist's alerts", () => {
  it("mail once a day, listing both products: a size back in stock and a lower price; with a one-click unsubscribe", async () => {
    server = await startSmtp();
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const unconfirmed = await newUser({ verified: false });
    const kurta = await newProduct(seller.id, { title: "Indigo kurta", price: 1200, stock: { S: 2, M: 0, L: 1 } });
    const saree = await newProduct(seller.id, { title: "Chanderi saree", price: 2500 });
    const dupatta = await newProduct(seller.id, { title: "Silk dupatta", price: 900 });
    for (const who of [shopper, unconfirmed]) {
      await addToWishlist(who.id, wishlistAddSchema.parse({ productId: kurta.id, size: "M" }));
      await addToWishlist(who.id, wishlistAddSchema.parse({ productId: saree.id }));
    }
    await addToWishlist(shopper.id, wishlistAddSchema.parse({ productId: dupatta.id }));

    // Nothing has changed yet: no mail.
    expect(await alertAndSend(new Date())).toBe(0);

    // M comes back, the saree gets cheaper, the dupatta dearer (no news).
    await change(seller.id, kurta.id, { stock: { M: 3 } });
    await change(seller.id, saree.id, { price: 1999 });
    await change(seller.id, dupatta.id, { price: 950 });
    const first = new Date();
    // Two passes at once write one mail.
    expect((await Promise.all([sendWishlistAlerts(first), sendWishlistAlerts(first)])).reduce((a, b) => a + b)).toBe(1);
    expect(await alertAndSend(first)).toBe(0);

    const toShopper = server.received.filter((mail) => recipient(mail) === shopper.email);
    expect(toShopper).toHaveLength(1);
    expect(server.received.filter((mail) => recipient(mail) === unconfirmed.email)).toHaveLength(0);
    const [mail] = toShopper;
    expect(mail.subject).toBe("2 products from your wishlist are back or cheaper");
    expect(mail.text).toContain("Indigo kurta: back in stock in size M");
    expect(mail.text).toContain("Chanderi saree: now ₹1,999, was ₹2,500");
    expect(mail.text).not.toContain("Silk dupatta");
    expect(mail.html).toContain(`/product/${kurta.id}`);
    // Header lines as sent, unfolded.
    const header = (key: string) => mail.headerLines.find((line) => line.key === key)?.line.replace(/\r?\n(?=[ \t])/g, "");
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const unsubscribe = /^List-Unsubscribe: <(.+)>$/.exec(header("list-unsubscribe") ?? "")![1];
    const url = new URL(unsubscribe);
    expect(url.pathname).toBe(`/api/wishlist/${shopper.id}/alerts`);
    expect(isUnsubscribeToken(shopper.id, url.searchParams.get("token")!)).toBe(true);
    expect(isUnsubscribeToken(unconfirmed.id, url.searchParams.get("token")!)).toBe(false);

    // Within the day, new news waits; the dupatta's fall below what was seen is news.
    await change(seller.id, dupatta.id, { price: 800 });
    expect(await alertAndSend(new Date(first.getTime() + DAY_MS / 2))).toBe(0);
    // A day on, it comes, alone: what was mailed is not news again.
    expect(await alertAndSend(new Date(first.getTime() + DAY_MS + 1000))).toBe(1);
    const second = server.received.filter((m) => recipient(m) === shopper.email);
    expect(second).toHaveLength(2);
    expect(second[1].subject).toBe("Silk dupatta: now ₹800, was ₹950");

    // Sold out, then back: news again, but the shopper unsubscribed.
    await change(seller.id, kurta.id, { stock: { M: 0 } });
    expect(await alertAndSend(new Date(first.getTime() + 2 * DAY_MS + 2000))).toBe(0);
    await stopWishlistAlerts(shopper.id, new Date());
    await change(seller.id, kurta.id, { stock: { M: 5 } });
    expect(await alertAndSend(new Date(first.getTime() + 4 * DAY_MS))).toBe(0);
    expect(server.received.filter((m) => recipient(m) === shopper.email)).toHaveLength(2);
    // What the shopper did not hear of is marked seen, so it never floods them later.
    expect(await prisma.wishlistEntry.findFirstOrThrow({ where: { userId: shopper.id, productId: kurta.id } })).toMatchObject({ seenAvailable: true });
  });

  it("reach a Hindi account in Hindi, its links to the Hindi pages, the one-click header as in English", async () => {
    server = await startSmtp();
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    await prisma.user.update({ where: { id: shopper.id }, data: { language: "hi" } });
    const kurta = await newProduct(seller.id, { title: "Indigo kurta", titleHi: "नील कुर्ता", price: 1200, stock: { S: 2, M: 0, L: 1 } });
    const saree = await newProduct(seller.id, { title: "Chanderi saree", price: 12500 });
    await addToWishlist(shopper.id, wishlistAddSchema.parse({ productId: kurta.id, size: "M" }));
    await addToWishlist(shopper.id, wishlistAddSchema.parse({ productId: saree.id }));
    await change(seller.id, kurta.id, { stock: { M: 3 } });
    expect(await alertAndSend(new Date())).toBe(1);

    const [one] = server.received.filter((mail) => recipient(mail) === shopper.email);
    expect(one.subject).toBe("नील कुर्ता: साइज़ M फिर से स्टॉक में है");

    // Sold out again (seen by a pass), then back, and the saree cheaper: two products' news.
    await change(seller.id, kurta.id, { stock: { M: 0 } });
    expect(await alertAndSend(new Date())).toBe(0);
    await change(seller.id, kurta.id, { stock: { M: 1 } });
    await change(seller.id, saree.id, { price: 11999 });
    expect(await alertAndSend(new Date(Date.now() + DAY_MS + 1000))).toBe(1);
    const mail = server.received.filter((m) => recipient(m) === shopper.email)[1];
    expect(mail.subject).toBe("आपकी विशलिस्ट की 2 चीज़ें फिर से मिल रही हैं या सस्ती हो गई हैं");
    const text = mail.text ?? "";
    expect(text).toContain("नमस्ते Asha, आपकी विशलिस्ट की चीज़ों के बारे में अच्छी ख़बर:");
    expect(text).toContain("- नील कुर्ता: साइज़ M फिर से स्टॉक में है");
    expect(text).toContain("- Chanderi saree: अब ₹11,999, पहले ₹12,500 था");
    expect(text).toContain(`/hi/product/${kurta.id}`);
    expect(text).toMatch(/आपकी विशलिस्ट: https?:\/\/[^\s]+\/hi\/wishlist\n/);
    const off = new URL(/ये मेल अब न भेजें: (\S+)/.exec(text)![1]);
    expect(off.pathname).toBe("/hi/wishlist/alerts");
    expect(off.searchParams.get("user")).toBe(shopper.id);
    expect(isUnsubscribeToken(shopper.id, off.searchParams.get("token")!)).toBe(true);
    expect(text).toContain("यह मेल");
    for (const english of ["Hello", "back in stock", "now ₹", "Your wishlist", "No more", "This mail"]) expect(text, english).not.toContain(english);
    const html = typeof mail.html === "string" ? mail.html : "";
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain(`href="${off.href.replaceAll("&", "&amp;")}"`);
    const header = (key: string) => mail.headerLines.find((line) => line.key === key)?.line.replace(/\r?\n(?=[ \t])/g, "");
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const unsubscribe = new URL(/^List-Unsubscribe: <(.+)>$/.exec(header("list-unsubscribe") ?? "")![1]);
    expect(unsubscribe.pathname).toBe(`/api/wishlist/${shopper.id}/alerts`);
  });
});
