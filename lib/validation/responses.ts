import { z } from "zod";
import {
  CodConfirmStatus,
  OrderActor,
  PaymentMethod,
  PaymentStatus,
  ReturnKind,
  ReturnReason,
  ReturnStatus,
  ShipmentStatus,
} from "../generated/prisma/enums.ts";
import { ZONES, type Zone } from "../shared/zones.ts";
import { cartCouponJsonSchema } from "./coupons.ts";
import { SELLING_MODELS } from "../shared/selling-model.ts";
import { ORDER_EVENT_TYPES } from "../shared/order-events.ts";
import { LINE_STATUS_TEXTS } from "./status-text.ts";

// The response shapes of docs/api.md as zod schemas: the TypeScript types of lib/ are
// inferred from them, the OpenAPI document is generated from them, and the contract
// tests parse every answer with them (strict: an extra field is a failure).

const isoDate = z.iso.datetime();
const rupees = z.number().describe("rupees, up to two decimals");
const status = z.enum(LINE_STATUS_TEXTS).describe("where the goods are: Ordered, Accepted, Shipped, Delivered, Returned to origin or Cancelled");
const returnStatus = z
  .enum(ReturnStatus)
  .describe("requested → approved | rejected; approved → picked_up → received → refunded (a return) | exchanged (an exchange)");
const paymentMethod = z.enum(PaymentMethod).describe("cod: cash on delivery; upi: UPI to the shop's UPI ID; razorpay: through Razorpay");

export const productJsonSchema = z.strictObject({
  _id: z.string().describe("same as id (the spec's clients read _id)"),
  id: z.string(),
  title: z.string(),
  description: z.string(),
  titleHi: z.string().nullable().describe("the title in Hindi, for the Hindi pages; null: none"),
  descriptionHi: z.string().nullable().describe("the description in Hindi; null: none"),
  price: rupees.describe("the MRP"),
  salePrice: rupees.nullable().describe("the sale price, below the MRP, charged while the sale lasts; null: no sale (an ended sale is null)"),
  saleEndsAt: isoDate.nullable().describe("when the sale ends; null: no sale, or a sale until the seller ends it"),
  offPercent: z.number().int().nullable().describe("the percentage off the MRP, whole percent rounded down; null: no sale"),
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
  rating: z
    .strictObject({ average: z.number().describe("stars, to one decimal"), count: z.number().int() })
    .nullable()
    .describe("its shown reviews' average and count; null when it has none"),
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
  coupon: cartCouponJsonSchema.optional().describe("the coupon the cart holds, checked against it now; absent when it holds none"),
  couponDiscount: rupees.optional().describe("the held coupon's discount on the items after the 2%; absent with no coupon"),
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

export const pincodeJsonSchema = z.strictObject({
  pin: z.string(),
  district: z.string(),
  state: stateName,
  stateCode,
  serviceable: z.boolean().describe("whether the shop delivers there (false: the PIN or its first digits are among the shop's delivery.blockedPins)"),
});

export const deliveryEstimateJsonSchema = z.strictObject({
  pin: z.string(),
  serviceable: z.boolean().describe("whether the shop delivers there (delivery.blockedPins)"),
  zone: z
    .enum(ZONES)
    .describe("local: same district as the shop; state; metro: between metro cities; national; remote: the north-east, Jammu and Kashmir, Ladakh, the islands"),
  by: z.iso.date().nullable().describe("the day (YYYY-MM-DD, India) an order placed now (or at `at`) arrives by; null where the shop does not deliver"),
  fee: rupees.describe("the flat delivery fee (GET /api/shop delivery: none on orders from delivery.freeAbove)"),
  cod: z
    .strictObject({
      available: z.boolean(),
      reason: z.string().optional().describe("why not, in words to show (the shop's COD settings, a blocked PIN, the caller's refused parcels)"),
      reasonCode: z
        .enum(["not_serviceable", "cod_disabled", "pin_blocked", "refused_parcels"])
        .optional()
        .describe("why not, by code, for a client that words it in its own language"),
    })
    .describe("whether cash on delivery is offered there (and to the caller when logged in)"),
  seller: z
    .string()
    .optional()
    .describe(
      "with `productId`, in a marketplace: why that product's seller cannot deliver there (an unregistered seller sells within their own state only); absent when they can",
    ),
});

const methodRtoJsonSchema = z.strictObject({
  orders: z.number().int().describe("orders placed in the days"),
  delivered: z.number().int().describe("parcels delivered in the days"),
  rto: z.number().int().describe("parcels returned to origin in the days"),
  rtoRate: z.number().describe("rto of the parcels delivered or returned, 0 to 1 (4 decimals); 0 when none"),
});

export const rtoReportJsonSchema = z.strictObject({
  days: z.number().int().describe("the last days counted, up to now"),
  byMethod: z.strictObject(
    Object.fromEntries(Object.values(PaymentMethod).map((method) => [method, methodRtoJsonSchema])) as Record<PaymentMethod, typeof methodRtoJsonSchema>,
  ),
  codConfirmation: z
    .strictObject({
      asked: z.number().int().describe("cash-on-delivery orders placed in the days that asked the shopper to confirm"),
      confirmed: z.number().int().describe("of those, confirmed by the shopper"),
      expired: z.number().int().describe("of those, cancelled by the shop when the deadline passed unconfirmed"),
    })
    .describe("cash on delivery confirmed before dispatch (GET /api/shop cod.confirm)"),
});

/** Where a cash-on-delivery order's confirmation stands; null in order JSON when the order needs none. */
export const codConfirmationJsonSchema = z
  .strictObject({
    status: z
      .enum(CodConfirmStatus)
      .describe(
        "pending: its lines cannot be accepted or dispatched yet; confirmed; cancelled by the shopper; expired: not confirmed in time, cancelled by the shop",
      ),
    by: z.iso.datetime().describe("the deadline"),
  })
  .nullable()
  .describe("cash on delivery confirmed before dispatch; null: the order needs no confirmation");

/** What the mail's link learns when it answers: the order's number and where its confirmation stands, nothing else of the order. */
export const codLinkAnswerJsonSchema = z.strictObject({
  number: z.string().describe("the order's number, e.g. OD10000042"),
  codConfirmation: codConfirmationJsonSchema,
});

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
  social: z
    .strictObject({
      facebook: maybe("Facebook page"),
      instagram: maybe("Instagram page"),
      twitter: maybe("Twitter (X) page"),
      youtube: maybe("YouTube channel"),
    })
    .describe("the shop's pages on social networks, which the footer links"),
  cod: z
    .strictObject({
      enabled: z.boolean(),
      fee: rupees.describe("added to an order paid in cash on delivery"),
      maxOrder: rupees.nullable().describe("the largest order total cash on delivery takes; null: no limit"),
      blockedPins: z.array(z.string()).describe("PIN codes (or their first digits) offered no cash on delivery; prepaid is still offered there"),
      maxRefused: z
        .number()
        .int()
        .describe("a shopper with this many cash-on-delivery parcels returned to origin is not offered cash on delivery again; 0: no limit"),
      confirm: z
        .strictObject({
          enabled: z.boolean().describe("cash-on-delivery orders wait for the shopper's confirmation before they may be accepted or dispatched"),
          above: rupees.describe("only orders whose amount to pay is above this ask for it; 0: every cash-on-delivery order"),
          hours: z.number().describe("how long the shopper has to confirm (0.01 to 168, decimals allowed); unconfirmed by then, the order cancels itself"),
        })
        .describe("cash on delivery confirmed before dispatch"),
    })
    .describe("cash on delivery"),
  upi: z
    .strictObject({ vpa: z.string().describe("the shop's UPI ID"), payeeName: z.string().describe("the name UPI apps show") })
    .nullable()
    .describe("UPI by QR code and app link; null: not offered"),
  paymentWindowMinutes: z.number().int().describe("how long a UPI order waits for its payment before the shop cancels it"),
  prepaid: z
    .strictObject({
      percent: z.number().int().describe("0 to 10; 0: no discount for paying online"),
      max: rupees.describe("the largest discount; 0: no cap"),
    })
    .describe("the discount for paying online (UPI or Razorpay): percent of the items after the 2% and a coupon, rounded to the paisa, capped at max"),
  delivery: z
    .strictObject({
      fee: rupees.describe("the flat delivery fee an order pays; 0: delivery is free"),
      freeAbove: rupees.nullable().describe("from this items' total (after the discount) on, delivery is free; null: the fee always applies"),
      blockedPins: z.array(z.string()).describe("PIN codes not served: whole PINs, or prefixes (e.g. 744) blocking every PIN that starts with them"),
      dispatch: z
        .strictObject({
          days: z.number().int().describe("working days to hand a parcel to the courier; 1: on the day the order counts from"),
          cutoffHour: z.number().int().describe("from this hour (0-23, Indian time) an order counts from the next working day"),
          holidays: z.array(z.string()).describe("dates (YYYY-MM-DD) the shop does not dispatch on, besides Sundays"),
        })
        .describe("how long the shop takes to dispatch"),
      transitDays: z
        .strictObject(Object.fromEntries(ZONES.map((zone) => [zone, z.number().int()])) as Record<Zone, z.ZodNumber>)
        .describe("the courier's days to each zone: local (same district), state, metro (between metro cities), national, remote"),
      withoutParcel: z
        .boolean()
        .describe(
          "true: a seller may mark an accepted line Delivered without a parcel (handed over in person, the specification's one step); false: every line is delivered by a dispatched parcel (PUT /api/order/update/status to Delivered is 409 parcel_required)",
        ),
    })
    .describe("the shop's delivery terms"),
  returns: z
    .strictObject({
      windowDays: z.number().int().describe("days after delivery a return or exchange may be asked for; 0: no returns"),
      exchange: z.boolean().describe("whether a delivered item may be exchanged for another size"),
    })
    .describe("the shop's returns policy"),
  reviewPromptDays: z.number().int().describe("days after delivery a shopper is mailed to review what they received; 0: never"),
  sellingModel: z
    .enum(SELLING_MODELS)
    .describe(
      "single: the shop sells every item itself, its sellers are its team or suppliers; marketplace: each seller but the owner sells in their own business's name, once the owner approved the business",
    ),
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
  price: rupees.describe("unit price when ordered: the sale price when it was on sale, else the MRP"),
  mrp: rupees.describe("the unit's MRP when ordered; above price when it was on sale"),
  offPercent: z.number().int().nullable().describe("the sale's percentage off the MRP, whole percent rounded down; null: not on sale"),
  total: rupees.describe("price × quantity (the line's MRP, or its sale price, before the order's discounts)"),
  amount: rupees.describe("what the line costs the shopper: total less its share of the order's discount; an order's amounts add up to its total"),
  size: z.string(),
  status,
  cancelledBy: z
    .enum(["shopper", "seller", "system"])
    .nullable()
    .describe("who cancelled the line (system: the shop, for an order not paid in time); null unless it is Cancelled"),
  returned: z.number().int().describe("units of the line its seller received back through returns"),
  createdAt: isoDate,
});

export const sellerOrderLineJsonSchema = orderLineJsonSchema.extend({
  orderNumber: z.string().describe("the order's number, e.g. OD10000042"),
  address: addressJsonSchema,
  paymentMethod,
  paymentStatus: z.enum(PaymentStatus).describe("the order's payment: a prepaid order's lines are sent only once it is paid"),
  codConfirmation: codConfirmationJsonSchema,
});

export const orderEventJsonSchema = z.strictObject({
  at: isoDate,
  type: z.enum(ORDER_EVENT_TYPES).describe("what happened; later kinds (paid, shipped, refunded, …) join this list"),
  by: z.enum(OrderActor).describe("who did it: the shopper, a seller, the shop's owner, or the shop itself"),
  lineIds: z.array(z.string()).optional().describe("the order lines it touched; absent when it was the whole order"),
  note: z.string().optional().describe("what the person said: a seller's reason to cancel"),
});

const documentRefJsonSchema = z.strictObject({
  id: z.string().describe("GET /api/invoice/{id} (or /api/credit-note/{id}) and its /pdf"),
  number: z.string().describe("e.g. INV/2627/000001, CN/2627/000001: consecutive within a financial year (April–March)"),
  date: z.iso.date().describe("the day of issue in India"),
  lineIds: z.array(z.string()).describe("the order lines it covers"),
});

export const paymentJsonSchema = z.strictObject({
  method: paymentMethod,
  status: z
    .enum(PaymentStatus)
    .describe(
      "cod: paid in cash on delivery; pending: waiting for the money; paid; failed: the shop did not find it; expired: not paid in time, the order was cancelled; refunded; partially_refunded",
    ),
  amount: rupees.describe("what the payment asks (prepaid: paid, once paid); cash on delivery: the order's payable as placed"),
  refunded: rupees.describe("what has been given back"),
  reference: z.string().nullable().describe("what confirms it: the UTR the owner found, or the provider's payment id"),
  utr: z.string().nullable().describe("the 12-digit UPI reference the shopper gave"),
  paidAt: isoDate.nullable(),
  expiresAt: isoDate.nullable().describe("an unpaid prepaid order is cancelled at this time"),
  pendingRefund: rupees.describe("cancelled lines of a paid order waiting to be refunded"),
  upi: z
    .strictObject({
      uri: z.string().describe("upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…&tr=<order number>"),
      qr: z.string().describe("the address of that link as an SVG QR code"),
    })
    .optional()
    .describe("only while a UPI payment is waiting"),
  razorpay: z
    .strictObject({
      orderId: z.string().describe("the Razorpay order: Checkout's order_id"),
      keyId: z.string().describe("the shop's Razorpay key id: Checkout's key"),
      amount: z.number().int().describe("in paise, as Checkout's amount option takes it"),
      currency: z.literal("INR"),
    })
    .optional()
    .describe("only while a Razorpay payment is waiting: what Razorpay Checkout is opened with"),
});

export const shipmentJsonSchema = z.strictObject({
  id: z.string().describe("the parcel's id: the {shipmentId} of PUT /api/order/shipment"),
  carrier: z.string().describe("the courier, e.g. Delhivery"),
  awb: z.string().describe("the courier's waybill (tracking) number"),
  trackingUrl: z.string().describe("the courier's page where the parcel can be followed"),
  lineIds: z.array(z.string()).describe("the order lines sent in it"),
  status: z.enum(ShipmentStatus).describe("in_transit, delivered, rto (returned to origin) or lost"),
  shippedAt: isoDate,
  deliveredAt: isoDate.nullable(),
  failedAttempts: z.number().int().describe("delivery attempts that failed while in transit"),
  lastFailedAttempt: z
    .strictObject({ at: isoDate, reason: z.string().describe("what the courier said") })
    .nullable()
    .describe("the last failed attempt; null: none"),
  retryRequested: z.boolean().describe("the shopper said they will take it after the last failed attempt"),
  declined: z.boolean().describe("the shopper said after the last failed attempt that they no longer want it: it is to go back to the seller"),
});

export const parcelAnswerJsonSchema = z.strictObject({
  number: z.string().describe("the parcel's order's number"),
  awb: z.string().describe("the parcel's waybill number"),
  retryRequested: z.boolean().describe("the shopper will take it: the courier tries again"),
  declined: z.boolean().describe("the shopper no longer wants it: it goes back to the seller"),
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
  total: rupees.describe("the items: MRP minus discount, as placed (before a coupon and the prepaid discount)"),
  couponDiscount: rupees.describe("the coupon's discount on the items after the 2%; 0 without one"),
  prepaidDiscount: rupees.describe("the discount for paying online (the shop's prepaid terms); 0 for cash on delivery"),
  coupon: z.strictObject({ code: z.string() }).nullable().describe("the coupon the order was placed with; null: none"),
  delivery: rupees.describe("the delivery fee charged when placing (the shop's terms: GET /api/shop delivery); 0: free"),
  codFee: rupees.describe("the cash-on-delivery fee, 0 for other methods"),
  payable: rupees.describe(
    "what the shopper pays in all, as placed: total less couponDiscount and prepaidDiscount, plus delivery and codFee; the items' amounts add up to it less delivery and codFee",
  ),
  due: rupees.describe(
    "still to be paid: cash on delivery, the amounts of the items neither cancelled nor delivered, and delivery and the COD fee until the first delivery; prepaid, the same until paid, then 0",
  ),
  paymentMethod,
  payment: paymentJsonSchema,
  events: z.array(orderEventJsonSchema).describe("the order's timeline, oldest first"),
  invoices: z.array(documentRefJsonSchema).describe("its tax invoices (or bills of supply), oldest first; a seller sees those of their lines"),
  creditNotes: z.array(documentRefJsonSchema).describe("its credit notes, for invoiced units undone, oldest first"),
  deliveryChallans: z.array(documentRefJsonSchema).describe("its delivery challans, for sizes sent in exchange (GET /api/delivery-challan/{id}), oldest first"),
  shipments: z.array(shipmentJsonSchema).describe("the order's parcels, first sent first"),
  returns: z
    .array(z.strictObject({ id: z.string().describe("GET /api/return/{id}"), number: z.string().describe("e.g. RT10000042"), status: returnStatus }))
    .describe("its returns and exchanges, first asked first; a seller sees those of their lines"),
  deliveryBy: z.iso
    .date()
    .nullable()
    .describe("the day (YYYY-MM-DD, India) the shop promised delivery by when the order was placed; null on orders placed before promises"),
  codConfirmation: codConfirmationJsonSchema,
  createdAt: isoDate,
});

export const returnLineJsonSchema = z.strictObject({
  lineId: z.string().describe("the order line the units are of"),
  title: z.string(),
  size: z.string(),
  quantity: z.number().int().describe("units sent back"),
  reason: z.enum(ReturnReason),
  reasonText: z.string().nullable().describe("the shopper's words; always there for reason other"),
  exchangeSize: z.string().nullable().describe("the size wanted instead (an exchange); null for a return"),
  newLineId: z.string().nullable().describe("an exchange, once exchanged: the new order line the seller dispatches"),
  amount: rupees.describe("the refund for these units: their share of the line's amount, discount share included"),
});

export const returnJsonSchema = z.strictObject({
  id: z.string(),
  number: z.string().describe("RT and a number, e.g. RT10000042"),
  orderId: z.string(),
  orderNumber: z.string(),
  kind: z.enum(ReturnKind).describe("return: money back; exchange: another size"),
  status: returnStatus,
  lines: z.array(returnLineJsonSchema),
  refund: rupees.describe(
    "what the shopper gets back (0 for an exchange): the lines' amounts, and the order's delivery and COD fee when the whole order comes back damaged or not as described",
  ),
  refundTo: z
    .string()
    .nullable()
    .describe("where a refund outside the payment goes, masked (UPI a•••@okhdfc, Bank ••••6789 (SBIN0001234)); null: back to the payment"),
  carrier: z.string().nullable().describe("the pickup's courier"),
  awb: z.string().nullable().describe("the pickup's waybill number"),
  trackingUrl: z.string().nullable().describe("the courier's page for the pickup"),
  reference: z.string().nullable().describe("the refund transfer's reference"),
  note: z.string().nullable().describe("what the seller said last"),
  createdAt: isoDate,
  updatedAt: isoDate,
  closedAt: isoDate.nullable().describe("when it was rejected, refunded or exchanged"),
  events: z.array(orderEventJsonSchema).optional().describe("the order's timeline entries about this return (GET /api/return/{id})"),
});

export const whatsappConsentJsonSchema = z.strictObject({
  mobile: z.string().describe("the number it was given for"),
  since: isoDate.describe("when the checkout's box was ticked"),
});

export const whatsappWithdrawnJsonSchema = z.strictObject({ whatsappUpdates: z.null() });
export const newOrderWhatsAppJsonSchema = z.strictObject({ newOrderWhatsApp: z.boolean() });

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
  mobile: z.string().nullable().describe("ten digits, proved by a code; signs the account in with a code (POST /api/auth/otp)"),
  whatsappUpdates: whatsappConsentJsonSchema.nullable().describe("the consent to order updates on WhatsApp given at checkout; null: updates come by SMS"),
  newOrderWhatsApp: z.boolean().describe("a seller's setting: a WhatsApp message of each new order with items of theirs, to `mobile`"),
  hasPassword: z
    .boolean()
    .describe(
      "false for an account made by signing in with a mobile number: it sets a password, or deletes itself, with a code (POST /api/user/{userId}/confirm-code)",
    ),
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
const given = (description: string) => z.string().nullable().describe(`${description}; null until given`);
export const statementJsonSchema = z.strictObject({
  month: z.string().describe("YYYY-MM, India's calendar"),
  registered: z.boolean().describe("registered under GST: TCS is collected; an unregistered seller has none"),
  sales: rupees.describe("the seller's invoices issued in the month, tax included"),
  returns: rupees.describe("their credit notes issued in the month"),
  net: rupees.describe("sales − returns"),
  commission: rupees.describe("on the lines delivered in the month at the rate then in force, less that on units returned"),
  commissionGst: rupees.describe("18% of the commission"),
  tcs: z
    .strictObject({ cgst: rupees, sgst: rupees, igst: rupees })
    .describe("CGST Act s. 52: 0.25% + 0.25% of the net taxable value within the seller's state, 0.5% between states"),
  tds: rupees.describe("Income-tax Act s. 194-O: 0.1% of the gross taxable value of the month's invoices"),
  payable: rupees.describe("net − commission − commissionGst − tcs − tds"),
  broughtForward: rupees.describe("owed from the months before, less what was paid in them"),
  paid: rupees.describe("payouts recorded with a day in the month"),
  balance: rupees.describe("broughtForward + payable − paid: carried to the next month"),
  lines: z.array(
    z.strictObject({
      date: z.iso.date(),
      type: z.enum(["invoice", "credit_note"]),
      number: z.string(),
      orderNumber: z.string().nullable(),
      taxableValue: rupees.describe("negative on a credit note"),
      total: rupees.describe("negative on a credit note"),
    }),
  ),
  payouts: z.array(z.strictObject({ paidOn: z.iso.date(), reference: z.string(), amount: rupees })),
});
export const commissionJsonSchema = z.strictObject({
  own: z.number().nullable().describe("the seller's own percent; null: the shop's"),
  percent: z.number().describe("the percent in force now"),
});
export const payoutJsonSchema = z.strictObject({ id: z.string() });

export const businessJsonSchema = z.strictObject({
  userId: z.string(),
  businessName: given('the name shoppers see: "Sold by …"'),
  legalName: given("the name registered with the GST or income-tax department"),
  address: given("street address of the place of business"),
  city: given("city"),
  state: given("state or union territory"),
  stateCode: given("its two-digit GST state code"),
  pin: given("PIN code"),
  gstin: z.string().nullable().describe("GST identification number; null for an unregistered seller"),
  enrolmentId: z.string().nullable().describe("an unregistered seller's enrolment number from the GST portal (sells within its own state only)"),
  pan: given("the business's PAN"),
  registered: z.boolean().describe("registered under GST (has a GSTIN)"),
  supportEmail: given("customer care e-mail"),
  supportPhone: given("customer care phone"),
  grievanceOfficer: z.strictObject({ name: given("name"), email: given("e-mail"), phone: given("phone") }).describe("the seller's grievance officer"),
  status: z
    .enum(["incomplete", "pending", "approved"])
    .describe("incomplete: fields missing, or declined until saved again; pending: waits for the owner; approved: may list and sell in a marketplace"),
  missing: z.array(z.string()).describe("the fields still to give"),
  decision: z
    .strictObject({ approved: z.boolean(), note: z.string().nullable(), at: isoDate })
    .nullable()
    .describe("the owner's last decision; null before any, or after a change that took an approval back"),
});
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
export const mobileLoginJsonSchema = loginJsonSchema.extend({
  created: z.literal(true).optional().describe("the number was new: a shopper's account was made for it now"),
});
export const codeSentJsonSchema = z.strictObject({ sent: z.literal(true), expiresIn: z.number().int().describe("seconds the code is valid") });
export const okJsonSchema = z.strictObject({ ok: z.literal(true) });
/** GET /api/health: `ok` is false (and the status 503) when the database does not answer or the process is draining; see lib/health.ts. */
export const healthJsonSchema = z.strictObject({
  ok: z.boolean(),
  draining: z.literal(true).optional().describe("only while the process shuts down (SIGTERM): it still serves, but should get nothing new"),
  database: z.strictObject({ kind: z.enum(["pglite", "postgres"]), ok: z.boolean() }),
  cache: z.strictObject({ kind: z.enum(["memory", "redis"]), ok: z.boolean() }),
});
export const cronJsonSchema = z.strictObject({
  ran: z
    .record(z.string(), z.number().int().min(0))
    .describe("each pass run, by name (razorpay-refunds, unpaid-orders, mail), with the jobs it did; a pass not started within the budget is left out"),
});
export const deletedJsonSchema = z.strictObject({ deleted: z.string() });
export const uploadedJsonSchema = z.strictObject({ publicId: z.string(), url: z.string() });

const placeJsonSchema = { state: z.string(), stateCode: z.string().describe("two-digit GST state code") };
const taxFiguresJsonSchema = {
  taxableValue: rupees,
  cgst: rupees,
  sgst: rupees,
  igst: rupees,
  total: rupees.describe("taxable value + taxes: what the shopper was charged"),
};
export const invoiceJsonSchema = z.strictObject({
  id: z.string(),
  number: z.string(),
  date: z.iso.date().describe("the day of issue in India"),
  orderNumber: z.string().nullable().describe("the order's number (OD10000042); null on documents issued before it was printed"),
  kind: z.enum(["tax_invoice", "bill_of_supply"]).describe("bill_of_supply: the supplier (the shop, or a marketplace seller) has no GSTIN and charges no tax"),
  supplier: z
    .strictObject({
      legalName: z.string(),
      address: z.string(),
      gstin: z.string().nullable(),
      enrolmentId: z.string().nullable().describe("an unregistered marketplace seller's enrolment number; null otherwise"),
      ...placeJsonSchema,
    })
    .describe("the shop, or in a marketplace the seller of record of the lines"),
  recipient: z.strictObject({ name: z.string(), address: z.string(), ...placeJsonSchema }),
  placeOfSupply: z.strictObject(placeJsonSchema).describe("the delivery address's state: the shop's → CGST + SGST, another → IGST"),
  lines: z.array(
    z.strictObject({
      description: z.string(),
      hsn: z.string().describe("HSN code; 996812 (SAC) on the delivery charges' line"),
      quantity: z.number().int(),
      unit: z.string().describe("PCS, PRS (footwear) or OTH (delivery)"),
      rate: z.number().describe("GST percent; 0 on a bill of supply"),
      ...taxFiguresJsonSchema,
    }),
  ),
  totals: z.strictObject(taxFiguresJsonSchema),
  cashRoundOff: rupees
    .nullable()
    .describe("cash on delivery: what takes the total to the whole rupees the courier collects (-0.02 for 371.02 collected as 371); null otherwise"),
});
export const creditNoteJsonSchema = invoiceJsonSchema.extend({
  invoiceNumber: z.string().describe("the invoice it credits"),
  invoiceDate: z.iso.date(),
});

export const challanJsonSchema = z.strictObject({
  id: z.string(),
  number: z.string().describe("DC/2627/000001: the delivery challans' own series"),
  date: z.iso.date(),
  orderNumber: z.string(),
  supplier: z.strictObject({ legalName: z.string(), address: z.string(), gstin: z.string().nullable(), ...placeJsonSchema }),
  recipient: z.strictObject({ name: z.string(), address: z.string(), ...placeJsonSchema }),
  placeOfSupply: z.strictObject(placeJsonSchema),
  purpose: z.string().describe("why the goods travel without a sale: a size sent in exchange, against the invoices named"),
  invoiceNumbers: z.array(z.string()).describe("the invoices of the lines the goods replace"),
  lines: z.array(
    z.strictObject({
      description: z.string(),
      hsn: z.string(),
      quantity: z.number().int(),
      unit: z.string(),
      rate: z.number().describe("the GST rate of the replaced line's invoice; no tax is charged"),
      taxableValue: rupees,
      value: rupees.describe("the replaced units' share of their line's amount, tax included"),
    }),
  ),
  totals: z.strictObject({ taxableValue: rupees, value: rupees }),
});

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
export type PaymentJson = z.infer<typeof paymentJsonSchema>;
export type OrderEventJson = z.infer<typeof orderEventJsonSchema>;
export type ShipmentJson = z.infer<typeof shipmentJsonSchema>;
export type ProfileJson = z.infer<typeof profileJsonSchema>;
export type RegisteredJson = z.infer<typeof registeredJsonSchema>;
export type SavedAddressJson = z.infer<typeof savedAddressJsonSchema>;
export type ShopJson = z.infer<typeof shopJsonSchema>;
export type BusinessJson = z.infer<typeof businessJsonSchema>;
export type StatementJson = z.infer<typeof statementJsonSchema>;
export type RtoReportJson = z.infer<typeof rtoReportJsonSchema>;
export type DeliveryEstimateJson = z.infer<typeof deliveryEstimateJsonSchema>;
export type InvoiceJson = z.infer<typeof invoiceJsonSchema>;
export type CreditNoteJson = z.infer<typeof creditNoteJsonSchema>;
export type ChallanJson = z.infer<typeof challanJsonSchema>;
export type ReturnJson = z.infer<typeof returnJsonSchema>;

export const reviewJsonSchema = z.strictObject({
  id: z.string(),
  productId: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string().nullable(),
  text: z.string().nullable(),
  images: z.array(z.string()).describe("the photos' public ids, at most 3"),
  imageUrls: z.array(z.string()),
  author: z.string().describe("the first name and the last name's initial (Asha R.)"),
  verified: z.literal(true).describe("every review is by a shopper who received the product"),
  size: z.string().describe('the size bought ("" for a product without sizes)'),
  createdAt: isoDate,
  updatedAt: isoDate.describe("the author's last edit"),
  helpful: z.number().int().describe("how many other shoppers found it helpful"),
  reply: z.strictObject({ text: z.string(), at: isoDate }).nullable().describe("the seller's reply"),
  hidden: z
    .strictObject({ reason: z.enum(["abusive", "personal_data", "irrelevant", "spam"]), at: isoDate })
    .nullable()
    .describe("set only on the caller's own review that the owner hid, with the reason"),
});

export const reviewPageJsonSchema = z.strictObject({
  summary: z.strictObject({
    average: z.number().describe("stars to one decimal; 0 without reviews"),
    count: z.number().int(),
    histogram: z.strictObject({ "1": z.number().int(), "2": z.number().int(), "3": z.number().int(), "4": z.number().int(), "5": z.number().int() }),
  }),
  reviews: z.array(reviewJsonSchema),
});

export const wishlistEntryJsonSchema = z.strictObject({
  productId: productJsonSchema,
  size: z.string().describe('the size wished for; "" for any'),
  addedAt: isoDate,
});
