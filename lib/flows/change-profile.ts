import { updateProfile } from "../users/profile.ts";
import type { ProfileInput } from "../validation/users.ts";

// A person changes their profile (PUT /api/user/{id}): names and username, or a mail address,
// which is mailed a link to confirm it while the old one is told, within the mail limits
// (lib/users/profile.ts).

export const changeProfile = (userId: string, input: ProfileInput, from: string) => updateProfile(userId, input, from);
