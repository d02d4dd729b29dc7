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
import { getSessionUser } from "@/lib/auth/session";
import { MY_ORDERS_PATH } from "@/lib/shared/order-paths";
import { SALES_RECORD_KEEPING } from "@/lib/legal/shop-facts";
import { getProfile } from "@/lib/users/profile";

export const metadata: Metadata = {
  title: "Your profile",
  description: "Your name, username and email address.",
  robots: { index: false },
};

export default async function ProfilePage() {
  const user = await getSessionUser();
  if (!user) redirect("/");
  const profile = await getProfile(user.id);
  const rows: [string, ReactNode][] = [
    ["Name", fullName(profile)],
    ["Username", profile.username],
    ["Email", <EmailStatus key="email" profile={profile} />],
    ["Mobile", profile.mobile ?? "None yet"],
    ["WhatsApp updates", <WhatsAppUpdates key="whatsapp" userId={profile.id} consent={profile.whatsappUpdates} />],
  ];
  return (
    <main className="mx-auto max-w-lg px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold">Your profile</h1>
      <div className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        <dl className="mb-6 divide-y divide-stone-100">
          {rows.map(([label, value]) => (
            <div key={label} className="grid grid-cols-[7rem_1fr] gap-2 py-3">
              <dt className="text-sm font-medium text-stone-600">{label}</dt>
              <dd className="break-all font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        {profile.sellerRequest === "pending" && (
          <p className="mb-6 rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900">
            Your request to sell on this shop waits for the shop owner&apos;s approval.
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <UpdateProfileDialog user={profile} />
          <ChangePasswordDialog userId={profile.id} hasPassword={profile.hasPassword} />
          <ChangeMobileDialog userId={profile.id} current={profile.mobile} />
          <DeleteAccountDialog userId={profile.id} hasPassword={profile.hasPassword} salesRecordKeeping={SALES_RECORD_KEEPING} />
        </div>
      </div>
      <p className="mt-6">
        <Link href={MY_ORDERS_PATH} className="font-semibold text-brand underline">
          My orders
        </Link>
        <span className="text-stone-600">: what you ordered, where it is, and cancelling what a seller has not accepted yet.</span>
      </p>
      <p className="mt-3">
        <Link href="/wishlist" className="font-semibold text-brand underline">
          My wishlist
        </Link>
        <span className="text-stone-600">: what you keep for later, with Move to cart.</span>
      </p>
    </main>
  );
}
