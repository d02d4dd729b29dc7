import { z } from "zod";

/** A record id as the database makes them (cuid); anything else can never name a row. */
export const idSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "not a valid id");

/** Trimmed text between min and max characters. */
export const text = (min: number, max: number) => z.string().trim().min(min).max(max);

/** A list given as an array or as comma-separated text (the spec's forms split it themselves, older ones may not). */
export const textList = (maxItems: number, maxLength: number, normalize: (s: string) => string) =>
  z
    .union([z.array(z.string()), z.string()])
    .transform((value) => {
      const items = (typeof value === "string" ? value.split(",") : value).map((s) => normalize(s.trim())).filter(Boolean);
      return [...new Set(items)];
    })
    .pipe(z.array(z.string().max(maxLength)).max(maxItems));

/** A number, or the same as text ("799.50"): HTML forms and some clients send amounts as strings. */
export const numberOrNumericText = z.union([z.number(), z.string().trim().regex(/^\d+(\.\d+)?$/, "not a number").transform(Number)]);

/** A whole number of items: no fractions, no strings. */
export const quantity = (min: number, max: number) => z.number().int().min(min).max(max);

/** Cap on one cart line and on one order line. */
export const MAX_LINE_QUANTITY = 99;
