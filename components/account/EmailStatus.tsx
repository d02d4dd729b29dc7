import { pageLang } from "@/lib/i18n/page-lang";
import { textsIn } from "@/lib/i18n/text";
import type { ProfileJson } from "@/lib/validation/responses";
import { ResendVerificationButton } from "./ResendVerificationButton";

/** The account's address, whether it is confirmed, where its mail goes meanwhile, and the way to get a new link; in the page's language. */
export function EmailStatus({ profile }: { profile: Pick<ProfileJson, "id" | "email" | "emailVerified" | "verifiedEmail"> }) {
  const t = textsIn(pageLang(), "accountPages");
  // An account made by signing in with a mobile number has no address until its person gives one.
  if (!profile.email) return <span className="break-normal font-normal text-stone-600">{t("emailNone")}</span>;
  const address = <span className="mr-2">{profile.email}</span>;
  if (profile.emailVerified) {
    return (
      <>
        {address}
        <span className="inline-block rounded bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">{t("confirmed")}</span>
      </>
    );
  }
  return (
    <>
      {address}
      <div className="mt-1 space-y-2">
        <span className="inline-block rounded bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">{t("notConfirmed")}</span>
        {/* Words break between words here; only the addresses may break anywhere (the row breaks all). */}
        <p className="break-normal text-sm font-normal text-stone-600">
          {t("mailedLink")}{" "}
          {profile.verifiedEmail ? (
            <>
              {t("untilLead")}
              <span className="break-all">{profile.verifiedEmail}</span>
              {t("untilTail")}
            </>
          ) : (
            t("untilNone")
          )}
        </p>
        <ResendVerificationButton userId={profile.id} email={profile.email} />
      </div>
    </>
  );
}
