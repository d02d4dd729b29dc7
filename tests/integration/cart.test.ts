import { describe, expect, it } from "vitest";
import { MAX_CART_LINES } from "@/lib/cart/cart";
import { addToCart, clearCart, getCart, removeLine, setLineQuantity } from "./cart-json.ts";
import { deleteProduct, updateProduct } from "@/lib/catalog/manage";
import { prisma } from "@/lib/db";
import { cartAddSchema } from "@/lib/validation/cart";
import { newProduct, newUser } from "./fixtures.ts";

const add = (userId: string, body: Record<string, unknown>) => addToCart(userId, cartAddSchema.parse(body));

describe("cart", () => {
  it("starts empty and answers in the shape of docs/api.md", async () => {
    const shopper = await newUser();
    expect(await getCart(shopper.id)).toEqual({ cartItems: [], total: 0 });
  });

  it("adds lines oldest first with the product populated and the MRP total from current prices", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const shirt = await newProduct(seller.id, { price: 799.5 });
    const shoes = await newProduct(seller.id, { title: "Shoes", price: 1200, size: ["42"] });
    await add(shopper.id, { productId: shirt.id, quantity: 2, size: "m" });
    const cart = await add(shopper.id, { productId: shoes.id, quantity: 1, adminId: "ignored" });
    expect(cart.total).toBe(2799);
    expect(cart.cartItems.map((i) => [i.productId._id, i.quantity, i.size, i.adminId])).toEqual([
      [shirt.id, 2, "M", seller.id],
      [shoes.id, 1, "42", seller.id],
    ]);
    expect(cart.cartItems[0].productId).toMatchObject({ _id: shirt.id, id: shirt.id, title: "Linen shirt", price: 799.5, size: ["S", "M", "L"] });

    await updateProduct(seller.id, shirt.id, { price: 500 });
    expect((await getCart(shopper.id)).total).toBe(2200);
  });

  it("merges the same product and size into one line, up to 99", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const shirt = await newProduct(seller.id);
    await add(shopper.id, { productId: shirt.id, size: "S" });
    const cart = await add(shopper.id, { productId: shirt.id, size: "S", quantity: 3 });
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.cartItems[0].quantity).toBe(4);
    await expect(add(shopper.id, { productId: shirt.id, size: "S", quantity: 96 })).rejects.toMatchObject({ status: 400 });
    expect((await getCart(shopper.id)).cartItems[0].quantity).toBe(4);
  });

  it("without a size: a one-size product gets that size, others get none; a wrong size is refused", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const oneSize = await newProduct(seller.id, { size: ["FREE"] });
    const multi = await newProduct(seller.id, { size: ["S", "M"] });
    await add(shopper.id, { productId: oneSize.id });
    const cart = await add(shopper.id, { productId: multi.id });
    expect(cart.cartItems.map((i) => i.size)).toEqual(["FREE", ""]);
    await expect(add(shopper.id, { productId: multi.id, size: "XXL" })).rejects.toMatchObject({ status: 400, fields: { size: expect.any(Array) } });
  });

  it("refuses unknown products", async () => {
    const shopper = await newUser();
    await expect(add(shopper.id, { productId: "cnosuchproduct00000000000" })).rejects.toMatchObject({ status: 404 });
  });

  it("changes and removes lines by index or _id; quantity ≤ 0 removes", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const a = await newProduct(seller.id, { title: "A", price: 100 });
    const b = await newProduct(seller.id, { title: "B", price: 10 });
    await add(shopper.id, { productId: a.id, size: "S" });
    const two = await add(shopper.id, { productId: b.id, size: "S" });

    let cart = await setLineQuantity(shopper.id, 1, 5);
    expect(cart.cartItems.map((i) => i.quantity)).toEqual([1, 5]);
    expect(cart.total).toBe(150);
    cart = await setLineQuantity(shopper.id, two.cartItems[0]._id, 0);
    expect(cart.cartItems.map((i) => i.productId.title)).toEqual(["B"]);
    cart = await setLineQuantity(shopper.id, 0, -3);
    expect(cart).toEqual({ cartItems: [], total: 0 });

    await add(shopper.id, { productId: a.id, size: "S" });
    await expect(removeLine(shopper.id, 7)).rejects.toMatchObject({ status: 404 });
    expect((await removeLine(shopper.id, 0)).cartItems).toEqual([]);
  });

  it("never touches another user's lines, even by their _id", async () => {
    const seller = await newUser({ admin: true });
    const victim = await newUser();
    const attacker = await newUser();
    const shirt = await newProduct(seller.id);
    const victimCart = await add(victim.id, { productId: shirt.id, size: "M", quantity: 2 });
    const lineId = victimCart.cartItems[0]._id;
    await expect(setLineQuantity(attacker.id, lineId, 0)).rejects.toMatchObject({ status: 404 });
    await expect(removeLine(attacker.id, lineId)).rejects.toMatchObject({ status: 404 });
    await clearCart(attacker.id);
    expect(await getCart(victim.id)).toEqual(victimCart);
  });

  it("clear empties the cart; a deleted product leaves the cart too", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const a = await newProduct(seller.id);
    const b = await newProduct(seller.id);
    await add(shopper.id, { productId: a.id, size: "S" });
    await add(shopper.id, { productId: b.id, size: "S" });
    await deleteProduct(seller.id, a.id);
    expect((await getCart(shopper.id)).cartItems.map((i) => i.productId._id)).toEqual([b.id]);
    expect(await clearCart(shopper.id)).toEqual({ cartItems: [], total: 0 });
    expect(await prisma.cartLine.count({ where: { userId: shopper.id } })).toBe(0);
  });

  it(`holds at most ${MAX_CART_LINES} lines`, async () => {
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const product = await newProduct(seller.id, { size: [] });
    await prisma.cartLine.createMany({
      data: Array.from({ length: MAX_CART_LINES }, (_, i) => ({ userId: shopper.id, productId: product.id, size: `X${i}`, quantity: 1 })),
    });
    await expect(add(shopper.id, { productId: product.id })).rejects.toMatchObject({ status: 400 });
  });
});
