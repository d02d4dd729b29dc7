import { badRequest } from "../errors.ts";
import commonPasswords from "./common-passwords.ts";

// Length (8..128, checked whole: scrypt takes every character, nothing is cut off) is the
// schema's job; this refuses the passwords attackers try first.
const COMMON = new Set(commonPasswords.split("\n"));

/** 400 on `field` when the password is one of the most common passwords or the username itself. */
export function assertAcceptablePassword(password: string, username: string, field = "password"): void {
  const folded = password.normalize("NFKC").toLowerCase();
  if (COMMON.has(folded)) throw badRequest("Choose a less common password.", { [field]: ["This password is too common: choose another."] });
  if (folded === username.toLowerCase()) throw badRequest("The password may not be your username.", { [field]: ["The password may not be your username."] });
}
