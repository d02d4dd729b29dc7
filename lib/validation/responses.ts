import { z } from "zod";
import { OrderStatus } from "../generated/prisma/enums.ts";

// The response shapes of DESIGN §4 as zod schemas: the TypeScript types of lib/ are
// inferred from them, the OpenAPI document is generated from them, and the contract
// tests parse every answer with them (strict: an extra field is a failure).

const isoDate = z.iso.datetime();
const rupees = z.number().describe("rupees, up to two decimals");
const status = z.enum(OrderStatus);
const paymentMethod = z.enum(["cod"]).describe("cod: cash on delivery, the only way to pay today");

export const productJsonSchema = z.strictObject({
  _id: z.string().describe("same as id (the spec's clients read _id)"),
  id: z.string(),
  title: z.string(),
  description: z.string(),
  price: rupees,
  size: z.array(z.string()),
  color: z.string(),
  category: z.array(z.string()),
  image: z.string().describe("the image's public id"),
  imageUrl: z.string(),
  images: z.array(z.string()).describe("the photos' public ids in the seller's order, at most 8; the first is image"),
  imageUrls: z.array(z.string()).describe("the photos' URLs, in the same order"),
  sizeChart: z
    .strictObject({
      unit: z.enum(["cm", "in"]),
      columns: z.array(z.string()).describe("the measurements, e.g. Chest, Waist, Length"),
      rows: z.array(z.strictObject({ size: z.string().describe("one of the product's sizes"), values: z.array(z.number()).describe("one per column") })),
    })
    .nullable()
    .describe("null when the product has none"),
  adminId: z.string().describe("the seller's user id"),
  stock: z
    .record(z.string(), z.number().int().min(0))
    .nullable()
    .describe('units left per size ("" for a product without sizes); null when the seller does not track stock (unlimited)'),
  inStock: z.boolean().describe("false when stock is tracked and every size is at 0"),
  createdAt: isoDate,
  updatedAt: isoDate,
});

export const cartJsonSchema = z.strictObject({
  cartItems: z.array(
    z.strictObject({
      _id: z.string().describe("the cart line's id"),
      productId: productJsonSchema,
      quantity: z.number().int(),
      size: z.string().describe('"" when no size was chosen'),
      adminId: z.string(),
    }),
  ),
  total: rupees.describe("MRP: sum of current price × quantity, in rupees"),
});

export const addressJsonSchema = z.strictObject({ name: z.string(), mobile: z.string(), address: z.string(), pin: z.string() });

export const orderedProductJsonSchema = z.strictObject({
  _id: z.string().nullable().describe("null once the product was deleted"),
  id: z.string().nullable(),
  title: z.string(),
  price: rupees,
  size: z.array(z.string()),
  image: z.string(),
  imageUrl: z.string(),
  adminId: z.string(),
});

export const orderLineJsonSchema = z.strictObject({
  _id: z.string().describe("the order line's id: the {orderId} of the status call"),
  orderId: z.string(),
  productId: orderedProductJsonSchema.describe("the product as ordered (snapshot)"),
  quantity: z.number().int(),
  price: rupees.describe("unit price when ordered"),
  total: rupees.describe("price × quantity"),
  size: z.string(),
  status,
  cancelledBy: z.enum(["shopper", "seller"]).nullable().describe("who cancelled the line; null unless it is Cancelled"),
  createdAt: isoDate,
});

export const sellerOrderLineJsonSchema = orderLineJsonSchema.extend({ address: addressJsonSchema, paymentMethod });

export const orderJsonSchema = z.strictObject({
  _id: z.string(),
  id: z.string(),
  address: addressJsonSchema,
  items: z.array(orderLineJsonSchema),
  len: z.number().int(),
  mrp: rupees,
  discount: rupees.describe("2% of the MRP, rounded to the paisa"),
  total: rupees.describe("payable: MRP minus discount"),
  paymentMethod,
  createdAt: isoDate,
});

export const profileJsonSchema = z.strictObject({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  admin: z.boolean(),
});

export const registeredJsonSchema = z.strictObject({ id: z.string(), username: z.string() });
export const loginJsonSchema = z.strictObject({ token: z.string(), id: z.string(), admin: z.boolean() });
export const okJsonSchema = z.strictObject({ ok: z.literal(true) });
/** GET /api/health: `ok` is false (and the status 503) only when the database does not answer; see lib/health.ts. */
export const healthJsonSchema = z.strictObject({
  ok: z.boolean(),
  database: z.strictObject({ kind: z.enum(["pglite", "postgres"]), ok: z.boolean() }),
  cache: z.strictObject({ kind: z.enum(["memory", "redis"]), ok: z.boolean() }),
});
export const deletedJsonSchema = z.strictObject({ deleted: z.string() });
export const uploadedJsonSchema = z.strictObject({ publicId: z.string(), url: z.string() });

export const errorJsonSchema = z.strictObject({
  error: z.strictObject({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional().describe('offending fields, "address.pin" style; "_" for the whole body'),
  }),
});

export type ProductJson = z.infer<typeof productJsonSchema>;
export type CartJson = z.infer<typeof cartJsonSchema>;
export type CartItemJson = CartJson["cartItems"][number];
export type OrderLineJson = z.infer<typeof orderLineJsonSchema>;
export type SellerOrderLineJson = z.infer<typeof sellerOrderLineJsonSchema>;
export type OrderJson = z.infer<typeof orderJsonSchema>;
export type ProfileJson = z.infer<typeof profileJsonSchema>;
