import { sendConfirmationCode } from "../auth/identity.ts";
import { changePassword } from "../auth/password-change.ts";
import type { PasswordChangeInput } from "../validation/users.ts";

// A signed-in person changes their password (PUT /api/user/{id}/password): proved by the old
// password, or by a code sent to the number of an account that has none (POST
// /api/user/{id}/confirm-code, which deleting the account takes too); every other session ends
// and this one goes on with a new token (lib/auth/password-change.ts, lib/auth/identity.ts).

export const setNewPassword = (userId: string, input: PasswordChangeInput, from: string) => changePassword(userId, input, from);

export const sendProofCode = (userId: string, from: string) => sendConfirmationCode(userId, from);
