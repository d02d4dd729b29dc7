import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { getProfile, updateProfile } from "@/lib/users/profile";
import { registerUser } from "@/lib/users/register";
import { profileSchema, registerSchema } from "@/lib/validation/users";
import { newUser, PASSWORD } from "./fixtures.ts";

describe("users", () => {
  it("registers shoppers and (with SELLER_SIGNUP=open) sellers, ignoring fields nobody may set", async () => {
    process.env.SELLER_SIGNUP = "open";
    const input = registerSchema.parse({
      firstName: "Ravi",
      lastName: "Kumar",
      email: "Ravi.Kumar@Example.com",
      username: "Ravi_K",
      password: PASSWORD,
      admin: true,
      tokenVersion: 99,
      id: "my-own-id",
      passwordHash: "x",
      emailVerified: true,
      verifiedEmail: "ravi@example.com",
    });
    const created = await registerUser(input, "192.0.2.10").finally(() => delete process.env.SELLER_SIGNUP);
    expect(created).toEqual({ id: expect.any(String), username: "ravi_k", admin: true, seller: "approved", message: expect.any(String) });
    const row = await prisma.user.findUniqueOrThrow({ where: { id: created.id } });
    // The spec's client sends no language: English.
    expect(row).toMatchObject({ email: "ravi.kumar@example.com", admin: true, tokenVersion: 0, emailVerified: false, verifiedEmail: null, language: "en" });
    expect(row.id).not.toBe("my-own-id");
    expect(row.passwordHash).not.toBe("x");
  });

  it("keeps the language of the sign-up page on the account (issue 46), and refuses one the shop does not speak", async () => {
    const input = { firstName: "Asha", email: `hindi${Date.now()}@example.com`, username: `hindi${Date.now()}`, password: PASSWORD };
    const created = await registerUser(registerSchema.parse({ ...input, language: "hi" }), "192.0.2.11");
    expect((await prisma.user.findUniqueOrThrow({ where: { id: created.id } })).language).toBe("hi");
    expect(registerSchema.safeParse({ ...input, language: "fr" }).success).toBe(false);
  });

  it("refuses a taken username or email with 409 and the field", async () => {
    const user = await newUser();
    const again = (over: Record<string, unknown>) =>
      registerUser(
        registerSchema.parse({ firstName: "X", email: `new${Date.now()}@example.com`, username: `new${Date.now()}`, password: PASSWORD, ...over }),
        "192.0.2.10",
      );
    await expect(again({ username: user.username.toUpperCase() })).rejects.toMatchObject({ status: 409, fields: { username: expect.any(Array) } });
    await expect(again({ email: user.email })).rejects.toMatchObject({ status: 409, fields: { email: expect.any(Array) } });
  });

  it("reads and updates a profile, never exposing the hash or changing the admin flag", async () => {
    const user = await newUser();
    const other = await newUser();
    expect(await getProfile(user.id)).toEqual({
      id: user.id,
      firstName: "Asha",
      lastName: "Rao",
      username: user.username,
      email: user.email,
      admin: false,
      emailVerified: true,
      verifiedEmail: user.email,
      sellerRequest: null,
      mobile: null,
      whatsappUpdates: null,
      newOrderWhatsApp: false,
      hasPassword: true,
    });
    const from = "192.0.2.11";
    const updated = await updateProfile(user.id, profileSchema.parse({ firstName: "Asha M", username: `${user.username}_x`, admin: true }), from);
    expect(updated).toMatchObject({ firstName: "Asha M", username: `${user.username}_x`, admin: false, email: user.email });
    await expect(updateProfile(user.id, profileSchema.parse({ email: other.email }), from)).rejects.toMatchObject({ status: 409 });
    // Keeping one's own username is not a conflict.
    expect((await updateProfile(user.id, profileSchema.parse({ username: `${user.username}_x` }), from)).username).toBe(`${user.username}_x`);
  });
});
