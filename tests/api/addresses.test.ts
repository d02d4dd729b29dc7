import { describe, expect, it } from "vitest";
import { z } from "zod";
import { deletedJsonSchema, orderJsonSchema, savedAddressJsonSchema } from "@/lib/validation/responses";
import { addProduct, call, expectError, expectOk, signUp, strangers, type Account } from "./client.ts";

// The address book (/api/address/{userId}[/{addressId}]) and the order call's delivery
// address: the spec's shape with city and state filled from the PIN, or a saved addressId.

const spec = { name: "Asha Rao", mobile: "+91 98765-43210", address: "12 MG Road", pin: "560001" };
const book = z.array(savedAddressJsonSchema);
const path = (who: Account, id?: string) => `/api/address/${who.id}${id ? `/${id}` : ""}`;
const save = (who: Account, body: unknown) => call("POST", path(who), { token: who.token, body });

async function withCart(shopper: Account) {
  const seller = await signUp(true);
  const product = await addProduct(seller, { size: [] });
  expect((await call("POST", `/api/cart/add/${shopper.id}`, { token: shopper.token, body: { productId: product.id, quantity: 1 } })).status).toBe(200);
}

describe("the address book", () => {
  it("saves an address with its city and state from the PIN, lists it, changes it and deletes it", async () => {
    const shopper = await signUp();
    const home = expectOk(await save(shopper, spec), 201, savedAddressJsonSchema);
    expect(home).toEqual({ id: home.id, ...spec, mobile: "9876543210", city: "Bengaluru", state: "Karnataka", stateCode: "29", isDefault: true });
    const work = expectOk(await save(shopper, { ...spec, name: "Office", pin: "110001", city: "New Delhi", isDefault: true }), 201, savedAddressJsonSchema);
    expect(expectOk(await call("GET", path(shopper), { token: shopper.token }), 200, book).map((a) => [a.name, a.isDefault])).toEqual([
      ["Office", true],
      ["Asha Rao", false],
    ]);
    const moved = expectOk(await call("PUT", path(shopper, home.id), { token: shopper.token, body: { pin: "400001" } }), 200, savedAddressJsonSchema);
    expect(moved).toMatchObject({ city: "Mumbai", state: "Maharashtra", stateCode: "27", isDefault: false });
    expectOk(await call("DELETE", path(shopper, work.id), { token: shopper.token }), 200, deletedJsonSchema);
    expect(expectOk(await call("GET", path(shopper), { token: shopper.token }), 200, book)).toEqual([{ ...moved, isDefault: true }]);
  });

  it("refuses a bad mobile, an unknown PIN and a state not the PIN's, naming each", async () => {
    const shopper = await signUp();
    expectError(await save(shopper, { ...spec, mobile: "1234567890" }), 400, "mobile");
    expectError(await save(shopper, { ...spec, pin: "000000" }), 400, "pin");
    expectError(await save(shopper, { ...spec, pin: "999999" }), 400, "pin");
    expectError(await save(shopper, { ...spec, state: "Goa" }), 400, "state");
  });

  it("is only its user's: another user's book is 403, another's address 404", async () => {
    const owner = await signUp();
    const theirs = expectOk(await save(owner, spec), 201, savedAddressJsonSchema);
    const { anonymous, shopper, seller } = await strangers();
    expect((await call("GET", path(owner), { token: anonymous })).status).toBe(401);
    for (const stranger of [shopper, seller]) {
      expectError(await call("GET", path(owner), { token: stranger.token }), 403);
      expectError(await call("POST", path(owner), { token: stranger.token, body: spec }), 403);
      expectError(await call("PUT", path(owner, theirs.id), { token: stranger.token, body: { name: "Mine" } }), 403);
      expectError(await call("DELETE", path(owner, theirs.id), { token: stranger.token }), 403);
      // Through their own path: not found, as if it did not exist.
      expectError(await call("PUT", path(stranger, theirs.id), { token: stranger.token, body: { name: "Mine" } }), 404);
      expectError(await call("DELETE", path(stranger, theirs.id), { token: stranger.token }), 404);
    }
    expect(expectOk(await call("GET", path(owner), { token: owner.token }), 200, book)).toEqual([theirs]);
  });
});

describe("POST /api/order/add/{userId} and the delivery address", () => {
  it("still takes the spec's {name, mobile, address, pin} and fills city and state from the PIN", async () => {
    const shopper = await signUp();
    await withCart(shopper);
    const placed = expectOk(await call("POST", `/api/order/add/${shopper.id}`, { token: shopper.token, body: { address: spec } }), 201, orderJsonSchema);
    expect(placed.address).toEqual({ ...spec, mobile: "9876543210", city: "Bengaluru", state: "Karnataka", stateCode: "29" });
  });

  it("orders to a saved address by addressId, and refuses another shopper's", async () => {
    const shopper = await signUp();
    const other = await signUp();
    const mine = expectOk(await save(shopper, { ...spec, pin: "700001", name: "Kolkata flat" }), 201, savedAddressJsonSchema);
    const theirs = expectOk(await save(other, spec), 201, savedAddressJsonSchema);
    await withCart(shopper);
    expectError(await call("POST", `/api/order/add/${shopper.id}`, { token: shopper.token, body: { addressId: theirs.id } }), 400, "addressId");
    const placed = expectOk(await call("POST", `/api/order/add/${shopper.id}`, { token: shopper.token, body: { addressId: mine.id } }), 201, orderJsonSchema);
    const { id: _id, isDefault: _default, ...snapshot } = mine;
    expect(placed.address).toEqual(snapshot);
  });

  it("saves the address when asked, and refuses neither or both of address and addressId", async () => {
    const shopper = await signUp();
    await withCart(shopper);
    const order = (body: unknown) => call("POST", `/api/order/add/${shopper.id}`, { token: shopper.token, body });
    expectError(await order({}), 400, "address");
    expectError(await order({ address: spec, addressId: "caddr" }), 400, "addressId");
    expectError(await order({ address: { ...spec, mobile: "1234567890", pin: "000000" } }), 400, "address.mobile");
    expectError(await order({ address: { ...spec, pin: "999999" } }), 400, "address.pin");
    expectOk(await order({ address: spec, saveAddress: true }), 201, orderJsonSchema);
    expect(expectOk(await call("GET", path(shopper), { token: shopper.token }), 200, book)).toHaveLength(1);
  });
});
