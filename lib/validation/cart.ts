import { z } from "zod";
import { idSchema, MAX_LINE_QUANTITY, plainString, quantity } from "./common.ts";

/** A cart line by its index (oldest first, the spec's clients) or by its `_id`. */
export const cartLineRefSchema = z.union([
  z.number().int().min(0).max(10_000),
  z
    .string()
    .regex(/^\d{1,5}$/)
    .transform(Number),
  idSchema,
]);

export const cartAddSchema = z.object({
  productId: idSchema,
  quantity: quantity(1, MAX_LINE_QUANTITY).default(1),
  /** Optional for older clients; when given, one of the product's sizes. */
  size: plainString().trim().toUpperCase().max(20).optional(),
  // adminId is not listed: the product says who sells it.
});

/** `{index, quantity}` (the spec's clients) or `{id, quantity}`; quantity ≤ 0 removes the line. */
export const cartUpdateSchema = z
  .object({
    index: cartLineRefSchema.optional(),
    id: cartLineRefSchema.optional(),
    quantity: quantity(-1_000_000, MAX_LINE_QUANTITY),
  })
  .refine((v) => (v.index === undefined) !== (v.id === undefined), { message: "Name the line by index or by id, one of the two.", path: ["index"] })
  .transform((v) => ({ line: (v.index ?? v.id) as number | string, quantity: v.quantity }));

/** `{id}`: the line's index or its `_id`. */
export const cartDeleteSchema = z.object({ id: cartLineRefSchema }).transform((v) => ({ line: v.id }));

export type CartAdd = z.infer<typeof cartAddSchema>;
export type CartLineRef = number | string;
