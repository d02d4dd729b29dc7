import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cartAddSchema, cartDeleteSchema, cartUpdateSchema } from "@/lib/validation/cart";
import { addressSchema } from "@/lib/validation/address";
import { orderInputSchema, orderStatusSchema } from "@/lib/validation/orders";
import { priceSchema, productInputSchema, productQueryParams, productQuerySchema, productUpdateSchema } from "@/lib/validation/products";
import { loginSchema, profileSchema, registerSchema } from "@/lib/validation/users";
import { paymentDecisionSchema, refundInputSchema, upiReferenceSchema } from "@/lib/validation/payments";
import { shopUpdateSchema } from "@/lib/validation/shop";

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(true);
const bad = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(false);

describe("user schemas", () => {
  const base = { firstName: "Asha", email: "A@Example.com", username: "Asha.R", password: "12345678" };

  it("normalises username and email to lower case, defaults lastName and admin", () => {
    expect(registerSchema.parse(base)).toEqual({
      firstName: "Asha",
      lastName: "",
      email: "a@example.com",
      username: "asha.r",
      password: "12345678",
      admin: false,
      language: "en",
    });
  });

  it("drops fields nobody may set", () => {
    expect(registerSchema.parse({ ...base, id: "x", tokenVersion: 3, passwordHash: "h" })).not.toHaveProperty("tokenVersion");
    expect(profileSchema.parse({ firstName: "A", admin: true })).toEqual({ firstName: "A" });
  });

  it("refuses short passwords, bad emails and usernames, and non-boolean admin", () => {
    bad(registerSchema, { ...base, password: "1234567" });
    bad(registerSchema, { ...base, email: "nope" });
    bad(registerSchema, { ...base, username: "a b" });
    bad(registerSchema, { ...base, username: "ab" });
    bad(registerSchema, { ...base, admin: "true" });
    bad(loginSchema, { username: "a" });
    bad(profileSchema, {});
  });
});

describe("product schemas", () => {
  it("takes rupees as numbers or numeric text, with at most two decimals", () => {
    expect(priceSchema.parse("799.50")).toBe(799.5);
    expect(priceSchema.parse(1299.99)).toBe(1299.99);
    for (const value of [0, -1, 10.555, "ten", "1e3", Number.NaN, Infinity, 2_000_000, null, true]) bad(priceSchema, value);
  });

  it("every accepted price is a whole number of paise", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (paise) => {
        const rupees = paise / 100;
        expect(Math.round(priceSchema.parse(rupees) * 100)).toBe(paise);
      }),
    );
  });

  it("splits comma-separated sizes and categories, upper- and lower-cases them, drops blanks and repeats", () => {
    const parsed = productInputSchema.parse({
      title: "T",
      price: 1,
      size: "s, m,,M ",
      category: ["Shirts", "shirts", "Men"],
      image: "v_0123456789abcdef01234567",
    });
    expect(parsed.size).toEqual(["S", "M"]);
    expect(parsed.category).toEqual(["shirts", "men"]);
  });

  it("needs exactly one image source on create, none on update", () => {
    bad(productInputSchema, { title: "T", price: 1 });
    bad(productInputSchema, { title: "T", price: 1, image: "v_1", previewSource: "data:image/png;base64,AA==" });
    ok(productUpdateSchema, { title: "T" });
    bad(productUpdateSchema, { image: "../x" });
  });

  it("understands the spec client's chained query beside the normal one", () => {
    const parse = (search: string) => productQuerySchema.parse(productQueryParams(new URLSearchParams(search)));
    expect(parse("category=shirts/?size=M/?color=red")).toEqual({
      category: "shirts",
      size: "M",
      color: "red",
      q: undefined,
      limit: undefined,
      offset: undefined,
    });
    expect(parse("category=/?size=/?color=")).toMatchObject({ category: undefined, size: undefined, color: undefined });
    expect(parse("category=tops&size=S")).toMatchObject({ category: "tops", size: "S" });
    expect(parse("category=a/?color=dark%20blue")).toMatchObject({ category: "a", color: "dark blue" });
  });

  it("lowers a limit above 100 to 100 and refuses nonsense", () => {
    expect(productQuerySchema.parse({ limit: "1000" }).limit).toBe(100);
    bad(productQuerySchema, { limit: "0" });
    bad(productQuerySchema, { limit: "2.5" });
    bad(productQuerySchema, { offset: "-1" });
  });
});

describe("cart schemas", () => {
  it("add: whole quantities 1..99, default 1; size optional and upper-cased", () => {
    expect(cartAddSchema.parse({ productId: "p1", adminId: "x" })).toEqual({ productId: "p1", quantity: 1 });
    expect(cartAddSchema.parse({ productId: "p1", size: " m " }).size).toBe("M");
    for (const quantity of [0, -1, 1.5, "1", 100]) bad(cartAddSchema, { productId: "p1", quantity });
    bad(cartAddSchema, { productId: "" });
    bad(cartAddSchema, { productId: "a/b" });
  });

  it("update: {index, quantity} or {id, quantity}; quantity may be ≤ 0 (removes) but whole", () => {
    expect(cartUpdateSchema.parse({ index: 2, quantity: -1 })).toEqual({ line: 2, quantity: -1 });
    expect(cartUpdateSchema.parse({ id: "line1", quantity: 3 })).toEqual({ line: "line1", quantity: 3 });
    bad(cartUpdateSchema, { index: 0, quantity: 0.5 });
    bad(cartUpdateSchema, { index: 0, id: "x", quantity: 1 });
    bad(cartUpdateSchema, { quantity: 1 });
    bad(cartUpdateSchema, { index: -1, quantity: 1 });
  });

  it("delete: {id} as an index (number or digits) or a line _id", () => {
    expect(cartDeleteSchema.parse({ id: 0 })).toEqual({ line: 0 });
    expect(cartDeleteSchema.parse({ id: "3" })).toEqual({ line: 3 });
    expect(cartDeleteSchema.parse({ id: "cline" })).toEqual({ line: "cline" });
    bad(cartDeleteSchema, { id: 1.5 });
    bad(cartDeleteSchema, {});
  });
});

describe("order schemas", () => {
  const address = { name: "Asha", mobile: "98765-43210", address: "12 MG Road", pin: 560001 };

  it("address: 10-digit mobile and 6-digit PIN, spaces and dashes dropped", () => {
    expect(addressSchema.parse(address)).toEqual({ name: "Asha", mobile: "9876543210", address: "12 MG Road", pin: "560001" });
    bad(addressSchema, { ...address, mobile: "987654321" });
    bad(addressSchema, { ...address, mobile: "98765432100" });
    bad(addressSchema, { ...address, pin: "56001" });
    bad(addressSchema, { ...address, pin: "ABCDEF" });
    bad(addressSchema, { ...address, address: " " });
  });

  it("mobile: ten digits starting 6-9, with +91 or 0 before it, spaces and dashes dropped", () => {
    for (const mobile of ["+91 98765 43210", "+91-98765-43210", "098765 43210", "6000000000", 7012345678]) {
      expect(addressSchema.parse({ ...address, mobile }).mobile, String(mobile)).toMatch(/^[6-9]\d{9}$/);
    }
    expect(addressSchema.parse({ ...address, mobile: "+91 98765 43210" }).mobile).toBe("9876543210");
    for (const mobile of ["1234567890", "5876543210", "+91 1234567890", "+92 9876543210", "91 98765 43210", "00 98765 43210", "98765 4321x"]) {
      bad(addressSchema, { ...address, mobile });
    }
  });

  it("PIN: six digits not starting with 0; city and state are optional", () => {
    bad(addressSchema, { ...address, pin: "000000" });
    bad(addressSchema, { ...address, pin: "012345" });
    ok(addressSchema, { ...address, pin: "110001", city: "New Delhi", state: "Delhi" });
    bad(addressSchema, { ...address, city: " " });
  });

  it("order: an address or a saved addressId, not both nor neither", () => {
    ok(orderInputSchema, { addressId: "caddr1" });
    ok(orderInputSchema, { address, saveAddress: true });
    bad(orderInputSchema, {});
    bad(orderInputSchema, { address, addressId: "caddr1" });
    bad(orderInputSchema, { addressId: "not an id!" });
  });

  it("order: items with a populated or plain productId", () => {
    const parsed = orderInputSchema.parse({
      address,
      total: 10,
      len: 2,
      items: [
        { productId: { _id: "p1", title: "x" }, quantity: 1 },
        { productId: "p2", quantity: 2 },
      ],
    });
    expect(parsed.items!.map((i) => i.productId)).toEqual(["p1", "p2"]);
    expect(orderInputSchema.parse({ address, total: "2841.01" }).total).toBe(2841.01);
    bad(orderInputSchema, { address, total: -1 });
    bad(orderInputSchema, { address, total: "lots" });
    bad(orderInputSchema, { address, len: 1.5 });
  });

  it("status: Accepted, Cancelled or Delivered only", () => {
    ok(orderStatusSchema, { status: "Accepted", orderId: "l1" });
    bad(orderStatusSchema, { status: "Ordered" });
    bad(orderStatusSchema, { status: "accepted" });
  });
});

describe("control characters in text", () => {
  const NUL = "\u0000";
  const address = { name: "Asha", mobile: "9876543210", address: "12 MG Road", pin: "560001" };
  const product = { title: "Shirt", price: 10, previewSource: "data:image/png;base64,AAAA" };

  it("refuses NUL in every text a caller sends: search, filters, product fields, names, sign-in, cart size, address", () => {
    for (const key of ["q", "category", "size", "color"]) bad(productQuerySchema, { [key]: `a${NUL}` });
    for (const [key, value] of Object.entries({ title: NUL, description: `a${NUL}`, color: NUL, size: ["M", NUL], category: `a,${NUL}b` })) {
      bad(productInputSchema, { ...product, [key]: value });
      bad(productUpdateSchema, { [key]: value });
    }
    bad(profileSchema, { firstName: `A${NUL}` });
    bad(profileSchema, { lastName: NUL });
    bad(loginSchema, { username: `asha${NUL}`, password: "12345678" });
    bad(cartAddSchema, { productId: "p1", size: `M${NUL}` });
    bad(addressSchema, { ...address, name: `A${NUL}` });
    bad(addressSchema, { ...address, address: `x${NUL}y` });
    bad(productUpdateSchema, { stock: { [`M${NUL}`]: 3 } });
    bad(orderInputSchema, { address, items: [{ productId: "p1", quantity: 1, size: `M${NUL}` }] });
  });

  it("keeps tabs and line breaks in descriptions and addresses", () => {
    ok(productInputSchema, { ...product, description: "Line one\nLine two\tend" });
    ok(addressSchema, { ...address, address: "12 MG Road\r\nBengaluru" });
  });

  it("refuses any control character in a password, at sign-up and at sign-in", () => {
    const base = { firstName: "Asha", email: "a@example.com", username: "asha" };
    for (const password of ["password\u0000", "password\u0000\u0000", "long enough\u0007", "long enough\n", "long\tenough"]) {
      bad(registerSchema, { ...base, password });
      bad(loginSchema, { username: "asha", password });
    }
    ok(registerSchema, { ...base, password: "long enough" });
  });
});

describe("payment settings and calls", () => {
  it("take COD terms in rupees, a UPI ID and a window of 1 minute to a week", () => {
    ok(shopUpdateSchema, { cod: { enabled: false } });
    ok(shopUpdateSchema, { cod: { fee: "49.50", maxOrder: null } });
    ok(shopUpdateSchema, { upi: { vpa: "vastra.demo@okaxis", payeeName: "Vastra Demo Fashions" } });
    ok(shopUpdateSchema, { upi: null, paymentWindowMinutes: 1 });
    bad(shopUpdateSchema, { cod: { fee: -1 } });
    bad(shopUpdateSchema, { cod: { fee: 1.005 } });
    bad(shopUpdateSchema, { cod: { surprise: true } });
    bad(shopUpdateSchema, { upi: { vpa: "not a vpa", payeeName: "X" } });
    bad(shopUpdateSchema, { upi: { vpa: "shop@okaxis" } });
    bad(shopUpdateSchema, { paymentWindowMinutes: 0 });
    bad(shopUpdateSchema, { paymentWindowMinutes: 7 * 24 * 60 + 1 });
    bad(shopUpdateSchema, { paymentWindowMinutes: 1.5 });
  });

  it("take a 12-digit UTR (spaces dropped), a decision with a reference to confirm, and a positive refund with its reference", () => {
    expect(upiReferenceSchema.parse({ utr: "4123 4567 8901" })).toEqual({ utr: "412345678901" });
    bad(upiReferenceSchema, { utr: "41234567890" });
    bad(upiReferenceSchema, { utr: 412345678901 });
    ok(paymentDecisionSchema, { status: "paid", reference: "412345678901" });
    ok(paymentDecisionSchema, { status: "failed" });
    bad(paymentDecisionSchema, { status: "paid" });
    bad(paymentDecisionSchema, { status: "refunded", reference: "x" });
    ok(refundInputSchema, { amount: 881.02, reference: "RF1" });
    bad(refundInputSchema, { amount: 0, reference: "RF1" });
    bad(refundInputSchema, { amount: 10 });
  });

  it("let an order name its payment method, or none (cash on delivery)", () => {
    const address = { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road", pin: "560001" };
    expect(orderInputSchema.parse({ address }).paymentMethod).toBeUndefined();
    expect(orderInputSchema.parse({ address, paymentMethod: "upi" }).paymentMethod).toBe("upi");
    bad(orderInputSchema, { address, paymentMethod: "cheque" });
  });
});
