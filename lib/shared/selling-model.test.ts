import { describe, expect, it } from "vitest";
import { sellerOfRecord, sellsInOwnName } from "./selling-model";

describe("the seller of record", () => {
  it("is the shop for every line of a single business", () => {
    expect(sellerOfRecord("single", { sellerId: "s1" }, "owner")).toBe("shop");
    expect(sellsInOwnName("single", { owner: false })).toBe(false);
  });

  it("is the line's seller in a marketplace, except the owner's own goods", () => {
    expect(sellerOfRecord("marketplace", { sellerId: "s1" }, "owner")).toBe("seller");
    expect(sellerOfRecord("marketplace", { sellerId: "owner" }, "owner")).toBe("shop");
    expect(sellerOfRecord("marketplace", { sellerId: null }, "owner")).toBe("shop");
    expect(sellsInOwnName("marketplace", { owner: false })).toBe(true);
    expect(sellsInOwnName("marketplace", { owner: true })).toBe(false);
  });
});
