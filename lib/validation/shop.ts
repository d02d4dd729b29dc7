import { z } from "zod";
import { VPA_PATTERN } from "../shared/upi.ts";
import { pinSchema } from "./address.ts";
import { PIN_PREFIX } from "../shared/delivery-terms.ts";
import { ZONES, type Zone } from "../shared/zones.ts";
import { commissionPercent, rupeeAmount, text } from "./common.ts";
import { SELLING_MODELS } from "../shared/selling-model.ts";
import { emailSchema } from "./users.ts";

/** `hours` may be as short as 36 seconds, so that an owner can watch an expiry happen. */
const MIN_COD_CONFIRM_HOURS = 0.01;
/** A week: longer and the stock an unconfirmed order holds is missed by other shoppers. */
const MAX_COD_CONFIRM_HOURS = 168;

// PUT /api/shop: any of the public profile's fields; null clears one. Whether the PIN exists,
// the state is one of India's and agrees with the PIN and the GSTIN is lib/shop/profile.ts's
// business, as it needs the stored profile and the PIN data set.

/** A phone number people can call: ten digits (a mobile, or a landline with its STD code), with +91 or 0 before it, or a 1800/1860 toll-free number. */
export const phoneSchema = text(1, 30).refine((value) => {
  const digits = value.replace(/[\s()-]/g, "");
  return /^(?:\+91|0)?[1-9]\d{9}$/.test(digits) || /^1(?:800|860)\d{6,7}$/.test(digits);
}, "a phone number of 10 digits (+91 or 0 before it is fine), or a 1800 number");

/** The longest payment window: a week. */
export const MAX_PAYMENT_WINDOW_MINUTES = 7 * 24 * 60;

/** The longest return window a shop may offer. */
export const MAX_RETURN_WINDOW_DAYS = 90;

/** PIN codes or their first digits, as the owner lists them. */
const blockedPinsSchema = z.array(z.string().trim().regex(PIN_PREFIX, "a PIN code or its first digits: 1 to 6 digits")).max(2000);

/** The most working days a shop may take to dispatch. */
const MAX_DISPATCH_DAYS = 10;

/** A holiday: a real calendar date, "YYYY-MM-DD". */
const holidaySchema = z.iso.date("a date as YYYY-MM-DD");

const transitDaysSchema = z.number().int().min(0).max(30);

const field = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

/** The shop's page on a network: an https address on one of the network's own hosts. */
const socialPage = (hosts: readonly string[], example: string) =>
  z
    .string()
    .trim()
    .max(300)
    .refine((value) => {
      const url = URL.parse(value);
      return url?.protocol === "https:" && hosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
    }, `the shop's page there, such as ${example}`);

/** The footer's social networks and the hosts of their pages. */
const SOCIAL_NETWORKS = {
  facebook: socialPage(["facebook.com"], "https://www.facebook.com/yourshop"),
  instagram: socialPage(["instagram.com"], "https://www.instagram.com/yourshop"),
  twitter: socialPage(["twitter.com", "x.com"], "https://x.com/yourshop"),
  youtube: socialPage(["youtube.com"], "https://www.youtube.com/@yourshop"),
};

export const shopUpdateSchema = z
  .object({
    name: field(text(1, 100)),
    legalName: field(text(1, 200)),
    address: field(text(1, 500)),
    city: field(text(1, 100)),
    state: field(text(1, 100)),
    stateCode: field(z.string().regex(/^\d{2}$/, "two digits (GST state code)")),
    pin: field(pinSchema),
    // Blank is no GSTIN: removing one is confirmed with confirmUnregistered (lib/shop/profile.ts).
    gstin: field(
      z
        .string()
        .trim()
        .toUpperCase()
        .transform((value) => value || null),
    ),
    /** The owner's yes to removing the shop's GSTIN: every later sale is then a bill of supply. */
    confirmUnregistered: z.literal(true).optional(),
    supportEmail: field(emailSchema),
    supportPhone: field(phoneSchema),
    grievanceOfficer: z
      .object({ name: field(text(1, 100)), designation: field(text(1, 100)), email: field(emailSchema), phone: field(phoneSchema) })
      .optional(),
    /** The shop's pages on social networks; null removes one. */
    social: z
      .object({
        facebook: field(SOCIAL_NETWORKS.facebook),
        instagram: field(SOCIAL_NETWORKS.instagram),
        twitter: field(SOCIAL_NETWORKS.twitter),
        youtube: field(SOCIAL_NETWORKS.youtube),
      })
      .optional(),
    /** Cash on delivery: on or off, its fee, and the largest order total it takes (null: no limit). */
    cod: z
      .strictObject({
        enabled: z.boolean().optional(),
        fee: rupeeAmount(10_000).optional(),
        maxOrder: rupeeAmount(10_000_000).nullable().optional(),
        blockedPins: blockedPinsSchema.optional(),
        maxRefused: z.number().int().min(0).max(100).optional(),
        /** The shopper confirms a COD order above `above` rupees within `hours` (decimals: 0.01 is 36 seconds), else it cancels itself. */
        confirm: z
          .strictObject({
            enabled: z.boolean().optional(),
            above: rupeeAmount(10_000_000).optional(),
            hours: z.number().min(MIN_COD_CONFIRM_HOURS).max(MAX_COD_CONFIRM_HOURS).optional(),
          })
          .optional(),
      })
      .optional(),
    /** The shop's UPI ID and payee name; null stops offering UPI. */
    upi: z
      .strictObject({
        vpa: z.string().trim().max(320).regex(VPA_PATTERN, "a UPI ID such as shopname@okaxis"),
        payeeName: text(1, 100),
      })
      .nullable()
      .optional(),
    paymentWindowMinutes: z.number().int().min(1).max(MAX_PAYMENT_WINDOW_MINUTES).optional(),
    /** The discount for paying online: percent 0–10 (0 turns it off), capped at `max` rupees (0: no cap). */
    prepaid: z.strictObject({ percent: z.number().int().min(0).max(10).optional(), max: rupeeAmount(100_000).optional() }).optional(),
    delivery: z
      .object({
        fee: rupeeAmount(100_000),
        freeAbove: rupeeAmount(100_000).nullable(),
        blockedPins: blockedPinsSchema,
        dispatch: z
          .strictObject({
            days: z.number().int().min(1).max(MAX_DISPATCH_DAYS),
            cutoffHour: z.number().int().min(0).max(23),
            holidays: z.array(holidaySchema).max(366),
          })
          .partial(),
        transitDays: z.strictObject(Object.fromEntries(ZONES.map((zone) => [zone, transitDaysSchema])) as Record<Zone, typeof transitDaysSchema>).partial(),
        /** Whether sellers may mark an accepted line Delivered without dispatching a parcel. */
        withoutParcel: z.boolean(),
      })
      .partial()
      .optional(),
    /** The returns policy: days after delivery to ask (0: no returns), and whether sizes may be exchanged. */
    returns: z
      .strictObject({ windowDays: z.number().int().min(0).max(MAX_RETURN_WINDOW_DAYS), exchange: z.boolean() })
      .partial()
      .optional(),
    /** Days after delivery a shopper is mailed to review what they received; 0: never. */
    reviewPromptDays: z.number().int().min(0).max(60).optional(),
    /** One business selling everything, or a marketplace of sellers selling in their own names; later orders only. */
    sellingModel: z.enum(SELLING_MODELS).optional(),
    /** A marketplace's default commission on its sellers' delivered lines, from now on (a seller's own rate overrides it). */
    commission: z.strictObject({ percent: commissionPercent }).optional(),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), "Send at least one field to change.");

export type ShopUpdate = z.infer<typeof shopUpdateSchema>;
