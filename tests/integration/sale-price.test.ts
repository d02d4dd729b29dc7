import { beforeAll, describe, expect, it } from "vitest";
import { addToCart, applyCartCoupon, getCart } from "./cart-json.ts";
import { toProductJson } from "@/lib/api-json/product";
import { findProductPage } from "@/lib/catalog/products";
import { updateProduct } from "@/lib/catalog/manage";
import { saleClock } from "@/lib/catalog/sales";
import { prisma } from "@/lib/db";
import type { InvoiceDocument } from "@/lib/invoices/document";
import { toOrderJson } from "@/lib/api-json/orders";
import { placeOrder } from "@/lib/flows/place-order";
import { shopperOrder } from "@/lib/orders/shopper";
import { updateShop } from "@/lib/shop/profile";
import { createCoupon } from "./coupon-json.ts";
import { moveReturn } from "@/lib/flows/move-return";
import { indianMonthOf, salesRegisterCsv } from "@/lib/invoices/reports";
import { askReturn } from "@/lib/flows/ask-return";
import { couponCreateSchema } from "@/lib/validation/coupons";
import { returnAskSchema, returnMoveSchema } from "@/lib/validation/returns";
import { DEMO_SHOP } from "@/lib/seed/shop";
import { cartAddSchema } from "@/lib/validation/cart";
import { orderInputSchema } from "@/lib/validation/orders";
import { productUpdateSchema } from "@/lib/validation/products";
import { shopUpdateSchema } from "@/lib/validation/shop";
import { ADDRESS, deliverLine, newProduct, newUser, shopWithoutCodConfirmation } from "./fixtures.ts";

// A sale price below the MRP (issue 43, §3) on the real database: the cart and the order charge
// it (the specification's 2% then applies to it), the invoice taxes what was charged, and a sale
// that ends is gone from the cart, the product and the price order.

beforeAll(shopWithoutCodConfirmation);

const add = (userId: string, productId: string, quantity = 1) => addToCart(userId, cartAddSchema.parse({ productId, quantity, size: "M" }));
const later = () => new Date(Date.now() + 24 * 3600 * 1000).toISOString();

describe("a product on sale", () => {
  it("is charged at its sale price in the cart and the order, the 2% on that, with the MRP and the percentage off kept on the line", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const shirt = await newProduct(seller.id, { price: 1999, salePrice: 799, saleEndsAt: later() });
    expect(toProductJson(shirt)).toMatchObject({ price: 1999, salePrice: 799, offPercent: 60 });

    const cart = await add(shopper.id, shirt.id, 2);
    expect(cart.total).toBe(1598);
    expect(cart.cartItems[0].productId).toMatchObject({ price: 1999, salePrice: 799, offPercent: 60 });

    const { order } = await placeOrder(shopper.id, orderInputSchema.parse({ address: ADDRESS, total: 1566.04 }));
    // 2 × ₹799 = ₹1,598; less 2% (₹31.96) = ₹1,566.04.
    expect(order).toMatchObject({ mrpPaise: 159800, discountPaise: 3196, totalPaise: 156604 });
    expect(order.lines[0]).toMatchObject({ unitPaise: 79900, unitMrpPaise: 199900, amountPaise: 156604 });
    const json = toOrderJson(await shopperOrder(shopper.id, order.id));
    expect(json.items[0]).toMatchObject({ price: 799, mrp: 1999, offPercent: 60, total: 1598, amount: 1566.04 });
  });

  it("behaves as today without a sale: the MRP charged, no MRP apart on the line", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const shirt = await newProduct(seller.id, { price: 799.5 });
    expect(toProductJson(shirt)).toMatchObject({ price: 799.5, salePrice: null, saleEndsAt: null, offPercent: null });
    await add(shopper.id, shirt.id);
    const { order } = await placeOrder(shopper.id, orderInputSchema.parse({ address: ADDRESS }));
    expect(order.lines[0]).toMatchObject({ unitPaise: 79950, unitMrpPaise: null });
    expect(toOrderJson(await shopperOrder(shopper.id, order.id)).items[0]).toMatchObject({ price: 799.5, mrp: 799.5, offPercent: null });
  });

  it("is invoiced on the selling price: a ₹3,000 kurta sold at ₹2,550 is ₹2,499 after the 2%, taxed at 5%", async () => {
    await updateShop(shopUpdateSchema.parse(DEMO_SHOP));
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const kurta = await newProduct(seller.id, { title: "Silk kurta", price: 3000, salePrice: 2550, category: ["kurtas"] });
    const { order, line } = await deliverLine(seller.id, shopper.id, kurta.id);
    expect(line).toMatchObject({ unitPaise: 255000, unitMrpPaise: 300000, amountPaise: 249900 });
    expect(order.totalPaise).toBe(249900);
    const invoice = await prisma.invoice.findFirstOrThrow({ where: { orderId: order.id } });
    expect((invoice.document as unknown as InvoiceDocument).lines[0]).toMatchObject({ totalPaise: 249900, rate: 5 });
  });
});

describe("a sale that ends", () => {
  it("is gone from the product, the cart and the price order at its end, and the clock clears it", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const tag = `ends${Date.now().toString(36)}`;
    const cheap = await newProduct(seller.id, { price: 500, category: [tag] });
    const dear = await newProduct(seller.id, { price: 900, category: [tag] });
    const ends = new Date(Date.now() + 1500);
    // Put on sale through the seller's edit: ₹900 → ₹400 until `ends`.
    const { product: onSale } = await updateProduct(seller.id, dear.id, productUpdateSchema.parse({ salePrice: 400, saleEndsAt: ends.toISOString() }));
    expect(onSale.sellingPaise).toBe(40000);
    await add(shopper.id, dear.id);
    expect((await getCart(shopper.id)).total).toBe(400);
    const ascending = async () => (await findProductPage({ category: tag, sort: "price_asc" })).products.map((p) => p.id);
    expect(await ascending()).toEqual([dear.id, cheap.id]);
    expect(await saleClock()).toBeLessThanOrEqual(ends.getTime());

    await new Promise((resolve) => setTimeout(resolve, ends.getTime() - Date.now() + 50));
    // Before any sweep, the cart and the product JSON read the end themselves.
    expect((await getCart(shopper.id)).total).toBe(900);
    expect(toProductJson(onSale)).toMatchObject({ price: 900, salePrice: null, saleEndsAt: null, offPercent: null });
    // An order placed with the sale's total is refused: the shopper is shown the price that holds now.
    await expect(placeOrder(shopper.id, orderInputSchema.parse({ address: ADDRESS, total: 392 }))).rejects.toMatchObject({ status: 409 });
    await saleClock();
    expect(await prisma.product.findUniqueOrThrow({ where: { id: dear.id } })).toMatchObject({ salePricePaise: null, saleEndsAt: null, sellingPaise: 90000 });
    expect(await ascending()).toEqual([cheap.id, dear.id]);
  });

  it("refuses a sale price at or above the MRP and an end in the past", async () => {
    const seller = await newUser({ admin: true });
    await expect(newProduct(seller.id, { price: 500, salePrice: 500 })).rejects.toMatchObject({ status: 400, fields: { salePrice: [expect.any(String)] } });
    const shirt = await newProduct(seller.id, { price: 500, salePrice: 450 });
    await expect(updateProduct(seller.id, shirt.id, productUpdateSchema.parse({ price: 450 }))).rejects.toMatchObject({ status: 400 });
    await expect(
      updateProduct(seller.id, shirt.id, productUpdateSchema.parse({ saleEndsAt: new Date(Date.now() - 1000).toISOString() })),
    ).rejects.toMatchObject({ status: 400, fields: { saleEndsAt: ["Choose a moment in the future."] } });
    // The database refuses one too, whatever writes it.
    await expect(prisma.product.update({ where: { id: shirt.id }, data: { salePricePaise: 60000 } })).rejects.toThrow();
  });
});

describe("the sales register", () => {
  it("gives each line its MRP, the sale's discount, the 2%, the coupon, the prepaid discount and its amount, a return's in proportion", async () => {
    await updateShop(shopUpdateSchema.parse(DEMO_SHOP));
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const kurta = await newProduct(seller.id, { title: "Register kurta", price: 3000, salePrice: 2550, category: ["kurtas"] });
    const offer = await createCoupon(
      couponCreateSchema.parse({ code: `REG${Date.now().toString(36).toUpperCase()}`, description: "Ten off", kind: "percent", value: 10 }),
    );
    await applyCartCoupon(shopper.id, offer.code);
    const { order, line } = await deliverLine(seller.id, shopper.id, kurta.id, { quantity: 2 });
    // 2 × ₹2,550 = ₹5,100 (MRP ₹6,000); less 2% ₹102 = ₹4,998; less 10% ₹499.80 = ₹4,498.20.
    expect(line).toMatchObject({ amountPaise: 449820, discountSharePaise: 10200, couponSharePaise: 49980, prepaidSharePaise: 0 });

    const { request } = await askReturn(
      shopper.id,
      order.id,
      returnAskSchema.parse({ lines: [{ lineId: line.id, quantity: 1, reason: "too_small" }], refundTo: { upi: "asha@okhdfc" } }),
    );
    const by = { id: seller.id, admin: true, owner: false };
    await moveReturn(by, request.id, returnMoveSchema.parse({ status: "approved", carrier: "Delhivery", awb: `RG${Date.now()}` }));
    await moveReturn(by, request.id, returnMoveSchema.parse({ status: "picked_up" }));
    await moveReturn(by, request.id, returnMoveSchema.parse({ status: "received" }));

    const csv = await salesRegisterCsv(indianMonthOf(new Date()));
    const [header, ...rows] = csv
      .slice(1)
      .trimEnd()
      .split("\r\n")
      .map((row) => row.split(","));
    const mine = rows.filter((row) => row[header.indexOf("Description")].startsWith("Register kurta"));
    const figures = (row: string[]) => header.slice(header.indexOf("Total (₹)")).map((name) => row[header.indexOf(name)]);
    // Total, MRP, sale discount, 2%, coupon, prepaid, amount.
    expect(mine.map(figures)).toEqual([
      ["4498.20", "6000.00", "900.00", "102.00", "499.80", "0.00", "4498.20"],
      // One unit back: its amount is half the line's, rounded down; the discounts shared in proportion.
      ["-2249.10", "-3000.00", "-450.00", "-51.00", "-249.90", "0.00", "-2249.10"],
    ]);
  });
});
