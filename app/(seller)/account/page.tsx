import type { Metadata } from "next";
import type { ReactNode } from "react";
import { ChangeMobileDialog } from "@/components/account/ChangeMobileDialog";
import { ChangePasswordDialog } from "@/components/account/ChangePasswordDialog";
import { DeleteAccountDialog } from "@/components/account/DeleteAccountDialog";
import { EmailStatus } from "@/components/account/EmailStatus";
import { fullName } from "@/components/account/fullName";
import { NewOrderWhatsApp } from "@/components/account/NewOrderWhatsApp";
import { UpdateProfileDialog } from "@/components/account/UpdateProfileDialog";
import { PageTexts } from "@/components/i18n/PageTexts";
import { clientTextsOf } from "@/lib/i18n/client-texts-of";
import { requireSellerPage } from "@/lib/seller/guard";
import { SALES_RECORD_KEEPING } from "@/lib/legal/shop-facts";
import { getProfile } from "@/lib/users/profile";

export const metadata: Metadata = { title: "Account settings" };

/** ACCOUNT SETTINGS: the seller's details, whether their address is confirmed, their mobile and new orders on WhatsApp, and the same dialogs shoppers have. */
export default async function AccountSettingsPage() {
  const seller = await requireSellerPage();
  const profile = await getProfile(seller.id);
  const rows: [string, ReactNode][] = [
    ["Name", fullName(profile)],
    ["Username", profile.username],
    ["Email", <EmailStatus key="email" profile={profile} />],
    ["Mobile", profile.mobile ?? "None yet"],
    ["New orders on WhatsApp", <NewOrderWhatsApp key="whatsapp" userId={profile.id} mobile={profile.mobile} on={profile.newOrderWhatsApp} />],
  ];
  return (
    // The shopper's dialogs and address status, in the console's English: their words are handed as a page's (PageTexts).
    <PageTexts value={clientTextsOf("en", ["account", "accountForms", "apiErrors"])}>
      <main className="max-w-xl space-y-6">
        <h1 className="text-2xl font-bold">Account settings</h1>
        <dl className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr]">
              <dt className="text-sm text-stone-500">{label}</dt>
              <dd className="break-all font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-3">
          <UpdateProfileDialog user={profile} />
          <ChangePasswordDialog userId={profile.id} hasPassword={profile.hasPassword} />
          <ChangeMobileDialog userId={profile.id} current={profile.mobile} />
          {!seller.owner && <DeleteAccountDialog userId={profile.id} hasPassword={profile.hasPassword} salesRecordKeeping={SALES_RECORD_KEEPING} />}
        </div>
      </main>
    </PageTexts>
  );
}
