import { z } from "zod";
import { MAX_IMAGE_DATA_URL_CHARS } from "../images/validate.ts";
import { PUBLIC_ID_PATTERN } from "../images/store.ts";
import { numberOrNumericText, plainString, text, textList } from "./common.ts";

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

// Sizes are upper-case ("M", "XL", "42"), categories lower-case ("shirts"), as the catalog filters compare them.
const sizes = textList(20, 20, (s) => s.toUpperCase());
const categories = textList(10, 40, (s) => s.toLowerCase());

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
};

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
  })
  .refine((p) => Boolean(p.previewSource) !== Boolean(p.image), {
    message: "Send the image as previewSource (a data URL) or as image (an uploaded image id), one of the two.",
    path: ["previewSource"],
  });

/** Update: every field optional; no image keeps the current one (DESIGN §4). */
export const productUpdateSchema = z
  .object(productFields)
  .partial()
  .refine((p) => !(p.previewSource && p.image), { message: "Send previewSource or image, not both.", path: ["image"] });

export type ProductInput = z.infer<typeof productInputSchema>;
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

const filterText = plainString().trim().max(100).optional().transform((s) => s || undefined);

export const productQuerySchema = z.object({
  category: filterText,
  size: filterText,
  color: filterText,
  q: filterText,
  /** At most 100 a page: a larger limit is lowered to 100, not refused. */
  limit: z.coerce.number().int().min(1).optional().transform((n) => (n === undefined ? undefined : Math.min(n, 100))),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

export type ProductQuery = z.infer<typeof productQuerySchema>;

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
