import { z } from "zod";
import { OrderActor, OrderStatus } from "../generated/prisma/enums.ts";
import { ORDER_EVENT_TYPES } from "../orders/events.ts";

// The response shapes of docs/api.md as zod schemas: the TypeScript types of lib/ are
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
  hsn: z.string().nullable().describe("the HSN code the seller set for invoices (4, 6 or 8 digits); null: invoices use defaultHsn"),
  defaultHsn: z.string().describe("the HSN code of the product's categories (docs/architecture.md, GST invoices)"),
  countryOfOrigin: z.string().describe("where it was made"),
  manufacturer: z.string().nullable().describe("who made or markets it, with their address; null: the shop itself, as GET /api/shop names it"),
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

const stateName = z.string().describe("the state or union territory, e.g. Karnataka");
const stateCode = z.string().describe("its two-digit GST state code, e.g. 29");

export const addressJsonSchema = z.strictObject({
  name: z.string(),
  mobile: z.string().describe("ten digits"),
  address: z.string(),
  city: z.string().nullable().describe("null only on an order placed before addresses had a city, whose PIN is unknown"),
  state: stateName.nullable().describe("the state or union territory, from the PIN; null as city"),
  stateCode: stateCode.nullable().describe("its two-digit GST state code; null as city"),
  pin: z.string(),
});

export const savedAddressJsonSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  mobile: z.string().describe("ten digits"),
  address: z.string(),
  city: z.string(),
  state: stateName,
  stateCode,
  pin: z.string(),
  isDefault: z.boolean().describe("the address offered first; at most one"),
});

export const pincodeJsonSchema = z.strictObject({ pin: z.string(), district: z.string(), state: stateName, stateCode });

const maybe = (description: string) => z.string().nullable().describe(`${description}; null until the owner sets it`);

export const shopJsonSchema = z.strictObject({
  name: z.string().describe("the shop's display name (SHOP_NAME until the owner sets one)"),
  legalName: maybe("the business's registered name"),
  address: maybe("street address"),
  city: maybe("city"),
  state: maybe("state or union territory"),
  stateCode: maybe("its two-digit GST state code, the GSTIN's first two digits"),
  pin: maybe("PIN code"),
  gstin: maybe("GST identification number"),
  supportEmail: maybe("customer support e-mail"),
  supportPhone: maybe("customer support phone"),
  grievanceOfficer: z
    .strictObject({ name: maybe("name"), designation: maybe("designation"), email: maybe("e-mail"), phone: maybe("phone") })
    .describe("the grievance officer the Consumer Protection (E-Commerce) Rules ask for"),
});

export const orderedProductJsonSchema = z.strictObject({
  _id: z.string().nullable().describe("null once the product was deleted"),
  id: z.string().nullable(),
  title: z.string(),
  price: rupees,
  size: z.array(z.string()),
  image: z.string(),
  imageUrl: z.string(),
  adminId: z.string().nullable().describe("the seller's user id; null once the seller's account is deleted"),
});

export const orderLineJsonSchema = z.strictObject({
  _id: z.string().describe("the order line's id: the {orderId} of the status call"),
  orderId: z.string(),
  productId: orderedProductJsonSchema.describe("the product as ordered (snapshot)"),
  quantity: z.number().int(),
  price: rupees.describe("unit price when ordered"),
  total: rupees.describe("price × quantity (the line's MRP)"),
  amount: rupees.describe("what the line costs the shopper: total less its share of the order's discount; an order's amounts add up to its total"),
  size: z.string(),
  status,
  cancelledBy: z.enum(["shopper", "seller"]).nullable().describe("who cancelled the line; null unless it is Cancelled"),
  createdAt: isoDate,
});

export const sellerOrderLineJsonSchema = orderLineJsonSchema.extend({
  orderNumber: z.string().describe("the order's number, e.g. OD10000042"),
  address: addressJsonSchema,
  paymentMethod,
});

export const orderEventJsonSchema = z.strictObject({
  at: isoDate,
  type: z.enum(ORDER_EVENT_TYPES).describe("what happened; later kinds (paid, shipped, refunded, …) join this list"),
  by: z.enum(OrderActor).describe("who did it: the shopper, a seller, the shop's owner, or the shop itself"),
  lineIds: z.array(z.string()).optional().describe("the order lines it touched; absent when it was the whole order"),
  note: z.string().optional().describe("what the person said: a seller's reason to cancel"),
});

export const orderJsonSchema = z.strictObject({
  _id: z.string(),
  id: z.string(),
  number: z.string().describe("the order's number people quote, e.g. OD10000042: unique, increasing in the order orders were placed"),
  address: addressJsonSchema,
  items: z.array(orderLineJsonSchema),
  len: z.number().int(),
  mrp: rupees,
  discount: rupees.describe("2% of the MRP, rounded to the paisa"),
  total: rupees.describe("payable: MRP minus discount, as placed; the sum of the items' amounts"),
  due: rupees.describe("still to be paid: the amounts of the items neither cancelled nor paid (cash on delivery: not yet delivered)"),
  paymentMethod,
  events: z.array(orderEventJsonSchema).describe("the order's timeline, oldest first"),
  createdAt: isoDate,
});

export const profileJsonSchema = z.strictObject({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  admin: z.boolean(),
  emailVerified: z.boolean().describe("whether `email` was confirmed through the link mailed to it"),
  verifiedEmail: z.string().nullable().describe("the last confirmed address: the only one order and reset mail go to"),
  sellerRequest: z.enum(["pending"]).nullable().describe("a request to sell waiting for the shop owner"),
});

export const registeredJsonSchema = z.strictObject({
  id: z.string(),
  username: z.string(),
  admin: z.boolean().describe("a seller from the start (SELLER_SIGNUP=open)"),
  seller: z
    .enum(["approved", "pending", "closed"])
    .optional()
    .describe("only when the sign-up asked to sell: a seller now, a request the owner decides, or a shopper (the shop takes no sellers)"),
  message: z.string().describe("what happened, in words to show"),
});
export const messageJsonSchema = z.strictObject({ message: z.string() });
export const sellerRequestJsonSchema = z.strictObject({
  userId: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  requestedAt: isoDate,
});
export const sellerMadeJsonSchema = z.strictObject({ userId: z.string(), admin: z.literal(true) });
export const sellerDecisionJsonSchema = z.strictObject({ userId: z.string(), admin: z.boolean() });
export const policyJsonSchema = z.strictObject({
  slug: z.string(),
  title: z.string(),
  text: z.string().describe('the policy in plain text: "## " starts a heading line, "- " a list item, a blank line ends a paragraph'),
  own: z.boolean().describe("the owner's own text; false: the shop's default, written from its profile"),
});
export const grievanceViewJsonSchema = z.strictObject({
  id: z.string(),
  ticket: z.string(),
  name: z.string(),
  email: z.string(),
  orderNumber: z.string().nullable(),
  text: z.string(),
  createdAt: isoDate,
  acknowledgedAt: isoDate.nullable(),
  resolvedAt: isoDate.nullable(),
  acknowledgeBy: isoDate.describe("48 hours after it was filed"),
  resolveBy: isoDate.describe("30 days after it was filed"),
  acknowledgeOverdue: z.boolean(),
  resolveOverdue: z.boolean(),
});
export const grievanceJsonSchema = z.strictObject({ ticket: z.string().describe("GRV- and six digits, in the order complaints came") });
export const verifiedJsonSchema = z.strictObject({ email: z.string(), emailVerified: z.literal(true) });
export const loginJsonSchema = z.strictObject({ token: z.string(), id: z.string(), admin: z.boolean() });
export const okJsonSchema = z.strictObject({ ok: z.literal(true) });
/** GET /api/health: `ok` is false (and the status 503) when the database does not answer or the process is draining; see lib/health.ts. */
export const healthJsonSchema = z.strictObject({
  ok: z.boolean(),
  draining: z.literal(true).optional().describe("only while the process shuts down (SIGTERM): it still serves, but should get nothing new"),
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
export type OrderEventJson = z.infer<typeof orderEventJsonSchema>;
export type ProfileJson = z.infer<typeof profileJsonSchema>;
export type RegisteredJson = z.infer<typeof registeredJsonSchema>;
export type SavedAddressJson = z.infer<typeof savedAddressJsonSchema>;
export type ShopJson = z.infer<typeof shopJsonSchema>;
