import { describe, expect, it } from "vitest";
import { requireOwnerCaller } from "@/lib/auth/guard";
import { issueToken } from "@/lib/auth/token";
import { prisma } from "@/lib/db";
import { errorResponse, readJson } from "@/lib/http";
import { DEMO_SHOP } from "@/lib/seed/shop";
import { gstinCheckCharacter } from "@/lib/shop/gstin";
import { createSeller, ensureOwner } from "@/lib/shop/owner";
import { readShop, updateShop } from "@/lib/shop/profile";
import { toShopJson } from "@/lib/api-json/shop";
import { registerUser } from "@/lib/users/register";
import { shopUpdateSchema } from "@/lib/validation/shop";
import { registerSchema } from "@/lib/validation/users";
import { newUser, PASSWORD } from "./fixtures.ts";

// The shop profile as PUT /api/shop runs it (app/api/shop/route.ts: the owner guard on a
// real request with a real token, the body's schema, updateShop and toShopJson, errors in the API's shape),
// on a database of this file's own that starts with no users and no owner. Expiring Next's
// cache needs Next's server: tests/api/shop.test.ts runs the route itself.

let signups = 0;
async function register(admin: boolean) {
  signups += 1;
  const username = `owner_test_${signups}_${Date.now().toString(36)}`;
  const input = registerSchema.parse({ firstName: "Meera", email: `${username}@example.com`, username, password: PASSWORD, admin });
  // Each from its own network, so the sign-up limit never counts them together.
  return registerUser(input, `10.${signups}.0.1`);
}

async function tokenOf(userId: string): Promise<string> {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId } });
  return issueToken({ sub: user.id, admin: user.admin, tv: user.tokenVersion });
}

async function put(token: string | null, body: unknown) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.token = token;
  const request = new Request("http://shop.test/api/shop", { method: "PUT", headers, body: JSON.stringify(body) });
  try {
    await requireOwnerCaller(request);
    return { status: 200, body: toShopJson(await updateShop(await readJson(request, shopUpdateSchema))) as Record<string, unknown> };
  } catch (error) {
    const response = errorResponse(error);
    return { status: response.status, body: await response.json() };
  }
}

describe("the shop's owner", () => {
  it("is the first seller to sign up, and only the first; a shopper never is", async () => {
    const shopper = await register(false);
    const first = await register(true);
    const second = await register(true);
    const owners = await prisma.user.findMany({ where: { owner: true }, select: { id: true } });
    expect(owners).toEqual([{ id: first.id }]);
    expect([shopper.id, second.id]).not.toContain(owners[0].id);
  });

  it("is exactly one of several sellers created at once in a shop without one", async () => {
    await prisma.user.updateMany({ data: { owner: false } });
    // Straight to the rule registerUser and the seed use (createSeller), without the password
    // hashing before it that would spread the sign-ups out in time.
    const sellers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        createSeller((tx, owner) =>
          tx.user.create({ data: { firstName: "S", email: `race${n}@example.com`, username: `race_${n}`, passwordHash: "x", admin: true, owner } }),
        ),
      ),
    );
    const owners = await prisma.user.findMany({ where: { owner: true }, select: { id: true } });
    expect(owners).toHaveLength(1);
    expect(sellers.map((s) => s.id)).toContain(owners[0].id);
  });

  it("is one user at most, even when the database is asked for two", async () => {
    const other = await newUser({ admin: true });
    await expect(prisma.user.update({ where: { id: other.id }, data: { owner: true } })).rejects.toThrow();
  });

  it("is made at start for a shop with sellers and no owner: its first seller", async () => {
    const owner = await prisma.user.findFirstOrThrow({ where: { owner: true } });
    expect(await ensureOwner()).toBeNull();
    await prisma.user.update({ where: { id: owner.id }, data: { owner: false } });
    expect(await ensureOwner()).toBe((await prisma.user.findFirstOrThrow({ where: { admin: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] })).id);
  });
});

describe("PUT /api/shop", () => {
  const ownerToken = async () => tokenOf((await prisma.user.findFirstOrThrow({ where: { owner: true } })).id);

  it("is the owner's: anyone else is 401 or 403 and changes nothing", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    expect((await put(null, { name: "Mine" })).status).toBe(401);
    for (const id of [seller.id, shopper.id]) {
      const answer = await put(await tokenOf(id), { name: "Mine" });
      expect(answer.status).toBe(403);
      expect(answer.body.error.code).toBe("forbidden");
    }
    expect((await prisma.shop.findUniqueOrThrow({ where: { id: 1 } })).name).toBeNull();
  });

  it("sets the profile, read back in the public shape", async () => {
    const answer = await put(await ownerToken(), DEMO_SHOP);
    expect(answer.status).toBe(200);
    const expected = { ...DEMO_SHOP, stateCode: "29", sellingModel: "single" };
    expect(answer.body).toEqual(expected);
    expect(toShopJson(await readShop())).toEqual(expected);
    // Kept in paise, as its readers take it: ₹49 below ₹499, no COD fee.
    const kept = await readShop();
    expect([kept.delivery.feePaise, kept.delivery.freeAbovePaise, kept.cod.feePaise, kept.cod.confirm.abovePaise]).toEqual([4900, 49900, 0, 0]);
  });

  it("changes only the fields sent, and null clears one", async () => {
    const answer = await put(await ownerToken(), { supportPhone: "1800 123 4567", grievanceOfficer: { designation: null } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: "Vastra", gstin: DEMO_SHOP.gstin, supportPhone: "1800 123 4567" });
    expect(answer.body.grievanceOfficer).toEqual({ ...DEMO_SHOP.grievanceOfficer, designation: null });
  });

  it("takes the shop's social pages on each network's own hosts, clears one with null, and refuses another site", async () => {
    const token = await ownerToken();
    const pages = { instagram: "https://www.instagram.com/vastra.demo", twitter: "https://x.com/vastra_demo" };
    const answer = await put(token, { social: pages });
    expect(answer.status).toBe(200);
    expect(answer.body.social).toEqual({ facebook: null, youtube: null, ...pages });
    const refused = await put(token, { social: { facebook: "https://facebook.example.com/vastra", youtube: "http://www.youtube.com/@vastra" } });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields).sort()).toEqual(["social.facebook", "social.youtube"]);
    expect((await put(token, { social: { twitter: null } })).body.social).toEqual({ facebook: null, youtube: null, twitter: null, instagram: pages.instagram });
    await put(token, { social: { instagram: null } });
  });

  it("refuses a GSTIN with a wrong check character, naming the field, and keeps the stored one", async () => {
    const wrong = DEMO_SHOP.gstin.slice(0, 14) + (DEMO_SHOP.gstin[14] === "A" ? "B" : "A");
    const answer = await put(await ownerToken(), { gstin: wrong, name: "Renamed" });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields.gstin[0]).toMatch(/check character/);
    const row = await prisma.shop.findUniqueOrThrow({ where: { id: 1 } });
    expect([row.gstin, row.name]).toEqual([DEMO_SHOP.gstin, "Vastra"]);
  });

  it("wants the GSTIN, the state and the PIN to agree, and names every bad field at once", async () => {
    const token = await ownerToken();
    const maharashtra = "27AAACV0000Z1Z";
    // A well-formed GSTIN of Maharashtra for a shop in Karnataka.
    let answer = await put(token, { gstin: maharashtra + gstinCheckCharacter(maharashtra) });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields.gstin[0]).toMatch(/Maharashtra \(27\).*Karnataka \(29\)/);
    // Moving the shop to Maharashtra without a new GSTIN and PIN names the state.
    answer = await put(token, { state: "Maharashtra" });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.error.fields)).toEqual(["state"]);
    answer = await put(token, { state: "Atlantis", stateCode: "99", pin: "999999", supportEmail: "not mail", grievanceOfficer: { phone: "12345" } });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.error.fields).sort()).toEqual(["grievanceOfficer.phone", "supportEmail"]);
    answer = await put(token, { state: "Atlantis", pin: "999999" });
    expect(Object.keys(answer.body.error.fields).sort()).toEqual(["pin", "state"]);
    // All three moved together is a move.
    answer = await put(token, { stateCode: "27", pin: "400001", city: "Mumbai", gstin: maharashtra + gstinCheckCharacter(maharashtra) });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ state: "Maharashtra", stateCode: "27", pin: "400001", city: "Mumbai" });
  });

  it("sets the returns policy: a window of 0 to 90 days and whether sizes are exchanged; each field alone", async () => {
    const token = await ownerToken();
    expect((await put(token, { returns: { windowDays: 0 } })).body.returns).toEqual({ windowDays: 0, exchange: true });
    expect((await put(token, { returns: { exchange: false } })).body.returns).toEqual({ windowDays: 0, exchange: false });
    for (const windowDays of [-1, 91, 2.5, "7"]) {
      const answer = await put(token, { returns: { windowDays } });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.error.fields)).toEqual(["returns.windowDays"]);
    }
    expect((await put(token, { returns: { windowDays: 7, exchange: true } })).body.returns).toEqual({ windowDays: 7, exchange: true });
  });

  it("is 400 for a body that changes nothing or is no JSON object", async () => {
    const token = await ownerToken();
    expect((await put(token, {})).status).toBe(400);
    expect((await put(token, ["name"])).status).toBe(400);
  });

  it("takes a blank GSTIN as none, and removes the shop's GSTIN only when the owner confirms the shop is unregistered", async () => {
    const token = await ownerToken();
    const { gstin } = await prisma.shop.findUniqueOrThrow({ where: { id: 1 } });
    expect(gstin).not.toBeNull();
    let answer = await put(token, { gstin: "   " });
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe("confirm_unregistered");
    expect(answer.body.error.message).toMatch(/bills of supply/);
    expect((await prisma.shop.findUniqueOrThrow({ where: { id: 1 } })).gstin).toBe(gstin);
    answer = await put(token, { gstin: null });
    expect(answer.status).toBe(409);
    answer = await put(token, { gstin: "", confirmUnregistered: true });
    expect(answer.status).toBe(200);
    expect(answer.body.gstin).toBeNull();
    // Once unregistered, a blank asks nothing more.
    expect((await put(token, { gstin: "" })).status).toBe(200);
    expect((await put(token, { gstin })).body.gstin).toBe(gstin);
  });
});
