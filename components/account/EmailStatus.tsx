import type { ProfileJson } from "@/lib/validation/responses";
import { ResendVerificationButton } from "./ResendVerificationButton";

/** The account's address, whether it is confirmed, where its mail goes meanwhile, and the way to get a new link. */
export function EmailStatus({ profile }: { profile: Pick<ProfileJson, "id" | "email" | "emailVerified" | "verifiedEmail"> }) {
  // An account made by signing in with a mobile number has no address until its person gives one.
  if (!profile.email)
    return <span className="break-normal font-normal text-stone-600">None yet: add one with &ldquo;Update Profile&rdquo; to get order mail.</span>;
  const address = <span className="mr-2">{profile.email}</span>;
  if (profile.emailVerified) {
    return (
      <>
        {address}
        <span className="inline-block rounded bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">Confirmed</span>
      </>
    );
  }
  return (
    <>
      {address}
      <div className="mt-1 space-y-2">
        <span className="inline-block rounded bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">Not confirmed</span>
        {/* Words break between words here; only the addresses may break anywhere (the row breaks all). */}
        <p className="break-normal text-sm font-normal text-stone-600">
          We mailed a link to this address: open it to confirm it.{" "}
          {profile.verifiedEmail ? (
            <>
              Until then, mail about your orders goes to <span className="break-all">{profile.verifiedEmail}</span>.
            </>
          ) : (
            "Until then, the shop sends you no mail about your orders."
          )}
        </p>
        <ResendVerificationButton userId={profile.id} />
      </div>
    </>
  );
}
