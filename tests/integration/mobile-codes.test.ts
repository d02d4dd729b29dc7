import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CODE_FAILED, CODE_LIMITS, CODE_TRIES } from "@/lib/auth/mobile-code";
import { sendSignInCode, signInWithCode } from "@/lib/auth/mobile-sign-in";
import { userFromToken } from "@/lib/auth/session";
import { prisma } from "@/lib/db";
import { confirmMobileChange, requestMobileChange } from "@/lib/users/mobile";
import { msg91Env, startMsg91StandIn, type Msg91StandIn } from "../support/msg91-standin.ts";
import { newUser } from "./fixtures.ts";
import { login } from "@/lib/auth/login";
import { PASSWORD } from "./fixtures.ts";

// Sign-in codes against the real database, sent through the shop's MSG91 client to the local
// stand-in of MSG91's Flow API, where the tests read them as the shopper's phone would.

let sms: Msg91StandIn;
beforeAll(async () => {
  sms = await startMsg91StandIn();
});
afterAll(() => sms.close());
beforeEach(() => {
  for (const [name, value] of Object.entries(msg91Env(sms.url))) vi.stubEnv(name, value);
  return () => vi.unstubAllEnvs();
});

let next = 0;
/** A mobile number and a client address no other test uses. */
const fresh = () => {
  next += 1;
  return { mobile: `9${String(Date.now() % 1e5).padStart(5, "0")}${String(next).padStart(4, "0")}`, address: `203.0.113.${next}` };
};
/** The newest code the stand-in received for the number. */
const codeSentTo = (mobile: string) => sms.sent.findLast((m) => m.mobiles === `91${mobile}`)!.variables.OTP;
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (e: { status?: number }) => e.status,
  );

describe("signing in with a mobile number", () => {
  it("a new number: the code makes a shopper's account with the number verified, and signs it in", async () => {
    const { mobile, address } = fresh();
    await sendSignInCode(mobile, address);
    const code = codeSentTo(mobile);
    expect(code).toMatch(/^\d{6}$/);
    const result = await signInWithCode(mobile, code);
    expect(result).toMatchObject({ id: expect.any(String), admin: false, created: true });
    const user = await prisma.user.findUniqueOrThrow({ where: { id: result.id } });
    expect(user).toMatchObject({ mobile, email: null, passwordHash: "", admin: false, firstName: "", language: "en" });
    expect(user.username).toMatch(/^shopper-[0-9a-f]{10}$/);
    expect((await userFromToken(result.token))?.id).toBe(result.id);
  });

  it("a new number signed in on a Hindi page makes a Hindi account; a known number's account keeps its language", async () => {
    const { mobile, address } = fresh();
    await sendSignInCode(mobile, address);
    const made = await signInWithCode(mobile, codeSentTo(mobile), "hi");
    expect(made.created).toBe(true);
    expect(await prisma.user.findUniqueOrThrow({ where: { id: made.id }, select: { language: true } })).toEqual({ language: "hi" });
    await sendSignInCode(mobile, address);
    expect(await signInWithCode(mobile, codeSentTo(mobile), "en")).toMatchObject({ id: made.id });
    expect(await prisma.user.findUniqueOrThrow({ where: { id: made.id }, select: { language: true } })).toEqual({ language: "hi" });
  });

  it("a known number signs in its account, seller or shopper, without making another", async () => {
    const seller = await newUser({ admin: true });
    const { mobile, address } = fresh();
    await prisma.user.update({ where: { id: seller.id }, data: { mobile } });
    await sendSignInCode(mobile, address);
    const result = await signInWithCode(mobile, codeSentTo(mobile));
    expect(result).toEqual({ token: expect.any(String), id: seller.id, admin: true });
    expect(await prisma.user.count({ where: { mobile } })).toBe(1);
  });

  it("keeps only a hash of the code", async () => {
    const { mobile, address } = fresh();
    await sendSignInCode(mobile, address);
    const row = await prisma.mobileCode.findFirstOrThrow({ where: { mobile } });
    expect(JSON.stringify(row, (_k, v) => (typeof v === "bigint" ? String(v) : v))).not.toContain(codeSentTo(mobile));
  });

  it("a code is spent once", async () => {
    const { mobile, address } = fresh();
    await sendSignInCode(mobile, address);
    const code = codeSentTo(mobile);
    await signInWithCode(mobile, code);
    await expect(signInWithCode(mobile, code)).rejects.toMatchObject({ status: 401, message: CODE_FAILED });
  });

  it("an expired code is refused with the same answer", async () => {
    const { mobile, address } = fresh();
    await sendSignInCode(mobile, address);
    await prisma.mobileCode.updateMany({ where: { mobile }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await expect(signInWithCode(mobile, codeSentTo(mobile))).rejects.toMatchObject({ status: 401, message: CODE_FAILED });
  });

  it("a code dies after five wrong tries, the right one too", async () => {
    const { mobile, address } = fresh();
    await sendSignInCode(mobile, address);
    const code = codeSentTo(mobile);
    for (let i = 0; i < CODE_TRIES; i++) await expect(signInWithCode(mobile, otherThan(code))).rejects.toMatchObject({ status: 401, message: CODE_FAILED });
    await expect(signInWithCode(mobile, code)).rejects.toMatchObject({ status: 401, message: CODE_FAILED });
  });

  it("four wrong tries leave the right one working", async () => {
    const { mobile, address } = fresh();
    await sendSignInCode(mobile, address);
    const code = codeSentTo(mobile);
    for (let i = 0; i < CODE_TRIES - 1; i++) await expect(signInWithCode(mobile, otherThan(code))).rejects.toMatchObject({ status: 401 });
    await expect(signInWithCode(mobile, code)).resolves.toMatchObject({ created: true });
  });

  it("a burst of wrong guesses sent at once gets no more than five looks", async () => {
    const { mobile, address } = fresh();
    await sendSignInCode(mobile, address);
    const code = codeSentTo(mobile);
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"));
    await Promise.allSettled(guesses.map((guess) => signInWithCode(mobile, guess)));
    expect((await prisma.mobileCode.findFirstOrThrow({ where: { mobile } })).tries).toBe(CODE_TRIES);
    await expect(signInWithCode(mobile, code)).rejects.toMatchObject({ status: 401 });
  });

  it("ten verifies of one code at once: one signs in, one account is made", async () => {
    const { mobile, address } = fresh();
    await sendSignInCode(mobile, address);
    const code = codeSentTo(mobile);
    const statuses = await Promise.all(Array.from({ length: 10 }, () => status(signInWithCode(mobile, code))));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 401)).toHaveLength(9);
    expect(await prisma.user.count({ where: { mobile } })).toBe(1);
  });

  it("only the newest code of a number counts", async () => {
    const { mobile, address } = fresh();
    await sendSignInCode(mobile, address);
    const first = codeSentTo(mobile);
    await sendSignInCode(mobile, address);
    const second = codeSentTo(mobile);
    if (first !== second) await expect(signInWithCode(mobile, first)).rejects.toMatchObject({ status: 401 });
    await expect(signInWithCode(mobile, second)).resolves.toMatchObject({ created: true });
  });

  it("a number gets three codes in 15 minutes, then 429 with Retry-After", async () => {
    const { mobile } = fresh();
    for (let i = 0; i < CODE_LIMITS.mobile; i++) await sendSignInCode(mobile, fresh().address);
    const refused = await sendSignInCode(mobile, fresh().address).catch((e) => e);
    expect(refused).toMatchObject({ status: 429 });
    expect(Number(refused.headers["Retry-After"])).toBeGreaterThan(14 * 60);
    expect(Number(refused.headers["Retry-After"])).toBeLessThanOrEqual(15 * 60);
    await prisma.mobileCode.updateMany({ where: { mobile }, data: { createdAt: new Date(Date.now() - 16 * 60_000) } });
    await expect(sendSignInCode(mobile, fresh().address)).resolves.toBeUndefined();
  });

  it("an address gets ten codes in 15 minutes, over all numbers, even asked at once", async () => {
    const { address } = fresh();
    const statuses = await Promise.all(Array.from({ length: CODE_LIMITS.network + 3 }, () => status(sendSignInCode(fresh().mobile, address))));
    expect(statuses.filter((s) => s === 200)).toHaveLength(CODE_LIMITS.network);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });

  it("a code MSG91 did not take is 502 and counts against no limit", async () => {
    const { mobile, address } = fresh();
    sms.down = true;
    try {
      await expect(sendSignInCode(mobile, address)).rejects.toMatchObject({ status: 502 });
    } finally {
      sms.down = false;
    }
    expect(await prisma.mobileCode.count({ where: { mobile } })).toBe(0);
  });
});

describe("adding or changing an account's number", () => {
  it("the code makes the number the account's and ends its other sessions", async () => {
    const shopper = await newUser();
    const before = await login({ username: shopper.username, password: PASSWORD }, "192.0.2.1");
    const { mobile, address } = fresh();
    await requestMobileChange(shopper.id, mobile, address);
    const after = await confirmMobileChange(shopper.id, codeSentTo(mobile));
    expect((await prisma.user.findUniqueOrThrow({ where: { id: shopper.id } })).mobile).toBe(mobile);
    expect(await userFromToken(before.token)).toBeNull();
    expect((await userFromToken(after.token))?.id).toBe(shopper.id);
    await sendSignInCode(mobile, address);
    await expect(signInWithCode(mobile, codeSentTo(mobile))).resolves.toMatchObject({ id: shopper.id });
  });

  it("another account's number is 409, and a sign-in code cannot change a number", async () => {
    const [holder, other] = [await newUser(), await newUser()];
    const { mobile, address } = fresh();
    await prisma.user.update({ where: { id: holder.id }, data: { mobile } });
    await expect(requestMobileChange(other.id, mobile, address)).rejects.toMatchObject({ status: 409 });
    const spare = fresh();
    await sendSignInCode(spare.mobile, spare.address);
    await expect(confirmMobileChange(other.id, codeSentTo(spare.mobile))).rejects.toMatchObject({ status: 401 });
  });
});
