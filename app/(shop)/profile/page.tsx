import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { ChangeMobileDialog } from "@/components/account/ChangeMobileDialog";
import { ChangePasswordDialog } from "@/components/account/ChangePasswordDialog";
import { DeleteAccountDialog } from "@/components/account/DeleteAccountDialog";
import { EmailStatus } from "@/components/account/EmailStatus";
import { fullName } from "@/components/account/fullName";
import { UpdateProfileDialog } from "@/components/account/UpdateProfileDialog";
import { WhatsAppUpdates } from "@/components/account/WhatsAppUpdates";
import { PageTexts } from "@/components/i18n/PageTexts";
import { getSessionUser } from "@/lib/auth/session";
import { languageAlternates } from "@/lib/i18n/alternates";
import { clientTextsOf } from "@/lib/i18n/client-texts-of";
import { shopPath } from "@/lib/i18n/hindi-pages";
import { localized, type Lang } from "@/lib/i18n/langs";
import { pageLang } from "@/lib/i18n/page-lang";
import { textsIn } from "@/lib/i18n/text";
import { MY_ORDERS_PATH } from "@/lib/shared/order-paths";
import { getProfile } from "@/lib/users/profile";

/** The page's title and addresses in a language: app/hi/profile is its Hindi twin. */
export function profileMetadata(lang: Lang): Metadata {
  const t = textsIn(lang, "accountPages");
  return { title: t("profileTitle"), description: t("profileDescription"), robots: { index: false }, alternates: languageAlternates(lang, "/profile") };
}

export const metadata: Metadata = profileMetadata("en");

/** The shopper's profile and its dialogs, in the page's language. */
export default async function ProfilePage() {
  const lang = pageLang();
  const t = textsIn(lang, "accountPages");
  const user = await getSessionUser();
  if (!user) redirect(localized(lang, "/"));
  const profile = await getProfile(user.id);
  const rows: [string, ReactNode][] = [
    [t("name"), fullName(profile)],
    [t("username"), profile.username],
    [t("email"), <EmailStatus key="email" profile={profile} />],
    [t("mobile"), profile.mobile ?? t("noneYet")],
    [t("whatsapp"), <WhatsAppUpdates key="whatsapp" userId={profile.id} consent={profile.whatsappUpdates} />],
  ];
  return (
    <main className="mx-auto max-w-lg px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold">{t("profileTitle")}</h1>
      <PageTexts value={clientTextsOf(lang, ["account", "accountForms", "apiErrors"])}>
        <div className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
          <dl className="mb-6 divide-y divide-stone-100">
            {rows.map(([label, value]) => (
              <div key={label} className="grid grid-cols-[7rem_1fr] gap-2 py-3">
                <dt className="text-sm font-medium text-stone-600">{label}</dt>
                <dd className="break-all font-medium">{value}</dd>
              </div>
            ))}
          </dl>
          {profile.sellerRequest === "pending" && <p className="mb-6 rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900">{t("sellerPending")}</p>}
          <div className="flex flex-wrap gap-3">
            <UpdateProfileDialog user={profile} />
            <ChangePasswordDialog userId={profile.id} hasPassword={profile.hasPassword} />
            <ChangeMobileDialog userId={profile.id} current={profile.mobile} />
            <DeleteAccountDialog userId={profile.id} hasPassword={profile.hasPassword} salesRecordKeeping={t("salesRecordKeeping")} />
          </div>
        </div>
      </PageTexts>
      <p className="mt-6">
        <Link href={shopPath(lang, MY_ORDERS_PATH)} className="font-semibold text-brand underline">
          {t("myOrders")}
        </Link>
        <span className="text-stone-600">{t("myOrdersTail")}</span>
      </p>
      <p className="mt-3">
        <Link href={shopPath(lang, "/wishlist")} className="font-semibold text-brand underline">
          {t("myWishlist")}
        </Link>
        <span className="text-stone-600">{t("myWishlistTail")}</span>
      </p>
    </main>
  );
}
