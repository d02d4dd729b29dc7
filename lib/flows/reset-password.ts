import { after } from "next/server";
import { countPasswordResetRequest, mailPasswordReset, resetPassword } from "../auth/password-reset.ts";

// "Forgot password?" (POST /api/auth/forgot and /api/auth/reset; lib/auth/password-reset.ts):
// the request counts against the limits now, and the account is looked up and mailed a link
// after the answer has gone (Next's `after`, so only the route calls this), so neither the
// answer nor its time tells whether the address has an account; the link sets a new password
// and ends every session.

export async function askPasswordReset(email: string, from: string): Promise<void> {
  await countPasswordResetRequest(email, from);
  after(() => mailPasswordReset(email));
}

export const setPasswordFromLink = (token: string, password: string) => resetPassword(token, password);
