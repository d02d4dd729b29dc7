import crypto from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  loginJsonSchema,
  messageJsonSchema,
  profileJsonSchema,
  registeredJsonSchema,
  sellerRequestJsonSchema,
  verifiedJsonSchema,
} from "@/lib/validation/responses";
import { recipient, startSmtp, until, type TestSmtp } from "../integration/smtp.ts";
import { createFreshDatabase, dropDatabase } from "../setup/database.ts";
import { startServer, type RunningServer } from "../setup/server.ts";
import { addProduct, call, expectError, expectOk, PASSWORD, signUp, type Account, type CallOptions } from "./client.ts";

// Accounts over HTTP against a server of this file's own (README.md, Accounts): it mails
// through a real SMTP server in this process and has low limits, so that each one can be
// reached. It signs sellers up directly (SELLER_SIGNUP=open); the default, approval, and
// closed each get a server of their own below. It uses a fresh PostgreSQL database
// when one is reachable (so that the test can make a link expire), else the embedded one.

const SITE = "https://shop.example.test";
const PG_SERVER = process.env.DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
let smtp: TestSmtp;
let server: RunningServer;
let databaseUrl: string | undefined;

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

beforeAll(async () => {
  smtp = await startSmtp();
  databaseUrl = (await reachable(PG_SERVER)) ? await createFreshDatabase(PG_SERVER, "vastra_accounts") : undefined;
  if (!databaseUrl) console.log(`accounts.test.ts: no PostgreSQL at ${new URL(PG_SERVER).host}; the link-expiry step is skipped.`);
  server = await startServer({
    DATABASE_URL: databaseUrl ?? "",
    SEED_DEMO_DATA: "0",
    SITE_URL: SITE,
    SMTP_URL: smtp.url,
    TRUST_PROXY: "1",
    SELLER_SIGNUP: "open",
    SIGNUP_LIMIT: "5",
    ORDER_LIMIT: "2",
    EMAIL_CHANGE_LIMIT: "2",
    ACCOUNT_MAIL_LIMIT: "",
  });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  if (databaseUrl) await dropDatabase(PG_SERVER, databaseUrl);
});

/** A client address of its own, so that no test's limits touch another's. */
const someAddress = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
const on = (method: string, path: string, options: CallOptions = {}) =>
  call(method, path, { base: server.baseUrl, ...options, headers: { "x-forwarded-for": someAddress(), ...options.headers } });
const fresh = () => `acc_${crypto.randomBytes(5).toString("hex")}`;

const mailTo = (email: string) => smtp.received.filter((m) => recipient(m) === email);
/** Waits for the count-th mail to `email`, then a moment longer: a mail that should not come would have come with it. */
async function mailsTo(email: string, count: number) {
  await until(() => mailTo(email).length >= count, `${count} mail(s) to ${email}`);
  await new Promise((resolve) => setTimeout(resolve, 500));
  return mailTo(email);
}
const linkIn = (text: string | undefined, path: string) => {
  const match = new RegExp(`${SITE.replace(/\./g, "\\.")}${path}\\?token=([A-Za-z0-9_-]+)`).exec(text ?? "");
  if (!match) throw new Error(`no ${SITE}${path} link in: ${text}`);
  return match[1];
};

async function register(fields: Record<string, unknown> = {}) {
  const username = fresh();
  const body = { firstName: "Asha", lastName: "Rao", email: `${username}@example.com`, username, password: PASSWORD, ...fields };
  const answer = expectOk(await on("POST", "/api/auth/register", { body }), 201, registeredJsonSchema);
  const login = expectOk(await on("POST", "/api/auth/login", { body: { username: body.username, password: PASSWORD } }), 200, loginJsonSchema);
  return { ...answer, email: body.email as string, token: login.token };
}

/** A shopper whose address is verified through the link of their sign-up mail. */
async function verifiedShopper() {
  const user = await register();
  const token = linkIn((await mailsTo(user.email, 1))[0].text, "/verify-email");
  expectOk(await on("POST", "/api/auth/verify", { body: { token } }), 200, verifiedJsonSchema);
  return user;
}

describe("verified e-mail", () => {
  it("a sign-up sends exactly one mail, its verification link made from SITE_URL whatever Host the request named; the link works once", async () => {
    const user = await register();
    const [mail, ...more] = await mailsTo(user.email, 1);
    expect(more).toEqual([]);
    expect(mail.subject).toBe("Confirm your e-mail address");
    const token = linkIn(mail.text, "/verify-email");
    expect(user.message).toBe(`Your account is ready. We mailed ${user.email} a link to confirm the address.`);
    const before = expectOk(await on("GET", `/api/user/${user.id}`, { token: user.token }), 200, profileJsonSchema);
    expect(before).toMatchObject({ emailVerified: false, verifiedEmail: null });

    // A forged Host changes no link: links are made from SITE_URL only.
    const other = await register();
    await mailsTo(other.email, 1);
    const resend = await on("POST", `/api/user/${other.id}/verification`, { token: other.token, headers: { "x-forwarded-host": "evil.example" } });
    expectOk(resend, 202, messageJsonSchema);
    const again = (await mailsTo(other.email, 2))[1];
    expect(again.text).toContain(`${SITE}/verify-email?token=`);
    expect(`${again.text}${again.html}`).not.toContain("evil.example");

    expect(expectOk(await on("POST", "/api/auth/verify", { body: { token } }), 200, verifiedJsonSchema)).toEqual({ email: user.email, emailVerified: true });
    expect(expectOk(await on("GET", `/api/user/${user.id}`, { token: user.token }), 200, profileJsonSchema)).toMatchObject({
      emailVerified: true,
      verifiedEmail: user.email,
    });
    const reused = await on("POST", "/api/auth/verify", { body: { token } });
    expectError(reused, 400);
    expect(reused.body.error.code).toBe("invalid_token");
    expectError(await on("POST", "/api/auth/verify", { body: { token: "short" } }), 400, "token");
  });

  it("an e-mail change sends exactly one verification mail to the new address and a notice to the verified one; an unverified old address hears nothing", async () => {
    const user = await verifiedShopper();
    const next = `${fresh()}@example.net`;
    const changed = expectOk(await on("PUT", `/api/user/${user.id}`, { token: user.token, body: { email: next } }), 200, profileJsonSchema);
    expect(changed).toMatchObject({ email: next, emailVerified: false, verifiedEmail: user.email });
    const [verification, ...more] = await mailsTo(next, 1);
    expect(more).toEqual([]);
    expect(verification.subject).toBe("Confirm your e-mail address");
    const notices = await mailsTo(user.email, 2);
    expect(notices.map((m) => m.subject)).toEqual(["Confirm your e-mail address", "Your e-mail address was changed"]);

    // Changed again before confirming: the pending address was never verified, so it is not told.
    const third = `${fresh()}@example.org`;
    expectOk(await on("PUT", `/api/user/${user.id}`, { token: user.token, body: { email: third } }), 200, profileJsonSchema);
    await mailsTo(third, 1);
    expect(mailTo(next)).toHaveLength(1);
  });

  it("order mail goes only to the last verified address", async () => {
    const seller = await signUp(true, server.baseUrl);
    const product = await addProduct(seller, { size: [] }, server.baseUrl);
    const shopper = await register();
    await mailsTo(shopper.email, 1);
    const order = async () => {
      await on("POST", `/api/cart/add/${shopper.id}`, { token: shopper.token, body: { productId: product.id, quantity: 1 } });
      const address = { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road, Bengaluru", pin: "560001" };
      expect((await on("POST", `/api/order/add/${shopper.id}`, { token: shopper.token, body: { address } })).status).toBe(201);
    };
    await order();
    expect(await mailsTo(shopper.email, 1)).toHaveLength(1);
    expectOk(await on("POST", "/api/auth/verify", { body: { token: linkIn(mailTo(shopper.email)[0].text, "/verify-email") } }), 200, verifiedJsonSchema);
    await order();
    expect((await mailsTo(shopper.email, 2))[1].subject).not.toBe("Confirm your e-mail address");
  });
});

describe("passwords", () => {
  it("forgot answers 202 and the same words for an unknown address, an unverified one and a verified one; only the verified one gets mail", async () => {
    const verified = await verifiedShopper();
    const unverified = await register();
    await mailsTo(unverified.email, 1);
    const unknown = `${fresh()}@example.com`;
    const bodies = [];
    for (const email of [unknown, unverified.email, verified.email])
      bodies.push(expectOk(await on("POST", "/api/auth/forgot", { body: { email } }), 202, messageJsonSchema));
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    const [, reset] = await mailsTo(verified.email, 2);
    expect(reset.subject).toBe("Reset your password");
    expect(mailTo(unverified.email)).toHaveLength(1);
    expect(mailTo(unknown)).toEqual([]);
  });

  it("a reset link works once, ends every old session, expires, and the new password signs in", async () => {
    const user = await verifiedShopper();
    expectOk(await on("POST", "/api/auth/forgot", { body: { email: user.email } }), 202, messageJsonSchema);
    const token = linkIn((await mailsTo(user.email, 2))[1].text, "/reset-password");
    const weak = await on("POST", "/api/auth/reset", { body: { token, password: "password1" } });
    expectError(weak, 400, "password");
    expectOk(await on("POST", "/api/auth/reset", { body: { token, password: "a brand new passphrase" } }), 200, messageJsonSchema);
    expectError(await on("GET", `/api/user/${user.id}`, { token: user.token }), 401);
    const reused = await on("POST", "/api/auth/reset", { body: { token, password: "yet another passphrase" } });
    expectError(reused, 400);
    expect(reused.body.error.code).toBe("invalid_token");
    expectError(await on("POST", "/api/auth/login", { body: { username: user.username, password: PASSWORD } }), 401);
    expectOk(await on("POST", "/api/auth/login", { body: { username: user.username, password: "a brand new passphrase" } }), 200, loginJsonSchema);
    expect((await mailsTo(user.email, 3))[2].subject).toBe("Your password was changed");

    if (!databaseUrl) return;
    expectOk(await on("POST", "/api/auth/forgot", { body: { email: user.email } }), 202, messageJsonSchema);
    const late = linkIn((await mailsTo(user.email, 4))[3].text, "/reset-password");
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      await db.query(`UPDATE "AccountToken" SET "expiresAt" = now() - interval '1 minute' WHERE "userId" = $1`, [user.id]);
    } finally {
      await db.end();
    }
    const expired = await on("POST", "/api/auth/reset", { body: { token: late, password: "yet another passphrase" } });
    expectError(expired, 400);
    expect(expired.body.error.code).toBe("invalid_token");
  });

  it("a password change needs the current password and ends the other sessions; this one goes on with the new token", async () => {
    const user = await register();
    const other = expectOk(await on("POST", "/api/auth/login", { body: { username: user.username, password: PASSWORD } }), 200, loginJsonSchema);
    const path = `/api/user/${user.id}/password`;
    expectError(
      await on("PUT", path, { token: user.token, body: { currentPassword: "not my password", newPassword: "a brand new passphrase" } }),
      400,
      "currentPassword",
    );
    expectError(await on("PUT", path, { token: user.token, body: { currentPassword: PASSWORD, newPassword: "password1" } }), 400, "newPassword");
    const changed = await on("PUT", path, { token: user.token, body: { currentPassword: PASSWORD, newPassword: "a brand new passphrase" } });
    const answer = expectOk(changed, 200, loginJsonSchema);
    expect(changed.headers.get("set-cookie")).toContain(`vastra_session=${answer.token}`);
    expectError(await on("GET", `/api/user/${user.id}`, { token: other.token }), 401);
    expectError(await on("GET", `/api/user/${user.id}`, { token: user.token }), 401);
    expect((await on("GET", `/api/user/${user.id}`, { token: answer.token })).status).toBe(200);
    // Someone else's account is not theirs to change.
    const stranger = await register();
    expectError(await on("PUT", path, { token: stranger.token, body: { currentPassword: PASSWORD, newPassword: "a brand new passphrase" } }), 403);
  });
});

describe("deleting an account", () => {
  it("DELETE /api/user/{userId} with the password removes the person, keeps the orders, and ends every session", async () => {
    const seller = await signUp(true, server.baseUrl);
    const product = await addProduct(seller, { size: [] }, server.baseUrl);
    const shopper = await register();
    const address = { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road, Bengaluru", pin: "560001" };
    await on("POST", `/api/cart/add/${shopper.id}`, { token: shopper.token, body: { productId: product.id, quantity: 1 } });
    expect((await on("POST", `/api/order/add/${shopper.id}`, { token: shopper.token, body: { address } })).status).toBe(201);
    const path = `/api/user/${shopper.id}`;
    expectError(await on("DELETE", path, { token: seller.token, body: { password: PASSWORD } }), 403);
    expectError(await on("DELETE", path, { token: shopper.token, body: { password: "not my password" } }), 400, "password");
    const deleted = await on("DELETE", path, { token: shopper.token, body: { password: PASSWORD } });
    expect(deleted.body).toEqual({ deleted: shopper.id });
    expect(deleted.headers.get("set-cookie")).toMatch(/vastra_session=;.*Max-Age=0/);
    expectError(await on("GET", path, { token: shopper.token }), 401);
    expectError(await on("POST", "/api/auth/login", { body: { username: shopper.username, password: PASSWORD } }), 401);
    // The seller still has the sale, with the address it went to.
    const lines = (await on("GET", `/api/order/admin/${seller.id}`, { token: seller.token })).body as { address: { name: string } }[];
    expect(lines.map((line) => line.address.name)).toEqual(["Asha Rao"]);
    // A seller with a product is told what to settle first.
    const refused = await on("DELETE", `/api/user/${seller.id}`, { token: seller.token, body: { password: PASSWORD } });
    expectError(refused, 409);
    expect(refused.body.error.message).toContain("delete your product");
  });
});

describe("who may sell", () => {
  const modes = [
    ["", { admin: false, seller: "pending" }, "pending"],
    ["open", { admin: true, seller: "approved" }, null],
    ["closed", { admin: false, seller: "closed" }, null],
  ] as const;
  // The default and closed each need a shop of their own (its first seller is its owner): both
  // servers start together, so the file waits for one start instead of two in a row.
  const servers = new Map<string, RunningServer>();
  beforeAll(async () => {
    const others = modes.map(([mode]) => mode).filter((mode) => mode !== "open");
    const started = await Promise.all(others.map((mode) => startServer({ DATABASE_URL: "", SEED_DEMO_DATA: "0", SELLER_SIGNUP: mode })));
    others.forEach((mode, i) => servers.set(mode, started[i]));
  });
  afterAll(async () => {
    await Promise.all([...servers.values()].map((other) => other.stop()));
  });
  for (const [mode, expected, request] of modes) {
    it(`${mode || "approval (the default)"}: a sign-up asking to sell is ${
      expected.admin
        ? "a seller at once"
        : request
          ? "a shopper whose request waits for the owner, who approves it"
          : "a shopper, whom only the owner can make a seller"
    }`, async () => {
      const other = mode === "open" ? server : servers.get(mode)!;
      // The shop's first seller becomes its owner whatever the mode: someone must be there to approve the others.
      const owner = fresh();
      const first = { firstName: "Meera", email: `${owner}@example.com`, username: owner, password: PASSWORD, admin: true };
      if (other !== server)
        expect(expectOk(await on("POST", "/api/auth/register", { base: other.baseUrl, body: first }), 201, registeredJsonSchema).admin).toBe(true);
      const username = fresh();
      const body = { firstName: "Asha", email: `${username}@example.com`, username, password: PASSWORD, admin: true };
      const answer = expectOk(await on("POST", "/api/auth/register", { base: other.baseUrl, body }), 201, registeredJsonSchema);
      expect(answer).toMatchObject(expected);
      if (request) expect(answer.message).toContain("waits for the shop owner's approval");
      const login = expectOk(await on("POST", "/api/auth/login", { base: other.baseUrl, body: { username, password: PASSWORD } }), 200, loginJsonSchema);
      expect(login.admin).toBe(expected.admin);
      const profile = expectOk(await on("GET", `/api/user/${login.id}`, { base: other.baseUrl, token: login.token }), 200, profileJsonSchema);
      expect(profile).toMatchObject({ admin: expected.admin, sellerRequest: request });
      const add = await on("POST", `/api/product/add/${login.id}`, { base: other.baseUrl, token: login.token, body: { title: "Shirt" } });
      expect(add.status).toBe(expected.admin ? 400 : 403);
      if (other === server) return;

      // Only the owner decides; the waiting account's own token is refused like any other seller's.
      const ownerLogin = expectOk(
        await on("POST", "/api/auth/login", { base: other.baseUrl, body: { username: owner, password: PASSWORD } }),
        200,
        loginJsonSchema,
      );
      const asOwner = { base: other.baseUrl, token: ownerLogin.token };
      expectError(await on("GET", "/api/seller-requests", { base: other.baseUrl, token: login.token }), 403);
      const waiting = expectOk(await on("GET", "/api/seller-requests", asOwner), 200, z.array(sellerRequestJsonSchema));
      expect(waiting.map((r) => r.username)).toEqual(request ? [username] : []);
      const made = request
        ? await on("PUT", `/api/seller-requests/${login.id}`, { ...asOwner, body: { approve: true } })
        : await on("POST", "/api/sellers", { ...asOwner, body: { username } });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      // The account's old session knew a shopper; its next sign-in is a seller's.
      expectError(await on("GET", `/api/user/${login.id}`, { base: other.baseUrl, token: login.token }), 401);
      const again = expectOk(await on("POST", "/api/auth/login", { base: other.baseUrl, body: { username, password: PASSWORD } }), 200, loginJsonSchema);
      expect(again.admin).toBe(true);
      expectError(await on("POST", "/api/sellers", { ...asOwner, body: { username } }), 409);
      expectError(await on("PUT", `/api/seller-requests/${login.id}`, { ...asOwner, body: { approve: true } }), 404);
    });
  }
});

describe("limits", () => {
  it("orders: ORDER_LIMIT an hour per shopper, then 429 with Retry-After", async () => {
    const seller = await signUp(true, server.baseUrl);
    const product = await addProduct(seller, { size: [] }, server.baseUrl);
    const shopper: Account = await signUp(false, server.baseUrl);
    const address = { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road, Bengaluru", pin: "560001" };
    const order = async () => {
      await on("POST", `/api/cart/add/${shopper.id}`, { token: shopper.token, body: { productId: product.id, quantity: 1 } });
      return on("POST", `/api/order/add/${shopper.id}`, { token: shopper.token, body: { address } });
    };
    expect((await order()).status).toBe(201);
    expect((await order()).status).toBe(201);
    const refused = await order();
    expectError(refused, 429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
  });

  it("verification mails: five an hour per account; the sixth ask is 429 with Retry-After", async () => {
    const user = await register();
    await mailsTo(user.email, 1);
    for (let i = 2; i <= 5; i++) {
      expectOk(await on("POST", `/api/user/${user.id}/verification`, { token: user.token }), 202, messageJsonSchema);
      await mailsTo(user.email, i);
    }
    const refused = await on("POST", `/api/user/${user.id}/verification`, { token: user.token });
    expectError(refused, 429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
  });

  it("reset requests: five an hour per address typed, known or not, then 429", async () => {
    const unknown = `${fresh()}@example.com`;
    for (let i = 0; i < 5; i++) expect((await on("POST", "/api/auth/forgot", { body: { email: unknown } })).status).toBe(202);
    expectError(await on("POST", "/api/auth/forgot", { body: { email: unknown } }), 429);
  });

  it("e-mail changes: EMAIL_CHANGE_LIMIT a day per account, then 429", async () => {
    const user = await register();
    for (let i = 0; i < 2; i++)
      expect((await on("PUT", `/api/user/${user.id}`, { token: user.token, body: { email: `${fresh()}@example.net` } })).status).toBe(200);
    expectError(await on("PUT", `/api/user/${user.id}`, { token: user.token, body: { email: `${fresh()}@example.net` } }), 429);
  });

  it("a taken username on the profile counts toward the sign-up limit: probes stop at 429, taken or not", async () => {
    const user = await register();
    const other = await register();
    const from = { "x-forwarded-for": "2001:db8:26::1" };
    const probe = (username: string) => on("PUT", `/api/user/${user.id}`, { token: user.token, body: { username }, headers: from });
    for (let i = 0; i < 5; i++) expectError(await probe(other.username), 409);
    expectError(await probe(other.username), 429);
    expectError(await probe(fresh()), 429);
    // A sign-up from that client address is refused too: the probes used its sign-ups.
    expectError(
      await on("POST", "/api/auth/register", {
        body: { firstName: "A", email: `${fresh()}@example.com`, username: fresh(), password: PASSWORD },
        headers: from,
      }),
      429,
    );
  });
});
