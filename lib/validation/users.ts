import { z } from "zod";
import { Language } from "../generated/prisma/enums.ts";
import { mobileSchema } from "./address.ts";
import { oneLineSecret, plainString, text } from "./common.ts";

const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 128;

// Usernames and emails are stored lower-cased, so "Asha" and "asha" are one account.
// The messages are read by people beside the sign-up and profile fields: whole sentences.
const username = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, "A username has at least 3 characters.")
  .max(30, "A username has at most 30 characters.")
  .regex(/^[a-z0-9_.-]+$/, "A username may only use letters, digits, '.', '_' and '-'.");
/** An e-mail address, stored lower-cased. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, "An email address has at most 254 characters.")
  .pipe(z.email("Enter an email address such as name@example.com."));
const email = emailSchema;
const firstName = plainString().trim().min(1, "Enter your first name.").max(50, "A first name has at most 50 characters.");
// No control characters: "password\u0000" would pass the length and common-password
// rules as a different string from the one its owner thinks they chose.
const newPassword = oneLineSecret()
  .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters.`);
/** A token from a mailed link (lib/security/link-token.ts: 32 random bytes, base64url). */
const linkToken = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, "This is not a token from one of our links.");
const lastName = text(0, 50);

export const registerSchema = z.object({
  firstName,
  lastName: lastName.default(""),
  email,
  username,
  password: newPassword,
  /** Asks to sell: what becomes of it depends on SELLER_SIGNUP (docs/api.md, Accounts). */
  admin: z.boolean().default(false),
  /** The language the shop speaks to them in (the sign-up page's; the spec's client sends none: English). */
  language: z.enum(Language).default("en"),
});

export const loginSchema = z.object({
  /** The username, or the account's e-mail address (lib/auth/login.ts). */
  username: plainString().trim().toLowerCase().min(1).max(254),
  password: oneLineSecret().min(1).max(MAX_PASSWORD_LENGTH),
});

/** Profile update: any of these; the spec's dialog sends firstName, username and email. */
export const profileSchema = z
  .object({ firstName, lastName, username, email })
  .partial()
  .refine((value) => Object.values(value).some((v) => v !== undefined), "Send at least one field to change.");

export const verifySchema = z.object({ token: linkToken });
export const forgotSchema = z.object({ email });
export const resetSchema = z.object({ token: linkToken, password: newPassword });
/** Asks for a code by SMS: to sign in, or to add or change the account's number. */
export const mobileRequestSchema = z.object({ mobile: mobileSchema });
const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, "The code has 6 digits.");
export const mobileSignInSchema = z.object({
  mobile: mobileSchema,
  code,
  /** The language of an account this makes (the sign-in page's); a known number's account keeps its own. */
  language: z.enum(Language).default("en"),
});
export const mobileCodeSchema = z.object({ code });
/** The current password, or for an account made with a mobile number (no password) the code sent to it. */
export const passwordChangeSchema = z.object({
  currentPassword: oneLineSecret().min(1).max(MAX_PASSWORD_LENGTH).optional(),
  code: code.optional(),
  newPassword,
});

/** The owner's decision on a request to sell. */
export const sellerDecisionSchema = z.object({ approve: z.boolean() });

export type RegisterInput = z.infer<typeof registerSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type ProfileInput = z.infer<typeof profileSchema>;
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** The owner makes an account a seller by its username. */
export const makeSellerSchema = z.object({ username });

/** Deleting one's account asks for the password again (or a code sent to the number of an account without one). */
export const deleteAccountSchema = z.object({ password: oneLineSecret().min(1).max(MAX_PASSWORD_LENGTH).optional(), code: code.optional() });

/** PUT /api/user/{userId}/whatsapp: a seller's WhatsApp message of each new order, on or off. */
export const newOrderWhatsAppSchema = z.strictObject({ newOrders: z.boolean() });
