import { sendSignInCode, signInWithCode } from "../auth/mobile-sign-in.ts";
import type { Language } from "../generated/prisma/enums.ts";

// A person signs in with their mobile number (POST /api/auth/otp and /api/auth/otp/verify): a
// code by SMS, within the limits; the right code signs in the account with that number, or makes
// one (`created: true`), so the second is a sign-up as much as a session (lib/auth/mobile-sign-in.ts).

export const sendPhoneCode = (mobile: string, from: string) => sendSignInCode(mobile, from);

export const signInByPhone = (mobile: string, code: string, language?: Language) => signInWithCode(mobile, code, language);
