import { z } from "zod";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../auth/password.ts";
import { oneLineSecret, plainString, text } from "./common.ts";

// Usernames and emails are stored lower-cased, so "Asha" and "asha" are one account.
const username = z
  .string()
  .trim()
  .toLowerCase()
  .min(3)
  .max(30)
  .regex(/^[a-z0-9_.-]+$/, "letters, digits, '.', '_' and '-' only");
const email = z.string().trim().toLowerCase().max(254).pipe(z.email());
const firstName = text(1, 50);
const lastName = text(0, 50);

export const registerSchema = z.object({
  firstName,
  lastName: lastName.default(""),
  email,
  username,
  // No control characters: "password\u0000" would pass the length and common-password
  // rules as a different string from the one its owner thinks they chose.
  password: oneLineSecret().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH),
  /** Signs up as a seller (docs/api.md, Accounts). */
  admin: z.boolean().default(false),
});

export const loginSchema = z.object({
  username: plainString().trim().toLowerCase().min(1).max(254),
  password: oneLineSecret().min(1).max(MAX_PASSWORD_LENGTH),
});

/** Profile update: any of these; the spec's dialog sends firstName, username and email. */
export const profileSchema = z
  .object({ firstName, lastName, username, email })
  .partial()
  .refine((value) => Object.values(value).some((v) => v !== undefined), "Send at least one field to change.");

export type RegisterInput = z.infer<typeof registerSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type ProfileInput = z.infer<typeof profileSchema>;
