import crypto from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { login } from "@/lib/auth/login";
import { changePassword } from "@/lib/auth/password-change";
import { mailPasswordReset, resetLinkWorks, resetPassword } from "@/lib/auth/password-reset";
import { userFromToken } from "@/lib/auth/session";
import { addToCart } from "@/lib/cart/cart";
import { prisma } from "@/lib/db";
import { smtpTransport } from "@/lib/mail/transport";
import { addAddress } from "@/lib/address/book";
import { deleteProduct } from "@/lib/catalog/manage";
import { placeOrderWithinRateLimits } from "@/lib/flows/place-order";
import { setOrderLineStatus } from "@/lib/flows/set-line-status";
import { deleteAccount } from "@/lib/flows/delete-account";
import { signupLimit } from "@/lib/security/rate-limit";
import { mailAddressesOf } from "@/lib/mail/recipients";
import { getProfile, updateProfile } from "@/lib/users/profile";
import { registerUser } from "@/lib/users/register";
import { decideSellerRequest, pendingSellerRequests } from "@/lib/users/seller-requests";
import { resendVerification, verifyEmail } from "@/lib/users/verification";
import { savedAddressInputSchema } from "@/lib/validation/address";
import { cartAddSchema } from "@/lib/validation/cart";
import { orderInputSchema } from "@/lib/validation/orders";
import { passwordChangeSchema, profileSchema, registerSchema } from "@/lib/validation/users";
import { newProduct, newUser, PASSWORD } from "./fixtures.ts";
import { recipient, startSmtp, until, type TestSmtp, startMailSender, stopMailSender } from "./smtp.ts";

// Accounts through a real SMTP server in this process (README.md, Accounts): verified
// addresses, single-use links, password reset and change, who may sell, and the limits.

const SITE = "https://shop.example.test";
let smtp: TestSmtp;
let ownerEmail: string;
let next = 0;
/** A client address of its own per call site, so limits of one test never touch another. */
const clientAddress = () => `198.51.${100 + Math.floor(next / 250)}.${(next++ % 250) + 1}`;
const tag = () => `acc_${crypto.randomBytes(4).toString("hex")}`;

beforeAll(async () => {
  process.env.SITE_URL = SITE;
  // The shop has its owner: a sign-up asking to sell in a shop without one would become it (lib/users/seller-signup.ts).
  const owner = await newUser({ admin: true, prefix: "owner" });
  await prisma.user.update({ where: { id: owner.id }, data: { owner: true } });
  ownerEmail = owner.email;
  smtp = await startSmtp();
  startMailSender({ pollMs: 100, retryDelayMs: () => 200, transport: smtpTransport(smtp.url) });
});
afterEach(() => {
  delete process.env.SELLER_SIGNUP;
  delete process.env.ORDER_LIMIT;
  delete process.env.EMAIL_CHANGE_LIMIT;
});
afterAll(async () => {
  await stopMailSender();
  await smtp.close();
});

const mailTo = (email: string) => smtp.received.filter((m) => recipient(m) === email);
async function mailsTo(email: string, count: number) {
  await until(() => mailTo(email).length >= count, `${count} mail(s) to ${email}`);
  // Anything more would have been sent in the same pass.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return mailTo(email);
}
const linkIn = (text: string, path: string) => {
  const match = new RegExp(`${SITE.replace(/\./g, "\\.")}${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
};

async function signUp(over: Record<string, unknown> = {}) {
  const name = tag();
  const input = registerSchema.parse({ firstName: "Asha", lastName: "Rao", email: `${name}@example.com`, username: name, password: PASSWORD, ...over });
  const answer = await registerUser(input, clientAddress());
  return { ...answer, email: input.email, username: input.username };
}

describe("verified e-mail", () => {
  it("sign-up mails one link to the address, on SITE_URL, carrying nothing the account holder typed; only the token's hash is kept", async () => {
    const user = await signUp({ firstName: "URGENT: verify at https://evil.example" });
    expect(user.message).toBe(`Your account is ready. We mailed ${user.email} a link to confirm the address.`);
    const [mail, ...more] = await mailsTo(user.email, 1);
    expect(more).toEqual([]);
    expect(mail.subject).toBe("Confirm your e-mail address");
    const token = linkIn(mail.text!, "/verify-email");
    expect(mail.html).toContain(`href="${SITE}/verify-email?token=${token}"`);
    for (const part of [mail.text!, mail.html as string]) {
      expect(part).not.toMatch(/URGENT|evil\.example/);
      expect(part).not.toContain(user.username);
    }
    // The database holds the token's SHA-256, and the recorded mail only a placeholder.
    const link = await prisma.accountToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(link.tokenHash).toBe(crypto.createHash("sha256").update(token).digest("hex"));
    const recorded = await prisma.outboxMail.findFirstOrThrow({ where: { to: user.email } });
    expect(`${recorded.text}${recorded.html}`).not.toContain(token);
    expect(await getProfile(user.id)).toMatchObject({ email: user.email, emailVerified: false, verifiedEmail: null });
    expect(await mailAddressesOf([user.id])).toEqual(new Map());
  });

  it("the link verifies the address once; a second use, a made-up token and an expired link are refused alike", async () => {
    const user = await signUp();
    const token = linkIn((await mailsTo(user.email, 1))[0].text!, "/verify-email");
    await expect(verifyEmail(token)).resolves.toEqual({ email: user.email });
    expect(await getProfile(user.id)).toMatchObject({ emailVerified: true, verifiedEmail: user.email });
    expect(await mailAddressesOf([user.id])).toEqual(new Map([[user.id, user.email]]));
    await expect(verifyEmail(token)).rejects.toMatchObject({ status: 400, code: "invalid_token" });
    await expect(verifyEmail(crypto.randomBytes(32).toString("base64url"))).rejects.toMatchObject({ status: 400, code: "invalid_token" });

    const late = await signUp();
    const lateToken = linkIn((await mailsTo(late.email, 1))[0].text!, "/verify-email");
    await prisma.accountToken.updateMany({ where: { userId: late.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await expect(verifyEmail(lateToken)).rejects.toMatchObject({ status: 400, code: "invalid_token" });
    expect(await getProfile(late.id)).toMatchObject({ emailVerified: false });
  });

  it("a changed address is pending: it gets its link and nothing else, the old verified address is told, and order mail stays there until the new one is confirmed", async () => {
    const user = await newUser();
    const fresh = `${tag()}@example.net`;
    const updated = await updateProfile(user.id, profileSchema.parse({ email: fresh }), clientAddress());
    expect(updated).toMatchObject({ email: fresh, emailVerified: false, verifiedEmail: user.email });
    const [verification] = await mailsTo(fresh, 1);
    expect(verification.subject).toBe("Confirm your e-mail address");
    const [notice] = await mailsTo(user.email, 1);
    expect(notice.subject).toBe("Your e-mail address was changed");
    expect(notice.text).toContain(`was changed to ${fresh}`);
    expect(notice.text).toContain(`${SITE}/forgot-password`);
    expect(await mailAddressesOf([user.id])).toEqual(new Map([[user.id, user.email]]));

    await verifyEmail(linkIn(verification.text!, "/verify-email"));
    expect(await mailAddressesOf([user.id])).toEqual(new Map([[user.id, fresh]]));
    expect(mailTo(fresh)).toHaveLength(1);
  });

  it("a link to an address changed since is void; going back to the verified address needs no link; the spec's dialog resending the same address mails nothing", async () => {
    const user = await newUser();
    const first = `${tag()}@example.net`;
    await updateProfile(user.id, profileSchema.parse({ email: first }), clientAddress());
    const firstToken = linkIn((await mailsTo(first, 1))[0].text!, "/verify-email");
    const back = await updateProfile(user.id, profileSchema.parse({ email: user.email }), clientAddress());
    expect(back).toMatchObject({ email: user.email, emailVerified: true, verifiedEmail: user.email });
    await expect(verifyEmail(firstToken)).rejects.toMatchObject({ code: "invalid_token" });
    await updateProfile(user.id, profileSchema.parse({ firstName: "Asha", username: user.username, email: user.email }), clientAddress());
    await new Promise((resolve) => setTimeout(resolve, 500));
    // One notice for the change to `first`; none for the way back, none for the unchanged save.
    expect(mailTo(user.email)).toHaveLength(1);
  });

  it("the link can be sent again while the address is unconfirmed, at most five an hour per account", async () => {
    const user = await signUp();
    await mailsTo(user.email, 1);
    for (let i = 2; i <= 5; i++) {
      await resendVerification(user.id, clientAddress());
      await mailsTo(user.email, i);
    }
    const refused = await resendVerification(user.id, clientAddress()).catch((e) => e);
    expect(refused).toMatchObject({ status: 429, headers: { "Retry-After": expect.any(String) } });
    const mails = mailTo(user.email);
    expect(mails).toHaveLength(5);
    // Each new link voids the ones before: only the last works.
    const tokens = mails.map((m) => linkIn(m.text!, "/verify-email"));
    await expect(verifyEmail(tokens[0])).rejects.toMatchObject({ code: "invalid_token" });
    await verifyEmail(tokens[4]);
    await expect(resendVerification(user.id, clientAddress())).rejects.toMatchObject({ status: 409 });
  });
});

describe("passwords", () => {
  it("a reset link goes only to a verified address, works once, expires, and ends every session", async () => {
    const user = await newUser();
    const unverified = await newUser({ verified: false });
    const { token: session } = await login({ username: user.username, password: PASSWORD }, clientAddress());
    await mailPasswordReset(unverified.email);
    await mailPasswordReset(user.email);
    const [mail] = await mailsTo(user.email, 1);
    expect(mail.subject).toBe("Reset your password");
    expect(mail.text).toContain(`Your username is ${user.username}.`);
    const token = linkIn(mail.text!, "/reset-password");

    // A password the sign-up rules refuse leaves the link working; opening its page does too.
    expect(await resetLinkWorks(token)).toBe(true);
    await expect(resetPassword(token, "password1")).rejects.toMatchObject({ status: 400, fields: { password: expect.any(Array) } });
    expect(await resetLinkWorks(token)).toBe(true);
    await resetPassword(token, "a brand new passphrase");
    expect(await resetLinkWorks(token)).toBe(false);
    expect(await userFromToken(session)).toBeNull();
    await expect(login({ username: user.username, password: PASSWORD }, clientAddress())).rejects.toMatchObject({ status: 401 });
    await expect(login({ username: user.username, password: "a brand new passphrase" }, clientAddress())).resolves.toMatchObject({ id: user.id });
    await expect(resetPassword(token, "another new passphrase")).rejects.toMatchObject({ status: 400, code: "invalid_token" });
    const [, changed] = await mailsTo(user.email, 2);
    expect(changed.subject).toBe("Your password was changed");

    await mailPasswordReset(user.email);
    const late = linkIn((await mailsTo(user.email, 3))[2].text!, "/reset-password");
    await prisma.accountToken.updateMany({ where: { userId: user.id, purpose: "reset_password" }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await resetLinkWorks(late)).toBe(false);
    await expect(resetPassword(late, "another new passphrase")).rejects.toMatchObject({ code: "invalid_token" });
    expect(await resetLinkWorks("never-issued")).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailTo(unverified.email)).toEqual([]);
  });

  it("a verification link does not reset a password, nor a reset link verify an address", async () => {
    const user = await signUp();
    const verifyToken = linkIn((await mailsTo(user.email, 1))[0].text!, "/verify-email");
    await expect(resetPassword(verifyToken, "a brand new passphrase")).rejects.toMatchObject({ code: "invalid_token" });
    await verifyEmail(verifyToken);
    await mailPasswordReset(user.email);
    const resetToken = linkIn((await mailsTo(user.email, 2))[1].text!, "/reset-password");
    await expect(verifyEmail(resetToken)).rejects.toMatchObject({ code: "invalid_token" });
  });

  it("a change needs the current password, counts a wrong one as a failed sign-in, and ends the other sessions only", async () => {
    const user = await newUser();
    const from = clientAddress();
    const { token: other } = await login({ username: user.username, password: PASSWORD }, from);
    const change = (currentPassword: string, newPassword: string) =>
      changePassword(user.id, passwordChangeSchema.parse({ currentPassword, newPassword }), from);
    await expect(change("not my password", "a brand new passphrase")).rejects.toMatchObject({ status: 400, fields: { currentPassword: expect.any(Array) } });
    expect(await prisma.loginAttempt.count({ where: { key: `account:${user.username}`, pending: false } })).toBe(1);
    await expect(change(PASSWORD, user.username)).rejects.toMatchObject({ status: 400, fields: { newPassword: expect.any(Array) } });
    const result = await change(PASSWORD, "a brand new passphrase");
    expect(result).toMatchObject({ id: user.id, admin: false });
    expect(await userFromToken(other)).toBeNull();
    expect(await userFromToken(result.token)).toMatchObject({ id: user.id });
    expect((await mailsTo(user.email, 1))[0].subject).toBe("Your password was changed");
  });
});

describe("who may sell", () => {
  it("approval (the default): a sign-up asking to sell is a shopper with a request the owner approves or declines", async () => {
    const asks = await signUp({ admin: true });
    expect(asks).toMatchObject({ admin: false, seller: "pending" });
    expect(asks.message).toContain("waits for the shop owner's approval");
    expect(await getProfile(asks.id)).toMatchObject({ admin: false, sellerRequest: "pending" });
    const declined = await signUp({ admin: true });
    expect((await pendingSellerRequests()).map((r) => r.userId)).toEqual(expect.arrayContaining([asks.id, declined.id]));
    // The owner hears of each request, with the way to the Sellers page.
    const told = (await mailsTo(ownerEmail, 2)).filter((m) => m.subject === "A request to sell waits for your decision");
    expect(told.map((m) => m.text)).toEqual([
      expect.stringContaining(`The new account ${asks.username} asks to sell`),
      expect.stringContaining(declined.username),
    ]);
    expect(told[0].text).toContain(`${SITE}/sellers`);

    const { token } = await login({ username: asks.username, password: PASSWORD }, clientAddress());
    await decideSellerRequest(asks.id, true);
    expect(await getProfile(asks.id)).toMatchObject({ admin: true, sellerRequest: null });
    // The old session knew a shopper; the next sign-in opens the seller console.
    expect(await userFromToken(token)).toBeNull();
    await decideSellerRequest(declined.id, false);
    expect(await getProfile(declined.id)).toMatchObject({ admin: false, sellerRequest: null });
    const waiting = (await pendingSellerRequests()).map((r) => r.userId);
    expect(waiting).not.toContain(asks.id);
    expect(waiting).not.toContain(declined.id);
    await expect(decideSellerRequest(declined.id, true)).rejects.toMatchObject({ status: 404 });
    // Unverified addresses hear nothing of it: only their verification mail.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailTo(asks.email).map((m) => m.subject)).toEqual(["Confirm your e-mail address"]);
  });

  it("in a shop without an owner, the first sign-up asking to sell becomes its owner, whatever SELLER_SIGNUP says", async () => {
    process.env.SELLER_SIGNUP = "closed";
    await prisma.user.updateMany({ where: { owner: true }, data: { owner: false } });
    try {
      const first = await signUp({ admin: true });
      expect(first).toMatchObject({ admin: true, seller: "approved" });
      expect(first.message).toContain("You are the shop's first seller, so you run it");
      expect(await prisma.user.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({ owner: true, admin: true });
      expect(await signUp({ admin: true })).toMatchObject({ admin: false, seller: "closed" });
    } finally {
      await prisma.user.updateMany({ where: { owner: true }, data: { owner: false } });
      await prisma.user.updateMany({ where: { username: { startsWith: "owner_" } }, data: { owner: true } });
    }
  });

  it("open: a seller at once; closed: a shopper, and nothing for the owner to decide", async () => {
    process.env.SELLER_SIGNUP = "open";
    expect(await signUp({ admin: true })).toMatchObject({ admin: true, seller: "approved" });
    process.env.SELLER_SIGNUP = "closed";
    const refused = await signUp({ admin: true });
    expect(refused).toMatchObject({ admin: false, seller: "closed" });
    expect(await getProfile(refused.id)).toMatchObject({ admin: false, sellerRequest: null });
    expect(await signUp()).not.toHaveProperty("seller");
  });
});

describe("limits", () => {
  it("a profile change refused for a taken username counts toward the sign-up limit; once full, every name change from there is 429, taken or not", async () => {
    const user = await newUser();
    const other = await newUser();
    const from = clientAddress();
    await prisma.$executeRaw`
      INSERT INTO "RateLimitHit" ("key") SELECT ${`signup:${from}`} FROM generate_series(1, ${signupLimit().count - 1}::int)`;
    await expect(updateProfile(user.id, profileSchema.parse({ username: other.username }), from)).rejects.toMatchObject({ status: 409 });
    await expect(updateProfile(user.id, profileSchema.parse({ username: other.username }), from)).rejects.toMatchObject({ status: 429 });
    await expect(updateProfile(user.id, profileSchema.parse({ username: `${user.username}_free` }), from)).rejects.toMatchObject({ status: 429 });
    // Names are not the only thing a profile holds: the rest still changes.
    await expect(updateProfile(user.id, profileSchema.parse({ firstName: "Meera" }), from)).resolves.toMatchObject({ firstName: "Meera" });
  });

  it("e-mail changes are limited per account; verification mails per address they go to", async () => {
    process.env.EMAIL_CHANGE_LIMIT = "2";
    const user = await newUser();
    for (let i = 0; i < 2; i++) await updateProfile(user.id, profileSchema.parse({ email: `${tag()}@example.net` }), clientAddress());
    await expect(updateProfile(user.id, profileSchema.parse({ email: `${tag()}@example.net` }), clientAddress())).rejects.toMatchObject({ status: 429 });

    // Accounts taking turns pointing one stranger's address at the shop get it five mails an hour, not more.
    const stranger = `${tag()}@example.org`;
    const results = [];
    for (let i = 0; i < 6; i++) {
      const account = await newUser();
      results.push(
        await updateProfile(account.id, profileSchema.parse({ email: stranger }), clientAddress()).then(
          () => 200,
          (e) => e.status,
        ),
      );
      // A link voided before its mail went out is never sent: let each one go first.
      if (i < 5) await mailsTo(stranger, i + 1);
      await updateProfile(account.id, profileSchema.parse({ email: account.email }), clientAddress());
    }
    expect(results).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await mailsTo(stranger, 5)).toHaveLength(5);
  });

  it("orders are limited per shopper (ORDER_LIMIT an hour); a repeat of a placed order is answered whatever the limit says", async () => {
    process.env.ORDER_LIMIT = "2";
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const shirt = await newProduct(seller.id);
    const from = clientAddress();
    const order = async (key?: string) => {
      await addToCart(shopper.id, cartAddSchema.parse({ productId: shirt.id, quantity: 1, size: "M" }));
      return placeOrderWithinRateLimits(
        shopper.id,
        orderInputSchema.parse({ address: { name: "Asha", mobile: "9876543210", address: "12 MG Road", pin: "560001" } }),
        key,
        from,
      );
    };
    const first = await order("key-1");
    await order();
    const refused = await order().catch((e) => e);
    expect(refused).toMatchObject({ status: 429, code: "too_many_requests" });
    expect(Number(refused.headers["Retry-After"])).toBeGreaterThan(3500);
    expect((await order("key-1")).order.id).toBe(first.order.id);
  });
});

describe("deleting an account", () => {
  const delivery = { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road", pin: "560001" };

  it("erases the person and keeps their orders as sales records; a wrong password counts as a failed sign-in", async () => {
    const seller = await newUser({ admin: true });
    const shirt = await newProduct(seller.id);
    const shopper = await newUser();
    const from = clientAddress();
    await addToCart(shopper.id, cartAddSchema.parse({ productId: shirt.id, quantity: 1, size: "M" }));
    const { order } = await placeOrderWithinRateLimits(shopper.id, orderInputSchema.parse({ address: delivery }), undefined, from);
    await addToCart(shopper.id, cartAddSchema.parse({ productId: shirt.id, quantity: 2, size: "L" }));
    await addAddress(shopper.id, savedAddressInputSchema.parse(delivery));
    const { token } = await login({ username: shopper.username, password: PASSWORD }, from);

    await expect(deleteAccount(shopper.id, { password: "not my password" }, from)).rejects.toMatchObject({
      status: 400,
      fields: { password: expect.any(Array) },
    });
    expect(await prisma.loginAttempt.count({ where: { key: `account:${shopper.username}`, pending: false } })).toBe(1);
    await deleteAccount(shopper.id, { password: PASSWORD }, from);

    expect(await prisma.user.findUnique({ where: { id: shopper.id } })).toBeNull();
    expect(await prisma.cartLine.count({ where: { userId: shopper.id } })).toBe(0);
    expect(await prisma.savedAddress.count({ where: { userId: shopper.id } })).toBe(0);
    expect(await prisma.outboxMail.count({ where: { to: shopper.email } })).toBe(0);
    expect(await prisma.loginAttempt.count({ where: { key: { contains: shopper.username } } })).toBe(0);
    expect(await userFromToken(token)).toBeNull();
    await expect(login({ username: shopper.username, password: PASSWORD }, clientAddress())).rejects.toMatchObject({ status: 401 });
    // The sale stays: its lines, amounts and the address it went to.
    const kept = await prisma.order.findUniqueOrThrow({ where: { id: order.id }, include: { lines: true } });
    expect(kept).toMatchObject({ userId: null, name: "Asha Rao", totalPaise: order.totalPaise });
    expect(kept.lines).toHaveLength(1);
    // The address is free again for whoever owns it.
    await expect(signUp({ email: shopper.email })).resolves.toMatchObject({ username: expect.any(String) });
  });

  it("a seller settles first: products and open order lines are named (409); the owner never goes", async () => {
    const seller = await newUser({ admin: true });
    const shirt = await newProduct(seller.id);
    const shopper = await newUser();
    await addToCart(shopper.id, cartAddSchema.parse({ productId: shirt.id, quantity: 1, size: "M" }));
    const { order } = await placeOrderWithinRateLimits(shopper.id, orderInputSchema.parse({ address: delivery }), undefined, clientAddress());
    const refused = await deleteAccount(seller.id, { password: PASSWORD }, clientAddress()).catch((e) => e);
    expect(refused).toMatchObject({ status: 409 });
    expect(refused.message).toBe("Before your account can be deleted, delete your product and deliver or cancel the order line still open.");
    await deleteProduct(seller.id, shirt.id);
    await setOrderLineStatus(seller.id, order.lines[0].id, "Cancelled");
    await deleteAccount(seller.id, { password: PASSWORD }, clientAddress());
    // The line stays in the shopper's order, no longer linked to the seller.
    expect(await prisma.orderLine.findMany({ where: { orderId: order.id } })).toMatchObject([{ sellerId: null, status: "Cancelled" }]);

    const owner = await prisma.user.findFirstOrThrow({ where: { owner: true } });
    await expect(deleteAccount(owner.id, { password: PASSWORD }, clientAddress())).rejects.toMatchObject({ status: 409 });
  });
});
