import { describe, expect, it } from "vitest";
import { backfillOrderAddresses } from "@/lib/address/backfill";
import { addAddress, deleteAddress, listAddresses, MAX_SAVED_ADDRESSES, updateAddress } from "@/lib/address/book";
import { addToCart } from "@/lib/cart/cart";
import { prisma } from "@/lib/db";
import { toOrderJson } from "@/lib/api-json/orders";
import { placeOrder } from "@/lib/flows/place-order";
import { savedAddressInputSchema, savedAddressUpdateSchema } from "@/lib/validation/address";
import { cartAddSchema } from "@/lib/validation/cart";
import { orderInputSchema } from "@/lib/validation/orders";
import { newProduct, newUser } from "./fixtures.ts";

// Delivery addresses with a state: orders (spec-shaped, with city and state, by a saved
// address), the address book, and the backfill of orders placed before addresses had states.

const spec = { name: "Asha Rao", mobile: "+91 98765 43210", address: "12 MG Road", pin: "560001" };
const bengaluru = { city: "Bengaluru", state: "Karnataka", stateCode: "29" };

async function shopperWithCart() {
  const seller = await newUser({ admin: true });
  const shopper = await newUser();
  const product = await newProduct(seller.id);
  await addToCart(shopper.id, cartAddSchema.parse({ productId: product.id, quantity: 1, size: "M" }));
  return shopper;
}

const order = (userId: string, body: Record<string, unknown>) => placeOrder(userId, orderInputSchema.parse(body)).then((placed) => toOrderJson(placed.order));
const saved = (userId: string, body: Record<string, unknown>) => addAddress(userId, savedAddressInputSchema.parse(body));

describe("an order's delivery address", () => {
  it("in the spec's shape gets its city and state from the PIN, and a ten-digit mobile", async () => {
    const shopper = await shopperWithCart();
    const placed = await order(shopper.id, { address: spec });
    expect(placed.address).toEqual({ ...spec, mobile: "9876543210", ...bengaluru });
    const row = await prisma.order.findUniqueOrThrow({ where: { id: placed.id } });
    expect([row.city, row.state, row.stateCode]).toEqual(["Bengaluru", "Karnataka", "29"]);
  });

  it("keeps a city the shopper corrected, and a state sent must be the PIN's", async () => {
    const shopper = await shopperWithCart();
    await expect(order(shopper.id, { address: { ...spec, state: "Kerala" } })).rejects.toMatchObject({
      status: 400,
      fields: { "address.state": ["PIN code 560001 is in Karnataka."] },
    });
    const placed = await order(shopper.id, { address: { ...spec, city: "Bangalore", state: "karnataka" } });
    expect(placed.address).toMatchObject({ city: "Bangalore", state: "Karnataka", stateCode: "29" });
  });

  it("refuses a PIN no post office has, and orders nothing", async () => {
    const shopper = await shopperWithCart();
    await expect(order(shopper.id, { address: { ...spec, pin: "999999" } })).rejects.toMatchObject({
      status: 400,
      fields: { "address.pin": expect.any(Array) },
    });
    expect(await prisma.order.count({ where: { userId: shopper.id } })).toBe(0);
    expect(await prisma.cartLine.count({ where: { userId: shopper.id } })).toBe(1);
  });

  it("can be a saved address, by its id; another shopper's id is refused", async () => {
    const shopper = await shopperWithCart();
    const home = await saved(shopper.id, { ...spec, pin: "400001", name: "Asha at home" });
    const stranger = await newUser();
    const theirs = await saved(stranger.id, spec);
    await expect(order(shopper.id, { addressId: theirs.id })).rejects.toMatchObject({ status: 400, fields: { addressId: expect.any(Array) } });
    const placed = await order(shopper.id, { addressId: home.id });
    expect(placed.address).toEqual({
      name: "Asha at home",
      mobile: "9876543210",
      address: "12 MG Road",
      pin: "400001",
      city: "Mumbai",
      state: "Maharashtra",
      stateCode: "27",
    });
  });

  it("is kept in the address book when asked, once however often it is ordered to", async () => {
    const shopper = await shopperWithCart();
    await order(shopper.id, { address: spec, saveAddress: true });
    await addToCart(shopper.id, cartAddSchema.parse({ productId: (await newProduct((await newUser({ admin: true })).id)).id, quantity: 1, size: "S" }));
    await order(shopper.id, { address: spec, saveAddress: true });
    const book = await listAddresses(shopper.id);
    expect(book).toEqual([{ id: expect.any(String), ...spec, mobile: "9876543210", ...bengaluru, isDefault: true }]);
  });
});

describe("the address book", () => {
  it("makes the first address the default, and moves the default when asked", async () => {
    const shopper = await newUser();
    const home = await saved(shopper.id, spec);
    const work = await saved(shopper.id, { ...spec, name: "Asha at work", pin: "110001", city: "New Delhi" });
    expect([home.isDefault, work.isDefault]).toEqual([true, false]);
    expect(work).toMatchObject({ city: "New Delhi", state: "Delhi", stateCode: "07" });
    await updateAddress(shopper.id, work.id, savedAddressUpdateSchema.parse({ isDefault: true }));
    expect((await listAddresses(shopper.id)).map((a) => [a.name, a.isDefault])).toEqual([
      ["Asha at work", true],
      ["Asha Rao", false],
    ]);
  });

  it("takes a new PIN's state and district, unless a city comes with it", async () => {
    const shopper = await newUser();
    const home = await saved(shopper.id, spec);
    expect(await updateAddress(shopper.id, home.id, savedAddressUpdateSchema.parse({ pin: "700001" }))).toMatchObject({
      city: "Kolkata",
      state: "West Bengal",
      stateCode: "19",
    });
    expect(await updateAddress(shopper.id, home.id, savedAddressUpdateSchema.parse({ pin: "600001", city: "Madras" }))).toMatchObject({
      city: "Madras",
      stateCode: "33",
    });
    expect(await updateAddress(shopper.id, home.id, savedAddressUpdateSchema.parse({ name: "Asha R" }))).toMatchObject({ name: "Asha R", city: "Madras" });
    await expect(updateAddress(shopper.id, home.id, savedAddressUpdateSchema.parse({ state: "Goa" }))).rejects.toMatchObject({
      status: 400,
      fields: { state: expect.any(Array) },
    });
  });

  it("hands the default on to the newest address when the default is deleted", async () => {
    const shopper = await newUser();
    const first = await saved(shopper.id, spec);
    await saved(shopper.id, { ...spec, name: "Second" });
    const third = await saved(shopper.id, { ...spec, name: "Third" });
    await deleteAddress(shopper.id, first.id);
    expect((await listAddresses(shopper.id)).map((a) => [a.id, a.isDefault])[0]).toEqual([third.id, true]);
  });

  it("is the shopper's own: another's address is not found, to change or to delete", async () => {
    const shopper = await newUser();
    const stranger = await newUser();
    const theirs = await saved(stranger.id, spec);
    await expect(updateAddress(shopper.id, theirs.id, savedAddressUpdateSchema.parse({ name: "Mine" }))).rejects.toMatchObject({ status: 404 });
    await expect(deleteAddress(shopper.id, theirs.id)).rejects.toMatchObject({ status: 404 });
    expect(await listAddresses(stranger.id)).toHaveLength(1);
  });

  it(`holds at most ${MAX_SAVED_ADDRESSES} addresses`, async () => {
    const shopper = await newUser();
    for (let i = 0; i < MAX_SAVED_ADDRESSES; i++) await saved(shopper.id, { ...spec, name: `Friend ${i}` });
    await expect(saved(shopper.id, spec)).rejects.toMatchObject({ status: 409 });
  });
});

describe("orders placed before addresses had a state", () => {
  it("get city and state from their PIN after the migration, once; an unknown PIN keeps its address as placed", async () => {
    const shopper = await newUser();
    const old = (pin: string) =>
      prisma.order.create({
        data: {
          userId: shopper.id,
          name: "Old",
          mobile: "9876543210",
          address: "1 Old Street",
          pin,
          mrpPaise: 100,
          discountPaise: 2,
          totalPaise: 98,
          lineCount: 0,
        },
      });
    const [known, unknown] = [await old("682001"), await old("000000")];
    expect(await backfillOrderAddresses()).toBeGreaterThanOrEqual(1);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: known.id } })).toMatchObject({ city: "Ernakulam", state: "Kerala", stateCode: "32" });
    expect(await prisma.order.findUniqueOrThrow({ where: { id: unknown.id } })).toMatchObject({ city: null, state: null, stateCode: null });
    expect(await backfillOrderAddresses()).toBe(0);
  });
});
