import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { wishlistAddSchema } from "@/lib/validation/wishlist";
import { addToWishlist, MAX_WISHLIST, wishlistOf } from "@/lib/wishlist/wishlist";
import { newProduct, newUser } from "./fixtures.ts";

// The wishlist's limit holds also when entries are added at once (issue 42).

describe("the wishlist", () => {
  it("holds at most 200 entries: the next is 409, also when several come at once", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const products = await Promise.all(Array.from({ length: 5 }, (_, i) => newProduct(seller.id, { title: `Wish ${i}` })));
    // 199 entries as rows (the limit's count is what is tested, not 199 adds), then two at once: one gets in.
    const filler = await newProduct(seller.id, { size: Array.from({ length: 20 }, (_, i) => `S${i}`) });
    const many = await Promise.all(Array.from({ length: 10 }, () => newProduct(seller.id, { size: Array.from({ length: 20 }, (_, i) => `S${i}`) })));
    const rows = [filler, ...many].flatMap((p) =>
      p.sizes.map((size) => ({ userId: shopper.id, productId: p.id, size, seenPricePaise: p.pricePaise, seenAvailable: true })),
    );
    await prisma.wishlistEntry.createMany({ data: rows.slice(0, MAX_WISHLIST - 1) });
    const results = await Promise.allSettled(products.slice(0, 3).map((p) => addToWishlist(shopper.id, wishlistAddSchema.parse({ productId: p.id }))));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason.status)).toEqual([409, 409]);
    expect(await prisma.wishlistEntry.count({ where: { userId: shopper.id } })).toBe(MAX_WISHLIST);
    expect((await wishlistOf(shopper.id))[0].product.title).toMatch(/^Wish /);
  });
});
