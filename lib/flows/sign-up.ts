import { registerUser } from "../users/register.ts";
import { resendVerification, verifyEmail } from "../users/verification.ts";
import type { RegisterInput } from "../validation/users.ts";

// A person opens an account and proves its mail address (POST /api/auth/register,
// /api/auth/verify, /api/user/{id}/verification): the users module makes the account, its
// verification link and the mail in the outbox, within the sign-up and mail limits.

export const signUp = (input: RegisterInput, from: string) => registerUser(input, from);

export const confirmEmail = (token: string) => verifyEmail(token);

export const mailConfirmationAgain = (userId: string, from: string) => resendVerification(userId, from);
