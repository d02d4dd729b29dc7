import { z } from "zod";
import { MAX_IMAGE_DATA_URL_CHARS } from "../images/validate.ts";
import { PUBLIC_ID_PATTERN } from "../images/store.ts";
import { MAX_STOCK_UNITS } from "../shared/stock.ts";
import { PRODUCT_SORTS } from "../shared/product-sort.ts";
import { numberOrNumericText, plainString, text, textList } from "./common.ts";
import { sizeChartSchema } from "./size-chart.ts";
import { hsnProblem } from "../tax/hsn.ts";

export const MAX_PRICE_RUPEES = 1_000_000;

/** Rupees with at most two decimals; HTML forms send text, so "799.50" is accepted too. */
export const priceSchema = numberOrNumericText.pipe(
  z
    .number()
    .positive()
    .max(MAX_PRICE_RUPEES)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, "at most two decimals (paise)"),
);

export const imagePublicIdSchema = z.string().min(1).max(200).regex(PUBLIC_ID_PATTERN, "not an image id");
/** Bodies that carry an image data URL: the image cap plus room for the other fields. */
export const MAX_PRODUCT_BODY_BYTES = MAX_IMAGE_DATA_URL_CHARS + 64 * 1024;

export const imageDataUrlSchema = z.string().min(1).max(MAX_IMAGE_DATA_URL_CHARS);

/** A product shows at most this many photos. */
export const MAX_PRODUCT_PHOTOS = 8;

const photoIds = z
  .array(imagePublicIdSchema)
  .min(1)
  .max(MAX_PRODUCT_PHOTOS, `at most ${MAX_PRODUCT_PHOTOS} photos`)
  .refine((ids) => new Set(ids).size === ids.length, "the same photo twice");

// Sizes are upper-case ("M", "XL", "42"), categories lower-case ("shirts"), as the catalog filters compare them.
const sizes = textList(20, 20, (s) => s.toUpperCase());
const categories = textList(10, 40, (s) => s.toLowerCase());

/**
 * Units per size (keys upper-cased like sizes; "" for a product without sizes), or null to
 * stop tracking. Whether each key is one of the product's sizes is checked against the
 * product (lib/catalog/manage.ts), since an update may not send its sizes.
 */
export const stockSchema = z
  .record(
    plainString()
      .trim()
      .max(20)
      .transform((s) => s.toUpperCase()),
    z.number().int("a whole number").min(0).max(MAX_STOCK_UNITS),
  )
  .refine((stock) => Object.keys(stock).length <= 21, "at most one entry per size")
  .nullable();

/** The product's HSN code for invoices, or null to use its categories' default (lib/tax/hsn.ts). */
const hsnSchema = plainString()
  .trim()
  .check((ctx) => {
    const problem = hsnProblem(ctx.value);
    if (problem) ctx.issues.push({ code: "custom", message: problem, input: ctx.value });
  })
  .nullable();

const productFields = {
  title: text(1, 200),
  description: text(0, 5000),
  price: priceSchema,
  size: sizes,
  color: text(0, 40),
  category: categories,
  /** A new image as a data URL (the spec's add form). */
  previewSource: imageDataUrlSchema,
  /** An image already uploaded through POST /api/image/upload by the same seller. */
  image: imagePublicIdSchema,
  stock: stockSchema,
  /** All the photos, in order, each uploaded through POST /api/image/upload by the same seller. */
  images: photoIds,
  /** null removes the chart. */
  sizeChart: sizeChartSchema.nullable(),
  hsn: hsnSchema,
  /** Where it was made (Legal Metrology); "India" unless the seller says otherwise. */
  countryOfOrigin: text(2, 60),
  /** Who made or markets it, with their address; null: the shop itself (its legal name and address). */
  manufacturer: text(0, 300)
    .nullable()
    .transform((value) => value || null),
  /** A sale price in rupees, below the MRP (`price`), checked against it in lib/catalog/sale-terms.ts; null ends the sale. */
  salePrice: priceSchema.nullable(),
  /** When the sale ends, a moment ahead (ISO 8601 with its offset); null: until the seller ends it. */
  saleEndsAt: z.iso
    .datetime({ offset: true })
    .transform((value) => new Date(value))
    .nullable(),
  /** The title in Hindi, for the Hindi pages (issue 46); null or "": none, they show the English one. */
  titleHi: text(0, 200)
    .nullable()
    .transform((value) => value || null),
  /** The description in Hindi; null or "": none. */
  descriptionHi: text(0, 5000)
    .nullable()
    .transform((value) => value || null),
};

type PhotoFields = { previewSource?: string; image?: string; images?: string[] };

/** previewSource stands alone; image beside images must be their first (a product read and sent back has both). */
function photoFieldsAgree(p: PhotoFields): boolean {
  if (p.previewSource && (p.image || p.images)) return false;
  return !(p.image && p.images && p.images[0] !== p.image);
}
const PHOTO_FIELDS_MESSAGE =
  "Send the photos as images (uploaded image ids), or one image as previewSource (a data URL) or image (an uploaded image id); image beside images must be the first of them.";

/** Create: `adminId`, `_id` and the like are not listed, so they are dropped, never stored. */
export const productInputSchema = z
  .object({
    ...productFields,
    description: productFields.description.default(""),
    size: productFields.size.default([]),
    color: productFields.color.default(""),
    category: productFields.category.default([]),
    previewSource: productFields.previewSource.optional(),
    image: productFields.image.optional(),
    stock: productFields.stock.optional(),
    images: productFields.images.optional(),
    sizeChart: productFields.sizeChart.default(null),
    hsn: productFields.hsn.optional(),
    countryOfOrigin: productFields.countryOfOrigin.default("India"),
    manufacturer: productFields.manufacturer.default(null),
    titleHi: productFields.titleHi.optional(),
    descriptionHi: productFields.descriptionHi.optional(),
    salePrice: productFields.salePrice.optional(),
    saleEndsAt: productFields.saleEndsAt.optional(),
  })
  .refine((p) => Boolean(p.previewSource || p.image || p.images) && photoFieldsAgree(p), { message: PHOTO_FIELDS_MESSAGE, path: ["previewSource"] });

/** Update: every field optional; no image keeps the current photos (docs/api.md, Products). */
export const productUpdateSchema = z
  .object(productFields)
  .partial()
  .refine(photoFieldsAgree, { message: PHOTO_FIELDS_MESSAGE, path: ["image"] });

export type ProductInput = z.infer<typeof productInputSchema>;
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

const filterText = plainString()
  .trim()
  .max(100)
  .optional()
  .transform((s) => s || undefined);

/** The most products one call or page lists (GET /api/product's `limit`, the facets' sample). */
export const MAX_PAGE_SIZE = 100;

export const productQuerySchema = z
  .object({
    category: filterText,
    /** One size, or several separated by commas ("M,L"): a product with any of them matches. */
    size: filterText,
    color: filterText,
    q: filterText,
    /** Default: relevance with `q`, else newest. */
    sort: z.enum(PRODUCT_SORTS).optional(),
    /** At most MAX_PAGE_SIZE a page: a larger limit is lowered, not refused. */
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .optional()
      .transform((n) => (n === undefined ? undefined : Math.min(n, MAX_PAGE_SIZE))),
    offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
  })
  .refine((query) => query.sort !== "relevance" || Boolean(query.q), { message: "relevance needs search text (q)", path: ["sort"] });

/**
 * The query as a plain object, understanding the spec client's chained form
 * `?category=a/?size=b/?color=c` (one parameter whose value carries the others after "/?").
 */
export function productQueryParams(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) {
    const [first, ...chained] = value.split("/?");
    if (!(key in out) || first) out[key] = first;
    for (const pair of chained) {
      const eq = pair.indexOf("=");
      const name = eq < 0 ? pair : pair.slice(0, eq);
      const chainedValue = eq < 0 ? "" : safeDecode(pair.slice(eq + 1));
      if (name && (!(name in out) || chainedValue)) out[name] = chainedValue;
    }
  }
  return out;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, " "));
  } catch {
    return s;
  }
}
