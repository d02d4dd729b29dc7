import { z } from "zod";
import { hasAnyControlCharacter, hasControlCharacters } from "../text/control-characters.ts";
// zod's own messages as sentences, for every schema (each imports this file).
import "./zod-messages.ts";

/** A record id as the database makes them (cuid); anything else can never name a row. */
export const idSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "not a valid id");

/** A string without control characters (tab and line breaks allowed). */
export const plainString = () => z.string().refine((s) => !hasControlCharacters(s), "may not contain control characters");

/** A string without any control character, not even tab or a line break. */
export const oneLineSecret = () => z.string().refine((s) => !hasAnyControlCharacter(s), "may not contain control characters");

/** Trimmed text between min and max characters. */
export const text = (min: number, max: number) => plainString().trim().min(min).max(max);

/** A list given as an array or as comma-separated text (the spec's forms split it themselves, older ones may not). */
export const textList = (maxItems: number, maxLength: number, normalize: (s: string) => string) =>
  z
    .union([z.array(plainString()), plainString()])
    .transform((value) => {
      const items = (typeof value === "string" ? value.split(",") : value).map((s) => normalize(s.trim())).filter(Boolean);
      return [...new Set(items)];
    })
    .pipe(z.array(z.string().max(maxLength)).max(maxItems));

/** A number, or the same as text ("799.50"): HTML forms and some clients send amounts as strings. */
export const numberOrNumericText = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, "not a number")
    .transform(Number),
]);

/** Rupees with at most two decimals, from 0 up to `max`. */
export const rupeeAmount = (max: number) =>
  numberOrNumericText.pipe(
    z
      .number()
      .min(0)
      .max(max)
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, "at most two decimals (paise)"),
  );

/** A marketplace's commission in percent, 0 to 100 with at most two decimals (kept as hundredths of a percent). */
export const commissionPercent = z
  .number()
  .min(0)
  .max(100)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, "at most two decimals");

/** A whole number of items: no fractions, no strings. */
export const quantity = (min: number, max: number) => z.number().int().min(min).max(max);

/** Cap on one cart line and on one order line. */
export const MAX_LINE_QUANTITY = 99;
