import { confirmMobileChange, requestMobileChange } from "../users/mobile.ts";

// A signed-in person moves their account to another mobile number (PUT /api/user/{id}/mobile,
// POST /api/user/{id}/mobile/verify): a code to the new number, and the right code makes it the
// account's and ends every other session (lib/users/mobile.ts).

export const askMobileChange = (userId: string, mobile: string, from: string) => requestMobileChange(userId, mobile, from);

export const proveNewMobile = (userId: string, code: string) => confirmMobileChange(userId, code);
